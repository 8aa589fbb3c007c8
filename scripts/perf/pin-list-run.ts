import { seedDemo } from '../seed/index';
import { serveDist } from '../serve-dist';
import { startStack } from '../stack/index';
import { freePort } from '../stack/ports';
import { measurePinList } from './pin-list';

export interface PinListResult {
  pins: number;
  firstRenderMs: number;
  domRows: number;
  heapMB: number;
  scrollOk: boolean;
}

/** Runs the pin-list measurement (scripts/perf/pin-list.ts) against a fresh stack and the perf build. */
export async function measurePinListOnStack(outDir: string): Promise<PinListResult> {
  const stack = await startStack({ projectId: 'demo-perf' });
  try {
    await seedDemo({
      projectId: stack.projectId,
      firestoreHost: stack.firestoreHost,
      authHost: stack.authHost,
    });
    const port = await freePort();
    const server = await serveDist(outDir, port, stack.appConfig);
    try {
      return await measurePinList({
        baseUrl: `http://127.0.0.1:${port}`,
        projectId: stack.projectId,
        firestoreHost: stack.firestoreHost,
        authHost: stack.authHost,
      });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  } finally {
    await stack.stop();
  }
}

import { join } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { seedDemo } from '../../scripts/seed/index';
import { serveDist } from '../../scripts/serve-dist';
import { ROOT, startStack } from '../../scripts/stack/index';
import { freePort } from '../../scripts/stack/ports';
import { serveStackControl } from './stack-control';

export interface ProvidedE2e {
  baseUrl: string;
  mailUrl: string;
  projectId: string;
  firestoreHost: string;
  authHost: string;
  emailEndpoint: string;
  /** Stops and starts the Functions and Firestore emulators (tests/setup/stack-control.ts). */
  controlUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: ProvidedE2e;
  }
}

/**
 * End-to-end runs use the built app, as users get it, on a fresh emulator stack with the demo seed.
 * The build goes to a folder of this run's own, so parallel runs do not overwrite each other.
 */
export default async function setup(project: TestProject) {
  const stack = await startStack({ projectId: 'demo-e2e' });
  try {
    const target = {
      projectId: stack.projectId,
      firestoreHost: stack.firestoreHost,
      authHost: stack.authHost,
    };
    // On a loaded machine a fresh emulator has been seen to leave the first seed write waiting past its 60 s
    // deadline; the seed is idempotent (fixed ids, set not add), so a second run finishes the same data.
    await seedDemo(target).catch(async (error: unknown) => {
      if ((error as { code?: unknown }).code !== 4) throw error;
      console.warn('The demo seed timed out once (DEADLINE_EXCEEDED); seeding again.');
      await seedDemo(target);
    });
    const outDir = join(ROOT, '.stack', `e2e-dist-${process.pid}`);
    await build({ root: ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
    const port = await freePort();
    const server = await serveDist(outDir, port, stack.appConfig);
    const controlPort = await freePort();
    const control = await serveStackControl(stack, controlPort);
    project.provide('e2e', {
      baseUrl: `http://127.0.0.1:${port}`,
      mailUrl: stack.mailUrl,
      projectId: stack.projectId,
      firestoreHost: stack.firestoreHost,
      authHost: stack.authHost,
      emailEndpoint: stack.emailEndpoint,
      controlUrl: `http://127.0.0.1:${controlPort}`,
    });
    return async () => {
      control.close();
      stack.resumeFirestore(); // never leave it frozen
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await stack.stop();
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

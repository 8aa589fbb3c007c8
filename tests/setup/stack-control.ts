import { createServer, type Server } from 'node:http';
import type { Stack } from '../../scripts/stack/index';

/**
 * A small HTTP door into the e2e stack for the fault tests (tests/e2e/network-faults*.test.ts), which run in
 * another process than the global setup that owns the emulators: POST /functions/stop|start and
 * /firestore/stop|start. Only on 127.0.0.1 and only for the length of the run.
 */
export async function serveStackControl(stack: Stack, port: number): Promise<Server> {
  const actions: Record<string, () => unknown> = {
    '/functions/stop': () => stack.killFunctions(),
    '/functions/start': () => stack.startFunctions(),
    '/firestore/stop': () => stack.pauseFirestore(),
    '/firestore/start': () => stack.resumeFirestore(),
  };
  const server = createServer((req, res) => {
    const action = req.method === 'POST' ? actions[req.url ?? ''] : undefined;
    if (!action) {
      res.writeHead(404).end();
      return;
    }
    Promise.resolve()
      .then(action)
      .then(
        () => res.writeHead(204).end(),
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

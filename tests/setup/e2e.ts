import { execFile } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { seedDemo } from '../../scripts/seed/index';
import { serveDist } from '../../scripts/serve-dist';
import { ROOT, startStack, type Stack } from '../../scripts/stack/index';
import { freePort } from '../../scripts/stack/ports';
import { phase } from './phases';
import { serveStackControl } from './stack-control';

export interface ProvidedE2e {
  baseUrl: string;
  mailUrl: string;
  projectId: string;
  firestoreHost: string;
  authHost: string;
  emailEndpoint: string;
  /** The Cloud Tasks emulator, whose queue statistics say when queued mail has all been handed out. */
  tasksPort: number;
  /** Stops and starts the Functions and Firestore emulators (tests/setup/stack-control.ts). */
  controlUrl: string;
  /** Where signed-in sessions are kept for reuse by later test files on this stack (support/sessions.ts). */
  sessionDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One stack per browser test worker, in worker order (support/e2e-stack.ts picks this worker's). */
    e2eStacks: ProvidedE2e[];
  }
}

/** On a loaded machine a fresh emulator has been seen to leave the first seed write past its 60 s deadline. */
async function seedOnce(stack: Stack): Promise<void> {
  const target = { projectId: stack.projectId, firestoreHost: stack.firestoreHost, authHost: stack.authHost };
  // The seed is idempotent (fixed ids, set not add), so a second run finishes the same data.
  await seedDemo(target).catch(async (error: unknown) => {
    if ((error as { code?: unknown }).code !== 4) throw error;
    console.warn('The demo seed timed out once (DEADLINE_EXCEEDED); seeding again.');
    await seedDemo(target);
  });
}

/**
 * `vite build` as `npm run build` runs it, in a process of its own. Vitest sets NODE_ENV to "test" in its own
 * process, and Vite builds with whatever NODE_ENV it finds: built in here, the app got React's and MUI's
 * development builds (slower, with warnings of their own in the console), not what users get.
 */
async function buildForProduction(outDir: string): Promise<void> {
  const vite = join(ROOT, 'node_modules', '.bin', 'vite');
  const args = ['build', '--outDir', outDir, '--emptyOutDir', '--sourcemap', 'false', '--logLevel', 'warn'];
  await promisify(execFile)(vite, args, { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' } });
}

/**
 * Every browser test on a stack calls the functions from one network address (127.0.0.1) and as the same demo
 * accounts, so the per-address and per-account limits on workshop requests (a handful an hour) would count the
 * whole tier as one visitor, and which file meets the limit would depend on how files fall to workers. The
 * limits themselves are proven by the integration tests, each from an address of its own.
 */
const SHARED_CALLER_LIMITS = { WORKSHOP_REQUEST_IP_LIMIT: '1000', WORKSHOP_REQUEST_ACCOUNT_LIMIT: '1000' };
/** An archive export pauses this long before each recording, so its progress can be seen (and photographed). */
const FUNCTIONS_ENV = { ...SHARED_CALLER_LIMITS, ARCHIVE_EXPORT_PACE_MS: '400' };

/**
 * Browser tests use the built app, as users get it, on seeded emulator stacks: one stack per worker, so test
 * files run in parallel without sharing demo data, and one build served to each. The stacks start while the app
 * builds. The build goes to a folder of this run's own, so parallel runs do not overwrite each other.
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const runDir = join(ROOT, '.stack', `e2e-${process.pid}`);
  const outDir = join(runDir, 'dist');
  const built = phase('build the app', () => buildForProduction(outDir));
  const starting = Array.from({ length: workers }, (_, i) =>
    phase(`start stack ${i + 1}`, () =>
      startStack({ projectId: `demo-e2e-${i + 1}`, lightLoad: true, functionsEnv: FUNCTIONS_ENV }),
    ).then(async (stack) => {
      await phase(`seed stack ${i + 1}`, () => seedOnce(stack));
      return stack;
    }),
  );
  const results = await Promise.allSettled([built, ...starting]);
  const stacks = results.slice(1).flatMap((r) => (r.status === 'fulfilled' ? [r.value as Stack] : []));
  const closers: (() => Promise<void>)[] = stacks.map((stack) => async () => {
    stack.resumeFirestore(); // never leave it frozen
    await stack.stop();
  });
  const stopAll = async () => {
    await Promise.all(closers.map((close) => close()));
    rmSync(runDir, { recursive: true, force: true });
  };
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    await stopAll();
    throw (failed as PromiseRejectedResult).reason;
  }

  const provided: ProvidedE2e[] = [];
  for (const [i, stack] of stacks.entries()) {
    const server = await serveDist(outDir, await freePort(), stack.appConfig);
    const control = await serveStackControl(stack, await freePort());
    const sessionDir = join(runDir, `sessions-${i + 1}`);
    mkdirSync(sessionDir, { recursive: true });
    closers.unshift(async () => {
      control.close();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    });
    const address = (s: { address(): unknown }) => (s.address() as { port: number }).port;
    provided.push({
      baseUrl: `http://127.0.0.1:${address(server)}`,
      mailUrl: stack.mailUrl,
      projectId: stack.projectId,
      firestoreHost: stack.firestoreHost,
      authHost: stack.authHost,
      emailEndpoint: stack.emailEndpoint,
      tasksPort: stack.ports.tasks,
      controlUrl: `http://127.0.0.1:${address(control)}`,
      sessionDir,
    });
  }
  project.provide('e2eStacks', provided);
  return stopAll;
}

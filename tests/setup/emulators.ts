import type { TestProject } from 'vitest/node';
import { compileRulesFor } from '../../scripts/stack/firestore';
import { startStack, type Stack } from '../../scripts/stack/index';
import { rulesProjectId } from '../support/rules';
import { phase } from './phases';

export interface ProvidedStack {
  projectId: string;
  firestoreHost: string;
  authHost: string;
  emailEndpoint: string;
  unsubscribeEndpoint: string;
  mailUrl: string;
  functionsPort: number;
  /** The Cloud Tasks emulator, whose queue statistics say when queued mail has all been handed out. */
  tasksPort: number;
  /** The rules the emulator started with hold for every project id (scripts/stack/index.ts). */
  rulesForAllProjects: boolean;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: ProvidedStack;
  }
}

/**
 * One emulator stack per test run, on free ports; a test file isolates itself in its worker's project id
 * (rulesEnvironment). The two integration projects (those files, and the files on the shared demo data) run one
 * after the other and share the stack: vitest calls this setup once for each, so the first starts it and the last to
 * finish stops it.
 */
const shared = globalThis as { __integrationStack?: Promise<Stack>; __integrationUsers?: number };

export default async function setup(project: TestProject) {
  shared.__integrationStack ??= phase('start the emulators', () => startStack({ projectId: 'demo-test' }));
  shared.__integrationUsers = (shared.__integrationUsers ?? 0) + 1;
  const stack = await shared.__integrationStack;
  // Each worker's rules project compiled now, one after another, rather than all at once while the first files
  // start: four compiles together held the emulator so long that another file's client read, on the stack's own
  // project, outwaited its SDK's 10 s ("the client is offline").
  const workers = Number(project.config.maxWorkers) || 4;
  for (let worker = 1; worker <= workers; worker += 1)
    await compileRulesFor(stack.firestoreHost, rulesProjectId(worker));
  project.provide('stack', {
    projectId: stack.projectId,
    firestoreHost: stack.firestoreHost,
    authHost: stack.authHost,
    emailEndpoint: stack.emailEndpoint,
    unsubscribeEndpoint: stack.unsubscribeEndpoint,
    mailUrl: stack.mailUrl,
    functionsPort: stack.ports.functions,
    tasksPort: stack.ports.tasks,
    rulesForAllProjects: stack.rulesForAllProjects,
  });
  return async () => {
    shared.__integrationUsers = (shared.__integrationUsers ?? 1) - 1;
    if (shared.__integrationUsers === 0) {
      delete shared.__integrationStack;
      await stack.stop();
    }
  };
}

import type { TestProject } from 'vitest/node';
import { startStack } from '../../scripts/stack/index';
import { phase } from './phases';

export interface ProvidedStack {
  projectId: string;
  firestoreHost: string;
  authHost: string;
  emailEndpoint: string;
  unsubscribeEndpoint: string;
  mailUrl: string;
  functionsPort: number;
  /** The rules the emulator started with hold for every project id (scripts/stack/index.ts). */
  rulesForAllProjects: boolean;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: ProvidedStack;
  }
}

/** One emulator stack per test run, on free ports; each test file isolates itself with its own project id. */
export default async function setup(project: TestProject) {
  const stack = await phase('start the emulators', () => startStack({ projectId: 'demo-test' }));
  project.provide('stack', {
    projectId: stack.projectId,
    firestoreHost: stack.firestoreHost,
    authHost: stack.authHost,
    emailEndpoint: stack.emailEndpoint,
    unsubscribeEndpoint: stack.unsubscribeEndpoint,
    mailUrl: stack.mailUrl,
    functionsPort: stack.ports.functions,
    rulesForAllProjects: stack.rulesForAllProjects,
  });
  return () => stack.stop();
}

import { existsSync, readFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { prepareE2e, type ProvidedE2e } from './e2e-prepare';
import { phase, recordPhases } from './phases';

export type { ProvidedE2e } from './e2e-prepare';

/** What `tests/setup/e2e-prepare-cli.ts` writes once its stacks are ready (or why they are not). */
export interface PreparedFile {
  stacks?: ProvidedE2e[];
  phases?: Record<string, number>;
  error?: string;
}

const PREPARED_WAIT_MS = 10 * 60_000;

async function waitForPrepared(file: string): Promise<PreparedFile> {
  const until = Date.now() + PREPARED_WAIT_MS;
  while (Date.now() < until) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as PreparedFile;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `The browser tests' stacks were not ready after ${PREPARED_WAIT_MS / 60_000} minutes (${file})`,
  );
}

/**
 * The browser tests' global setup. `npm test` prepares their stacks ahead, while the integration tier's demo
 * files leave most of a core idle, and names the file it will write in `E2E_PREPARED`: then this waits for it,
 * and the preparing process stops the stacks when `npm test` ends. Run on its own (`npm run test:e2e`), this
 * prepares them itself and stops them afterwards.
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const preparedFile = process.env.E2E_PREPARED;
  if (preparedFile) {
    const prepared = await phase('wait for the stacks prepared ahead', () => waitForPrepared(preparedFile));
    const stacks = prepared.stacks ?? [];
    if (!prepared.error && stacks.length >= workers) {
      recordPhases(prepared.phases ?? {}, 'ahead: ');
      project.provide('e2eStacks', stacks);
      return;
    }
    // Preparing ahead failed (it stopped what it had started): prepare here, as a run on its own does.
    console.warn(
      `Preparing the browser tests' stacks ahead failed; preparing them now.\n${prepared.error ?? ''}`,
    );
  }
  const { stacks, stop } = await prepareE2e(workers);
  project.provide('e2eStacks', stacks);
  return stop;
}

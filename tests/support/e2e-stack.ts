import { inject } from 'vitest';
import type { ProvidedE2e } from '../setup/e2e';

/**
 * This worker's emulator stack and served build. Browser test files run in parallel workers, each on a stack of
 * its own (tests/setup/e2e.ts), so that one file's changes to the demo data never race another's.
 */
export function e2eStack(): ProvidedE2e {
  const stacks = inject('e2eStacks');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const stack = stacks[(worker - 1) % stacks.length];
  if (!stack)
    throw new Error('No e2e stack was provided: run the browser tests through vitest --project e2e');
  return stack;
}

import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';

/**
 * The files in tests/integration/demo-data/ seed and change the shared demo data that the Functions emulator
 * serves, so they take turns: each holds this lock (a directory, made atomically) from before its own setup to
 * after its own teardown, while the other integration files keep running beside it.
 */
const lock = () =>
  join(
    import.meta.dirname,
    '..',
    '..',
    '.stack',
    `demo-data-${inject('stack').projectId}-${inject('stack').functionsPort}.lock`,
  );
let held = false;

beforeAll(async () => {
  for (;;) {
    try {
      mkdirSync(lock());
      held = true;
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}, 900_000); // behind at most three other demo-data files

afterAll(() => {
  if (held) rmSync(lock(), { recursive: true, force: true });
});

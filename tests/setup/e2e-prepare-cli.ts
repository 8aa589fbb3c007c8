import { renameSync, writeFileSync } from 'node:fs';
import type { PreparedFile } from './e2e';
import { e2eWorkers, prepareE2e } from './e2e-prepare';
import { setupPhases } from './phases';

/**
 * `tsx tests/setup/e2e-prepare-cli.ts <file>`: prepares the browser tests' stacks ahead of their tier (npm test
 * starts this while the integration tier's demo files run), writes what the workers are given to <file> once
 * they are ready (or the error), and stops them all on SIGTERM or SIGINT.
 */
const file = process.argv[2];
if (!file) throw new Error('Usage: tsx tests/setup/e2e-prepare-cli.ts <file to write>');

const write = (content: PreparedFile) => {
  // Written whole, then renamed: the reader never sees half a file.
  writeFileSync(`${file}.part`, JSON.stringify(content));
  renameSync(`${file}.part`, file);
};

// Asked to stop while still preparing: stop as soon as there is something to stop, leaving no emulator behind.
let stopAll: (() => Promise<void>) | null = null;
let stopping = false;
const end = () => {
  if (stopping) return;
  stopping = true;
  if (stopAll) void stopAll().finally(() => process.exit(0));
};
process.on('SIGTERM', end);
process.on('SIGINT', end);

try {
  const { stacks, stop } = await prepareE2e(e2eWorkers());
  stopAll = stop;
  if (stopping) {
    await stop();
    process.exit(0);
  }
  write({ stacks, phases: setupPhases() });
} catch (error) {
  write({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
}

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FUNCTIONS = join(import.meta.dirname, '..', '..', 'functions');
const STAMP = join(FUNCTIONS, 'lib', '.built');
const LOCK = join(FUNCTIONS, '.build-lock');
/** A lock older than this was left by a process that died while compiling (a compile takes ~10 s). */
const STALE_LOCK_MS = 120_000;

let builtInThisProcess = false;

/** The newest change among what the compile reads: the sources (tests excluded, as tsconfig does) and tsconfig. */
function newestSourceChange(dir = join(FUNCTIONS, 'src')): number {
  let newest = statSync(join(FUNCTIONS, 'tsconfig.json')).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceChange(path));
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

const upToDate = () => existsSync(STAMP) && statSync(STAMP).mtimeMs >= newestSourceChange();

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Holds the lock folder (mkdir is atomic) while `work` runs; waits while another process holds it. */
function withLock(work: () => void): void {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      const held = statSync(LOCK, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
      else sleep(200);
    }
  }
  try {
    work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * Compiles functions/ for the Functions emulator when its sources changed since the last compile. Several stacks
 * start at once (one per browser test worker; the two integration groups, each in a process of its own), so they
 * take turns on a lock and the later ones find the output fresh: one compile for a whole `npm test`, and no process
 * loads files another is in the middle of writing.
 */
export function buildFunctions(): void {
  if (builtInThisProcess) return;
  withLock(() => {
    if (upToDate()) return;
    const startedAt = Date.now();
    execFileSync(
      join(FUNCTIONS, '..', 'node_modules', '.bin', 'tsc'),
      ['-p', join(FUNCTIONS, 'tsconfig.json')],
      {
        stdio: 'inherit',
      },
    );
    // Stamped with the compile's start, so a source saved during the compile counts as newer next time.
    writeFileSync(STAMP, '');
    utimesSync(STAMP, new Date(startedAt), new Date(startedAt));
  });
  builtInThisProcess = true;
}

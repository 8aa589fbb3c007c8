import { buildSync } from 'esbuild';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const FUNCTIONS = join(ROOT, 'functions');
const SHARED = join(ROOT, 'packages', 'shared');
const STAMP = join(FUNCTIONS, 'lib', '.built');
const LOCK = join(FUNCTIONS, '.build-lock');
/** A lock older than this was left by a process that died while bundling (a bundle takes about a second). */
const STALE_LOCK_MS = 120_000;

let builtInThisProcess = false;

/** The newest change among the sources in `dir` (tests apart: the bundle never reads them). */
function newestSourceChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceChange(path));
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** What the bundle reads: the functions' sources, the shared package's, and the files that configure them. */
const newestInput = () =>
  Math.max(
    newestSourceChange(join(FUNCTIONS, 'src')),
    newestSourceChange(join(SHARED, 'src')),
    statSync(join(FUNCTIONS, 'tsconfig.json')).mtimeMs,
    statSync(join(FUNCTIONS, 'package.json')).mtimeMs,
  );

const upToDate = () => existsSync(STAMP) && statSync(STAMP).mtimeMs >= newestInput();

/**
 * One ES module, lib/index.js, holding the functions' code and the shared package's: Cloud Functions installs
 * functions/package.json's dependencies and nothing else, and the shared package is not published anywhere it
 * could install it from. The dependencies themselves stay imports, installed beside the bundle.
 */
function bundle(): void {
  const { dependencies } = JSON.parse(readFileSync(join(FUNCTIONS, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  rmSync(join(FUNCTIONS, 'lib'), { recursive: true, force: true });
  buildSync({
    entryPoints: [join(FUNCTIONS, 'src', 'index.ts')],
    outfile: join(FUNCTIONS, 'lib', 'index.js'),
    tsconfig: join(FUNCTIONS, 'tsconfig.json'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // A package's subpaths (firebase-functions/v2/https) are external with it.
    external: Object.keys(dependencies),
    logLevel: 'warning',
  });
}

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
 * Bundles functions/ for the Functions emulator when its sources changed since the last compile. Several stacks
 * start at once (one per browser test worker; the two integration groups, each in a process of its own), so they
 * take turns on a lock and the later ones find the output fresh: one bundle for a whole `npm test`, and no process
 * loads files another is in the middle of writing.
 */
export function buildFunctions(): void {
  if (builtInThisProcess) return;
  withLock(() => {
    if (upToDate()) return;
    const startedAt = Date.now();
    bundle();
    // Stamped with the bundle's start, so a source saved during the bundle counts as newer next time.
    writeFileSync(STAMP, '');
    utimesSync(STAMP, new Date(startedAt), new Date(startedAt));
  });
  builtInThisProcess = true;
}

// `npm run build:functions` (deploy's predeploy step): always bundle afresh.
if (process.argv[1] === import.meta.filename) withLock(bundle);

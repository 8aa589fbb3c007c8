import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatTier, type TierTiming } from '../tests/setup/timing-reporter';

/**
 * `npm test`: every check and tier, then where the time went.
 *
 * The tiers run one after another, since each sizes its own parallelism to the machine. The static checks run
 * beside them from the start, at the lowest CPU priority (nice 19): they take only the cores the tiers leave
 * idle (while one demo-data file at a time waits on the emulators, while stacks start, while a browser waits
 * on a page), so they add almost nothing to the tiers' time, where run first on their own they cost about two
 * minutes of a 2-core machine. A failed check stops the run at the next tier boundary, as a failed tier does.
 */
const CHECKS = ['lint', 'format:check', 'typecheck'];
const TIERS = ['test:unit', 'test:integration', 'test:e2e'];
const ROOT = resolve(import.meta.dirname, '..');
const TIMINGS_DIR = join(ROOT, '.stack', 'timings');

interface Result {
  script: string;
  code: number;
  output: string;
  seconds: number;
}

function run(script: string, options: { background: boolean }): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const npm = ['npm', 'run', '-s', script];
    const [command, ...args] = options.background ? ['nice', '-n', '19', ...npm] : npm;
    const child = spawn(command!, args, {
      cwd: ROOT,
      stdio: options.background ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) =>
      resolve({ script, code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

async function main(): Promise<number> {
  rmSync(TIMINGS_DIR, { recursive: true, force: true });
  const started = performance.now();
  const checks: Result[] = [];
  const checksDone = Promise.all(
    CHECKS.map((script) =>
      run(script, { background: true }).then((result) => {
        checks.push(result);
        // Said as soon as it is known, so a failure is not hidden until the tiers end.
        process.stdout.write(`\n== npm run ${script} (beside the tiers, nice 19)\n${result.output}`);
        return result;
      }),
    ),
  );
  const failedCheck = () => checks.find((r) => r.code !== 0)?.script ?? null;

  const tiers: Result[] = [];
  let failed: string | null = null;
  for (const script of TIERS) {
    failed = failedCheck();
    if (failed) break;
    const result = await run(script, { background: false });
    tiers.push(result);
    if (result.code !== 0) {
      failed = script;
      break;
    }
  }
  const waitedFrom = performance.now();
  await checksDone;
  const waited = (performance.now() - waitedFrom) / 1000;
  failed ??= failedCheck();

  console.log('\nWhere npm test spent its time:');
  const line = (seconds: number, what: string) =>
    console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${what}`);
  for (const r of checks) line(r.seconds, `${r.script} (beside the tiers)`);
  for (const r of tiers) line(r.seconds, r.script);
  line(waited, 'waiting for the checks after the tiers');
  line((performance.now() - started) / 1000, 'in all');
  for (const tier of ['unit', 'unit-dom', 'integration', 'integration-demo', 'e2e']) {
    const file = join(TIMINGS_DIR, `${tier}.json`);
    if (existsSync(file)) console.log(formatTier(JSON.parse(readFileSync(file, 'utf8')) as TierTiming));
  }
  if (failed) console.error(`\nnpm test failed at: npm run ${failed}`);
  return failed ? 1 : 0;
}

process.exitCode = await main();

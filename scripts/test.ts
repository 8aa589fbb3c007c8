import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { formatTier, type TierTiming } from '../tests/setup/timing-reporter';

/**
 * `npm test`: every check and tier in order, stopping at the first that fails, then where the time went. The
 * static checks share the machine (each is mostly one core); the tiers run one after another, since each sizes
 * its own parallelism to the machine.
 */
const STAGES: string[][] = [
  ['lint', 'format:check', 'typecheck'],
  ['test:unit'],
  ['test:integration'],
  ['test:e2e'],
];
const ROOT = resolve(import.meta.dirname, '..');
const TIMINGS_DIR = join(ROOT, '.stack', 'timings');

function run(
  script: string,
  quietUntilDone: boolean,
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script], {
      cwd: ROOT,
      stdio: quietUntilDone ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * The browser tests' stacks, prepared while the integration tier's demo files run: those run one at a time and
 * leave most of a core idle for about two minutes, and building the app and starting and seeding two stacks took
 * about 50 s at the start of the browser tier. The demo files signal their start through a file
 * (tests/setup/demo-phase-signal.ts); the browser tier is then told where the stacks are (E2E_PREPARED), and
 * they are stopped when npm test ends.
 */
class AheadOfBrowserTests {
  readonly signal = join(ROOT, '.stack', `demo-phase-${process.pid}`);
  readonly prepared = join(ROOT, '.stack', `e2e-prepared-${process.pid}.json`);
  private child: ChildProcess | null = null;
  private watcher: NodeJS.Timeout | null = null;

  /** Starts watching for the demo files while the integration tier runs. */
  watch(): void {
    mkdirSync(dirname(this.signal), { recursive: true });
    for (const f of [this.signal, this.prepared]) rmSync(f, { force: true });
    this.watcher = setInterval(() => {
      if (existsSync(this.signal)) this.start();
    }, 500);
  }

  private start(): void {
    if (this.watcher) clearInterval(this.watcher);
    this.watcher = null;
    if (this.child) return;
    const log = openSync(join(ROOT, '.stack', `e2e-prepare-${process.pid}.log`), 'w');
    this.child = spawn(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'tests/setup/e2e-prepare-cli.ts'), this.prepared],
      { cwd: ROOT, stdio: ['ignore', log, log] },
    );
  }

  /** The browser tier's environment: the prepared stacks, if they were started. */
  env(): NodeJS.ProcessEnv {
    return this.child ? { E2E_PREPARED: this.prepared } : {};
  }

  async stop(): Promise<void> {
    if (this.watcher) clearInterval(this.watcher);
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    await exited;
    clearTimeout(timer);
    for (const f of [this.signal, this.prepared]) rmSync(f, { force: true });
  }
}

async function main(): Promise<number> {
  rmSync(TIMINGS_DIR, { recursive: true, force: true });
  const ahead = STAGES.some((stage) => stage.includes('test:e2e')) ? new AheadOfBrowserTests() : null;
  try {
    return await runStages(ahead);
  } finally {
    await ahead?.stop();
  }
}

async function runStages(ahead: AheadOfBrowserTests | null): Promise<number> {
  const took: [string, number][] = [];
  const started = performance.now();
  let failed: string | null = null;
  for (const stage of STAGES) {
    const stageStart = performance.now();
    if (stage.includes('test:integration')) ahead?.watch();
    const results = await Promise.all(
      stage.map(async (script) => {
        const t = performance.now();
        const env =
          script === 'test:integration' && ahead
            ? { DEMO_PHASE_SIGNAL: ahead.signal }
            : script === 'test:e2e'
              ? (ahead?.env() ?? {})
              : {};
        const result = await run(script, stage.length > 1, env);
        took.push([script, (performance.now() - t) / 1000]);
        if (stage.length > 1) process.stdout.write(`\n== npm run ${script}\n${result.output}`);
        return { script, ...result };
      }),
    );
    if (stage.length > 1)
      took.push([`(${stage.join(', ')} together)`, (performance.now() - stageStart) / 1000]);
    failed = results.find((r) => r.code !== 0)?.script ?? null;
    if (failed) break;
  }
  console.log('\nWhere npm test spent its time:');
  for (const [script, seconds] of took) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${script}`);
  console.log(`  ${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s  in all`);
  for (const tier of ['unit', 'unit-dom', 'integration', 'integration-demo', 'e2e']) {
    const file = join(TIMINGS_DIR, `${tier}.json`);
    if (existsSync(file)) console.log(formatTier(JSON.parse(readFileSync(file, 'utf8')) as TierTiming));
  }
  if (failed) console.error(`\nnpm test failed at: npm run ${failed}`);
  return failed ? 1 : 0;
}

process.exitCode = await main();

import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
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

function run(script: string, quietUntilDone: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script], {
      cwd: ROOT,
      stdio: quietUntilDone ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function main(): Promise<number> {
  rmSync(TIMINGS_DIR, { recursive: true, force: true });
  const took: [string, number][] = [];
  const started = performance.now();
  let failed: string | null = null;
  for (const stage of STAGES) {
    const stageStart = performance.now();
    const results = await Promise.all(
      stage.map(async (script) => {
        const t = performance.now();
        const result = await run(script, stage.length > 1);
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

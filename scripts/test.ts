import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatTier, type TierTiming } from '../tests/setup/timing-reporter';

/** One step of `npm test`: a package script, or vitest on one project when a script runs two. */
interface Step {
  name: string;
  command: string[];
}
const script = (name: string): Step => ({ name, command: ['npm', 'run', '-s', name] });
const vitestProject = (project: string): Step => ({
  name: `vitest ${project}`,
  command: ['npx', 'vitest', 'run', '--project', project],
});

/**
 * `npm test`: every check and tier, stopping after the first stage in which something fails, then where the time
 * went. A stage is one or more lanes that run at the same time; a lane is groups of steps run one group after
 * another, the steps of a group at once. The demo-data integration files (one at a time) wait on the mail
 * pipeline's timers much of their time, so the static checks run beside them. The unit tier runs alone: its
 * screen tests are CPU-bound, and beside the demo files (with or without the checks) some passed their 5 s limit
 * in fresh-clone runs. The parallel integration files and the browser tier each keep the machine busy on their
 * own. `npm run test:integration` runs both integration projects in one vitest run; here they are two, each with
 * an emulator stack of its own.
 */
type Lane = Step[][];
const STAGES: Lane[][] = [
  [[[vitestProject('integration-demo')]], [[script('lint'), script('format:check'), script('typecheck')]]],
  [[[script('test:unit')]]],
  [[[vitestProject('integration')]]],
  [[[script('test:e2e')]]],
];
const ROOT = resolve(import.meta.dirname, '..');
const TIMINGS_DIR = join(ROOT, '.stack', 'timings');

function run(step: Step, quietUntilDone: boolean): Promise<{ code: number; output: string }> {
  const [command, ...args] = step.command;
  return new Promise((resolve) => {
    const child = spawn(command!, args, {
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
  const timed = async (step: Step, quiet: boolean) => {
    const t = performance.now();
    const result = await run(step, quiet);
    took.push([step.name, (performance.now() - t) / 1000]);
    if (quiet) process.stdout.write(`\n== ${step.name}\n${result.output}`);
    return { step, ...result };
  };
  for (const stage of STAGES) {
    const stageStart = performance.now();
    const steps = stage.flat(2);
    const quiet = steps.length > 1;
    const results = (
      await Promise.all(
        stage.map(async (lane) => {
          const done: Awaited<ReturnType<typeof timed>>[] = [];
          for (const group of lane) {
            done.push(...(await Promise.all(group.map((step) => timed(step, quiet)))));
            if (done.some((r) => r.code !== 0)) break;
          }
          return done;
        }),
      )
    ).flat();
    if (quiet)
      took.push([
        `(${steps.map((s) => s.name).join(', ')}: the stage)`,
        (performance.now() - stageStart) / 1000,
      ]);
    failed = results.find((r) => r.code !== 0)?.step.name ?? null;
    if (failed) break;
  }
  console.log('\nWhere npm test spent its time:');
  for (const [script, seconds] of took) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${script}`);
  console.log(`  ${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s  in all`);
  for (const tier of ['unit', 'unit-dom', 'integration', 'integration-demo', 'e2e']) {
    const file = join(TIMINGS_DIR, `${tier}.json`);
    if (existsSync(file)) console.log(formatTier(JSON.parse(readFileSync(file, 'utf8')) as TierTiming));
  }
  if (failed) console.error(`\nnpm test failed at: ${failed}`);
  return failed ? 1 : 0;
}

process.exitCode = await main();

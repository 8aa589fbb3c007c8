import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { setupPhases } from './phases';

export interface TierTiming {
  tier: string;
  wallSeconds: number;
  setupPhases: Record<string, number>;
  files: { file: string; seconds: number; tests: number; importSeconds: number }[];
}

const TIMINGS_DIR = join(import.meta.dirname, '..', '..', '.stack', 'timings');
const SLOWEST = 8;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Prints where a tier's time went at the end of its run (its setup phases and slowest files) and keeps the
 * figures in .stack/timings/<tier>.json for `npm test`'s summary over all tiers (scripts/test.ts).
 */
export default class TimingReporter implements Reporter {
  private started = performance.now();
  private root = process.cwd();

  onInit(vitest: Vitest): void {
    this.started = performance.now();
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const byTier = new Map<string, TestModule[]>();
    for (const m of modules) byTier.set(m.project.name, [...(byTier.get(m.project.name) ?? []), m]);
    const wall = performance.now() - this.started;
    const phases = setupPhases();
    mkdirSync(TIMINGS_DIR, { recursive: true });
    for (const [tier, list] of byTier) {
      const files = list
        .map((m) => {
          const d = m.diagnostic();
          return {
            file: relative(this.root, m.moduleId),
            seconds: (d.duration + d.collectDuration + d.setupDuration + d.prepareDuration) / 1000,
            tests: [...m.children.allTests()].length,
            importSeconds: d.collectDuration / 1000,
          };
        })
        .sort((a, b) => b.seconds - a.seconds);
      const timing: TierTiming = { tier, wallSeconds: wall / 1000, setupPhases: phases, files };
      writeFileSync(join(TIMINGS_DIR, `${tier}.json`), JSON.stringify(timing, null, 2));
      console.log(formatTier(timing));
    }
  }
}

export function formatTier(t: TierTiming): string {
  const sum = t.files.reduce((total, f) => total + f.seconds, 0);
  const tests = t.files.reduce((total, f) => total + f.tests, 0);
  const lines = [
    `\nWhere the ${t.tier} tier's time went: ${t.wallSeconds.toFixed(0)} s wall, ${t.files.length} files, ${tests} tests, ${sum.toFixed(0)} s in files (summed over workers)`,
  ];
  const phases = Object.entries(t.setupPhases);
  if (phases.length) lines.push(`  setup: ${phases.map(([name, ms]) => `${name} ${s(ms)}`).join(' · ')}`);
  for (const f of t.files.slice(0, SLOWEST)) {
    lines.push(
      `  ${f.seconds.toFixed(1).padStart(6)} s  ${f.file} (${f.tests} tests, import ${f.importSeconds.toFixed(1)} s)`,
    );
  }
  return lines.join('\n');
}

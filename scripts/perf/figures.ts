/**
 * Pure helpers of `npm run perf`'s web figures: medians of repeated runs, the ratio to the peer app, and the
 * budget check of each figure. Kept apart from the browser code so they are unit-tested (figures.test.ts).
 */

/** The median of an odd or even number of runs (the lower middle for an even count, as Lighthouse's CLI). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Ours over the peer's, e.g. 0.82 (we need 82% of what the peer needs); null when the peer has no figure. */
export function ratio(ours: number, peer: number | null | undefined): number | null {
  if (peer === null || peer === undefined || peer <= 0) return null;
  return ours / peer;
}

export const formatRatio = (r: number | null) => (r === null ? '—' : `×${r.toFixed(2)}`);

/** A budget: at most (`max`) or at least (`min`) a limit. */
export type Budget = { max: number } | { min: number };

export function withinBudget(value: number, budget: Budget): boolean {
  return 'max' in budget ? value <= budget.max : value >= budget.min;
}

export function describeBudget(budget: Budget, unit = ''): string {
  return 'max' in budget ? `≤ ${budget.max}${unit}` : `≥ ${budget.min}${unit}`;
}

/** One Lighthouse run's figures. */
export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
}

/** Median of each figure separately: the median score, LCP and TBT may come from different runs. */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  return {
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
  };
}

/** Bytes to KB with one decimal, as the report prints them. */
export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

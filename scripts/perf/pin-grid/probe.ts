/** What the harness page (main.tsx) offers the runner (scripts/perf/pin-grid.ts) as `window.pinGridProbe`. */
export interface PinGridProbe {
  /** Scrolls the list top to bottom in 60 steps, one a frame: frame times, and whether the last pin shows. */
  scroll(): Promise<{ p95: number; worst: number; lastRowShown: boolean }>;
  /** Clicks "next page" `count` times, each timed from the click to the frame after the page's first row shows. */
  switchPages(count: number): Promise<{ median: number; worst: number; totalMs: number }>;
}

export const LAST_KEY = 'perf-pin-09999';

/**
 * The 10,000-pin list, its own table against MUI X DataGrid, side by side and with no emulators: a small Vite
 * harness (scripts/perf/pin-grid/) renders the same 10,000 synthetic pin rows either in VirtualPinTable as
 * PinListScreen uses it, or in the app's DataGrid (AdminDataGridImpl) with the same columns, all on one page and
 * at 100 a page (the MIT grid's largest page). For each, median of 3 runs in chromium: first render (rows handed
 * to React to the first painted frame showing them), DOM rows, JS heap after a forced GC, and scroll frame times
 * over a top-to-bottom scroll (the paged grid: 10 page switches instead): the figures the pin list's budget
 * names (first render ≤ 300 ms, ≤ 500 DOM rows, JS heap ≤ 30 MB).
 *
 * `npx tsx scripts/perf/pin-grid.ts` prints the table; `npm run perf` reports it as one item.
 */
import react from '@vitejs/plugin-react';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { launchChromium } from '../chromium';
import { freePort } from '../stack/ports';
import type { PinGridProbe } from './pin-grid/probe';

const ROOT = resolve(import.meta.dirname, '..', '..');
const HARNESS = join(ROOT, 'scripts', 'perf', 'pin-grid');
const RUNS = 3;

export const PIN_GRID_VARIANTS = {
  table: 'Own table (VirtualPinTable)',
  grid: 'DataGrid, all rows on one page',
  'grid-paged': 'DataGrid, 100 rows a page',
} as const;
export type PinGridVariant = keyof typeof PIN_GRID_VARIANTS;

export interface PinGridFigures {
  variant: PinGridVariant;
  label: string;
  /** Why the variant could not render at all (e.g. the MIT grid's page-size cap). */
  error?: string;
  firstRenderMs?: number;
  domRows?: number;
  heapMB?: number;
  /** Top-to-bottom scroll, 60 steps one a frame (table, unpaged grid). */
  scroll?: { p95Ms: number; worstMs: number; lastRowShown: boolean };
  /** 10 clicks on "next page" (paged grid), each to the frame showing the new page. */
  pageSwitch?: { medianMs: number; worstMs: number; totalMs: number };
  runs: number;
}

interface Run {
  error?: string;
  firstRenderMs: number;
  domRows: number;
  heapMB: number;
  scroll?: { p95: number; worst: number; lastRowShown: boolean };
  pageSwitch?: { median: number; worst: number; totalMs: number };
}

function withTimeout<T>(what: string, ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** One load of a variant in a fresh browser context, measured. */
async function measureOnce(browser: Browser, baseUrl: string, variant: PinGridVariant): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(`${baseUrl}/?variant=${variant}`, { timeout: 60_000 });
    await page.waitForFunction(
      () => document.body.dataset.error || performance.getEntriesByName('rows:painted').length > 0,
      undefined,
      { timeout: 90_000 },
    );
    const error = await page.evaluate(() => document.body.dataset.error);
    if (error) return { error, firstRenderMs: NaN, domRows: NaN, heapMB: NaN };
    const firstRenderMs = await page.evaluate(
      () =>
        performance.getEntriesByName('rows:painted')[0]!.startTime -
        performance.getEntriesByName('rows:handed')[0]!.startTime,
    );
    const domRows = await page.locator('[role=row]').count();
    const cdp = await context.newCDPSession(page);
    await withTimeout('GC', 30_000, cdp.send('HeapProfiler.collectGarbage'));
    const heap = (await withTimeout('heap', 30_000, cdp.send('Runtime.getHeapUsage'))) as {
      usedSize: number;
    };
    const heapMB = heap.usedSize / 1024 / 1024;
    if (variant === 'grid-paged') {
      const pageSwitch = await withTimeout(
        'page switches',
        120_000,
        page.evaluate(() =>
          (window as unknown as { pinGridProbe: PinGridProbe }).pinGridProbe.switchPages(10),
        ),
      );
      return { firstRenderMs, domRows, heapMB, pageSwitch };
    }
    const scroll = await withTimeout(
      'scroll',
      60_000,
      page.evaluate(() => (window as unknown as { pinGridProbe: PinGridProbe }).pinGridProbe.scroll()),
    );
    return { firstRenderMs, domRows, heapMB, scroll };
  } finally {
    await context.close();
  }
}

function summarise(variant: PinGridVariant, runs: Run[]): PinGridFigures {
  const base = { variant, label: PIN_GRID_VARIANTS[variant], runs: runs.length };
  const failed = runs.find((r) => r.error);
  if (failed)
    return {
      ...base,
      // Production builds name the error by number only: #83 is the MIT grid's page-size cap.
      error: /error #83\b/.test(failed.error!)
        ? 'pageSize cannot exceed 100 in the MIT DataGrid (MUI X error #83)'
        : failed.error,
    };
  const scrolls = runs.flatMap((r) => (r.scroll ? [r.scroll] : []));
  const switches = runs.flatMap((r) => (r.pageSwitch ? [r.pageSwitch] : []));
  return {
    ...base,
    firstRenderMs: median(runs.map((r) => r.firstRenderMs)),
    domRows: median(runs.map((r) => r.domRows)),
    heapMB: median(runs.map((r) => r.heapMB)),
    scroll: scrolls.length
      ? {
          p95Ms: median(scrolls.map((s) => s.p95)),
          worstMs: median(scrolls.map((s) => s.worst)),
          lastRowShown: scrolls.every((s) => s.lastRowShown),
        }
      : undefined,
    pageSwitch: switches.length
      ? {
          medianMs: median(switches.map((s) => s.median)),
          worstMs: median(switches.map((s) => s.worst)),
          totalMs: median(switches.map((s) => s.totalMs)),
        }
      : undefined,
  };
}

/** One line per variant, for the console and for `npm run perf`. */
export function describePinGrid(f: PinGridFigures): string {
  if (f.error) return `cannot render: ${f.error.split('\n')[0]}`;
  const motion = f.scroll
    ? `scroll p95 ${f.scroll.p95Ms.toFixed(1)} ms, worst ${f.scroll.worstMs.toFixed(1)} ms${f.scroll.lastRowShown ? '' : ', last row MISSING'}`
    : f.pageSwitch
      ? `page switch median ${f.pageSwitch.medianMs.toFixed(0)} ms, worst ${f.pageSwitch.worstMs.toFixed(0)} ms`
      : '';
  return `${f.firstRenderMs!.toFixed(0)} ms, ${f.domRows} rows, ${f.heapMB!.toFixed(1)} MB, ${motion}`;
}

/** Starts the harness on a free port, measures each variant RUNS times (after one unmeasured warm-up load). */
export async function measurePinGrid(): Promise<PinGridFigures[]> {
  // React's and MUI's production builds, as the app ships: the dev server serves what NODE_ENV says.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let server: ViteDevServer | undefined;
  let browser: Browser | undefined;
  try {
    const port = await freePort();
    server = await createServer({
      configFile: false,
      root: HARNESS,
      mode: 'production',
      logLevel: 'warn',
      plugins: [react()],
      cacheDir: join(ROOT, 'node_modules', '.vite-pin-grid'),
      server: { host: '127.0.0.1', port, strictPort: true, hmr: false, fs: { allow: [ROOT] } },
    });
    await withTimeout('vite', 60_000, server.listen());
    const baseUrl = `http://127.0.0.1:${port}`;
    browser = await withTimeout('chromium', 60_000, launchChromium());
    const figures: PinGridFigures[] = [];
    for (const variant of Object.keys(PIN_GRID_VARIANTS) as PinGridVariant[]) {
      // Warm-up: Vite transforms and bundles the dependencies on the first request, which is not the render.
      await measureOnce(browser, baseUrl, variant);
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await measureOnce(browser, baseUrl, variant));
        if (runs[0]!.error) break;
      }
      figures.push(summarise(variant, runs));
    }
    // Shared machines make these noisy: say how busy this one was.
    console.log(
      `Load average at the end (1, 5, 15 min): ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')}`,
    );
    console.table(
      figures.map((f) => ({
        variant: f.label,
        'first render': f.error ? '—' : `${f.firstRenderMs!.toFixed(0)} ms`,
        'DOM rows': f.error ? '—' : f.domRows,
        heap: f.error ? '—' : `${f.heapMB!.toFixed(1)} MB`,
        'scroll p95 / worst': f.scroll
          ? `${f.scroll.p95Ms.toFixed(1)} / ${f.scroll.worstMs.toFixed(1)} ms`
          : '—',
        'page switch median / worst': f.pageSwitch
          ? `${f.pageSwitch.medianMs.toFixed(0)} / ${f.pageSwitch.worstMs.toFixed(0)} ms`
          : '—',
        note: f.error ? f.error.split('\n')[0]!.slice(0, 80) : '',
      })),
    );
    return figures;
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.close().catch(() => undefined);
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`Measuring 10,000 pin rows: own table vs DataGrid, median of ${RUNS} runs each…`);
  const figures = await measurePinGrid();
  console.log(JSON.stringify(figures, null, 2));
  process.exit(0);
}

/**
 * The pin-list harness of scripts/perf/pin-grid.ts: `?variant=table` renders 10,000 synthetic pin rows in the
 * pin list's own VirtualPinTable, `?variant=grid` in AdminDataGridImpl with all rows on one page, and
 * `?variant=grid-paged` in AdminDataGridImpl at 100 rows a page. Marks `rows:handed` when the rows go to React and
 * `rows:painted` after the first frame that shows the first row; a render error lands in `data-error` on <body>.
 */
import { createRoot } from 'react-dom/client';
import type { PinGridProbe } from './probe';
import { LAST_KEY } from './probe';
import { pinKeyOf, syntheticPinRows } from './rows';

const variant = new URLSearchParams(location.search).get('variant') ?? 'table';
const report = (error: unknown) => {
  document.body.dataset.error = error instanceof Error ? error.message : String(error);
};

async function start() {
  // The variant's code loads before the clock starts: the budget is the render, not the download.
  const view =
    variant === 'table'
      ? await import('./table').then(({ default: Table }) => (rows: ReturnType<typeof syntheticPinRows>) => (
          <Table rows={rows} />
        ))
      : await import('./grid').then(({ default: Grid }) => (rows: ReturnType<typeof syntheticPinRows>) => (
          <Grid rows={rows} pageSize={variant === 'grid-paged' ? 100 : rows.length} />
        ));
  const rows = syntheticPinRows();
  const root = createRoot(document.getElementById('root')!, {
    onUncaughtError: report,
    onRecoverableError: () => undefined,
  });
  const firstKey = pinKeyOf(0);
  performance.mark('rows:handed');
  root.render(view(rows));
  await paintedWith(firstKey, 60_000);
  performance.mark('rows:painted');
}

const rowShown = (key: string) =>
  Array.from(document.querySelectorAll('[role=row]')).some((r) => r.textContent?.includes(key));

/** Resolves after the frame that first paints a row showing `key`: checked each frame, then past that paint. */
function paintedWith(key: string, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  return new Promise<void>((resolve, reject) => {
    const check = () => {
      if (performance.now() > deadline) return reject(new Error(`No row showed ${key} in ${timeoutMs} ms`));
      if (!rowShown(key)) return void requestAnimationFrame(check);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(check);
  });
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

const probe: PinGridProbe = {
  async scroll() {
    const el =
      document.querySelector<HTMLElement>('[data-testid=pin-rows]') ??
      document.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller');
    const scroller = el && el.scrollHeight > el.clientHeight ? el : document.scrollingElement!;
    const frames: number[] = [];
    const step = (scroller.scrollHeight - scroller.clientHeight) / 60;
    let last = await nextFrame();
    for (let i = 1; i <= 60; i++) {
      scroller.scrollTop = step * i;
      const now = await nextFrame();
      frames.push(now - last);
      last = now;
    }
    await nextFrame();
    const sorted = [...frames].sort((a, b) => a - b);
    return {
      p95: sorted[Math.floor(sorted.length * 0.95)]!,
      worst: sorted.at(-1)!,
      lastRowShown: rowShown(LAST_KEY),
    };
  },
  async switchPages(count) {
    const times: number[] = [];
    for (let page = 1; page <= count; page++) {
      const next = document.querySelector<HTMLButtonElement>('button[aria-label="Go to next page"]');
      if (!next) throw new Error('No "Go to next page" button');
      const start = performance.now();
      next.click();
      await paintedWith(pinKeyOf(page * 100), 10_000);
      times.push(performance.now() - start);
    }
    const sorted = [...times].sort((a, b) => a - b);
    return {
      median: sorted[Math.floor(sorted.length / 2)]!,
      worst: sorted.at(-1)!,
      totalMs: times.reduce((a, b) => a + b, 0),
    };
  },
};
(window as unknown as { pinGridProbe: PinGridProbe }).pinGridProbe = probe;

start().catch(report);

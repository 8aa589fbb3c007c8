/**
 * `npm run perf`: builds the app and reports the budgets below in one run.
 * - JavaScript for the first load of /loginscreen (entry chunk, everything it imports, and the sign-in
 *   route's own chunk with its imports), gzip: ≤ 200 KB.
 * - The largest lazily loaded route chunk, gzip: ≤ 100 KB.
 * - The 10,000-pin list (first render, DOM rows, JS heap), measured in chromium on the emulators.
 * - The same 10,000 pin rows in the list's own table and in MUI X DataGrid side by side (reported, not budgeted).
 * - A participant update to 1,000 recipients through the mail queue, undisturbed and with the functions process
 *   killed half-way: the product's pace (batches of 10, 1 s apart), none lost, none sent twice.
 * - The requests inbox with 2,000 requests (scripts/perf/requests-inbox.ts): first page ≤ 25 document reads,
 *   cursor paging that shows every request once.
 * - Subscriber search at 50,000 subscribers in one organisation (scripts/perf/subscriber-search.ts): a surname in
 *   the middle of a name, part of a domain, a 3-letter fragment, no match and more, each through the app's own
 *   service signed in as the organisation admin: its rows on screen ≤ 500 ms (the total, counted at the same
 *   time, reported beside them) and page and count ≤ 50 document reads.
 * - A newsletter to 2,000 subscribers (scripts/perf/newsletter.ts), undisturbed and with a pause, a resume and
 *   the functions process killed half-way: time, rate held, lost 0, duplicates 0, no suppressed address reached.
 * - A tracked newsletter to 10,000 (scripts/perf/newsletter-tracking.ts): each message once, and simulated opens
 *   and clicks (30 % and 10 % of the recipients, repeats included) counted exactly, unique and in total.
 * - What people get on a phone (scripts/perf/web.ts), on the production build served with the stack up and the demo
 *   data seeded, median of 5 Lighthouse mobile runs each:
 *   - each public page opened from a link (/join-org/{code}, /invite/{id}, /workshop-landing, /workshop-booking,
 *     /feedback/{formId}, /unsubscribe, /forms-view/{project_id}, /participant-login): score ≥ 90, with its LCP
 *     and TBT, and the JS its first load really downloads (measured in the browser) ≤ 200 KB gzip; /loginscreen
 *     also at or above the peer's login page's score (the peer's score and first-load JS printed beside each);
 *   - the JS from the login page to a usable organisation dashboard, measured in the browser: ≤ 300 KB gzip and
 *     below the peer's login to its list;
 *   - Sentry apart: its size, loaded only when a DSN is set (budget: none of the measured loads fetched it);
 *   - a peer: a plain react-admin + MUI login-and-list app (scripts/perf/peer/, its own lockfile; `npm ci` there
 *     when its node_modules are missing), measured the same way, printed beside ours with the ratio.
 * `npm run perf -- --only=web` runs only the last group (it starts its own stack).
 * Exits non-zero when a budget is exceeded.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { routes } from '../src/app/routes';
import { OTHER_PUBLIC_SCREENS } from '../src/app/other-public-screens';
import { SIGNED_IN_SCREENS } from '../src/app/signed-in-screens';
import { readManifest, staticClosure, sumKB, gzipKB } from './perf/bundle';
import { ROOT } from './stack/index';
import { measurePinListOnStack } from './perf/pin-list-run';

const onlyWeb = process.argv.includes('--only=web');

interface Row {
  what: string;
  measured: string;
  budget: string;
  ok: boolean;
}
const rows: Row[] = [];
const kb = (n: number) => `${n.toFixed(1)} KB`;

const outDir = join(ROOT, '.stack', 'perf-dist');
rmSync(outDir, { recursive: true, force: true });
console.log('Building the app for measurement…');
await build({
  root: ROOT,
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
});
const manifest = readManifest(outDir);

// Which manifest entry is each route's screen module?
const screenKey = (spec: (typeof routes)[number]) => {
  // A signed-in route's loader is in signed-in-screens.ts, and a public route's that no link page shows in
  // other-public-screens.ts (the route table entry only fetches that file).
  const loaders: Record<string, () => unknown> = { ...SIGNED_IN_SCREENS, ...OTHER_PUBLIC_SCREENS };
  const loader = loaders[spec.path] ?? spec.screen;
  const source = /import\(["']([^"']+)["']\)/.exec(loader.toString())?.[1];
  const tail = source?.replace(/^(\.\.\/)+/, '').replace(/^\.\//, '');
  return Object.keys(manifest).find((k) => tail && k.replace(/\.tsx?$/, '').endsWith(tail));
};

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const loginRoute = routes.find((r) => r.path === '/loginscreen')!;
const loginKey = screenKey(loginRoute);
const firstLoad = staticClosure(manifest, [entryKey, ...(loginKey ? [loginKey] : [])]);
const firstLoadKB = sumKB(outDir, manifest, firstLoad);
rows.push({
  what: 'First load of /loginscreen (JS, gzip)',
  measured: kb(firstLoadKB),
  budget: '≤ 200 KB (goal 150 KB)',
  ok: firstLoadKB <= 200,
});

// Firebase loads on demand (at sign-in, or at once when a session is stored, or with the first screen that
// writes): reported, not budgeted.
const deferred = new Set<string>();
for (const k of firstLoad)
  for (const d of manifest[k]!.dynamicImports ?? [])
    if (!firstLoad.has(d) && !routes.some((r) => screenKey(r) === d) && !d.includes('@sentry'))
      deferred.add(d);
// The SDK modules of lib/ (streaming Firestore, Auth, the REST reader) count as Firebase wherever they load from:
// since the session reads through the REST API, the streaming SDK comes with the first screen that writes or
// listens, and would otherwise be charged to that one route.
for (const k of Object.keys(manifest))
  if (/^assets\/(firebase|firestore-rest|reads-as-user|auth-client)-/.test(manifest[k]!.file))
    deferred.add(k);
const deferredClosure = [...staticClosure(manifest, [...deferred])].filter((k) => !firstLoad.has(k));
const firebase = new Set(deferredClosure);
console.log(
  `Loaded on demand by the first-load code (Firebase, at sign-in; Sentry apart): ${kb(sumKB(outDir, manifest, deferredClosure))}`,
);

let largest = { path: '', size: 0 };
for (const r of routes) {
  const key = screenKey(r);
  if (!key || key === loginKey) continue;
  // What navigating to the route downloads: its chunk and its imports that neither the first load nor Firebase
  // (fetched once at sign-in, before any protected route, and reported above) brought.
  const extra = [...staticClosure(manifest, [key])].filter((k) => !firstLoad.has(k) && !firebase.has(k));
  const size = sumKB(outDir, manifest, extra);
  if (size > largest.size) largest = { path: r.path, size };
}
// Chunks shared by several routes (e.g. the data grid) are lazy too: hold them to the same budget.
const lazyShared = Object.keys(manifest).filter((k) => !firstLoad.has(k) && !manifest[k]!.isEntry);
let largestShared = { key: '', size: 0 };
for (const k of lazyShared) {
  const size = gzipKB(outDir, manifest[k]!.file);
  if (size > largestShared.size) largestShared = { key: manifest[k]!.file, size };
}
rows.push({
  what: `Largest lazy route (${largest.path}): its chunks beyond the first load and Firebase; the react-admin peer loads its one list up front (its login-to-list JS, below)`,
  measured: kb(largest.size),
  budget: '≤ 100 KB',
  ok: largest.size <= 100,
});
// Not a route chunk, so not held to the route budget, but shown: Firebase is the largest thing we ship.
console.log(`Largest lazily loaded chunk of any kind: ${largestShared.key} ${kb(largestShared.size)}`);

// Lighthouse on /loginscreen, served gzipped as hosting would: median of 5 runs each.
if (!onlyWeb) {
  const { serveDist } = await import('./serve-dist');
  const { freePort } = await import('./stack/ports');
  const { lighthouseScore } = await import('./perf/lighthouse');
  const port = await freePort();
  const server = await serveDist(outDir, port, {});
  try {
    console.log('Running Lighthouse on /loginscreen (5 mobile and 5 desktop runs)…');
    const mobile = await lighthouseScore(`http://127.0.0.1:${port}/loginscreen`, 'mobile');
    const desktop = await lighthouseScore(`http://127.0.0.1:${port}/loginscreen`, 'desktop');
    rows.push({
      what: `Lighthouse mobile, /loginscreen (runs: ${mobile.scores.join(', ')})`,
      measured: String(mobile.median),
      budget: '≥ 90',
      ok: mobile.median >= 90,
    });
    rows.push({
      what: `Lighthouse desktop, /loginscreen (runs: ${desktop.scores.join(', ')})`,
      measured: String(desktop.median),
      budget: '≥ 98',
      ok: desktop.median >= 98,
    });
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

// What people get on a phone: the public pages, sign-in to the dashboard, Sentry apart, and the react-admin peer.
{
  const { measureWeb } = await import('./perf/web');
  const { webRows } = await import('./perf/web-rows');
  const sentryKeys = Object.keys(manifest).filter((k) => k.includes('node_modules/@sentry'));
  const sentryClosure = [...staticClosure(manifest, sentryKeys)].filter((k) => !firstLoad.has(k));
  const sentryFiles = sentryClosure.map((k) => `/${manifest[k]!.file}`);
  console.log(
    'Measuring the public pages, sign-in and the react-admin peer in the browser (stack up, seeded)…',
  );
  const figures = await measureWeb(outDir, Number(process.env.PERF_RUNS ?? 5));
  rows.push(...webRows(figures, { sentryKB: sumKB(outDir, manifest, sentryClosure), sentryFiles }));
  const { kb: toKB } = await import('./perf/figures');
  console.log('Login to dashboard, every script of 1 KB or more (KB transferred):');
  console.table(
    [...figures.signInFiles]
      .sort((a, b) => b[1] - a[1])
      .filter(([, bytes]) => bytes >= 1024)
      .map(([file, bytes]) => ({ file, KB: toKB(bytes) })),
  );
  if (figures.before) {
    const before = figures.before;
    console.log(`Before (${process.env.PERF_BEFORE_DIST}) and after, JS transferred in the browser (KB):`);
    console.table([
      ...figures.pages.map((p) => {
        const b = before.pages.find((x) => x.label === p.label);
        return {
          page: p.label,
          before: b ? toKB(b.jsBytes) : '—',
          'before streaming': b?.streaming ? 'yes' : 'no',
          after: toKB(p.jsBytes),
          'after streaming': p.streaming ? 'yes' : 'no',
        };
      }),
      { page: 'login to dashboard', before: toKB(before.signInBytes), after: toKB(figures.signInBytes) },
    ]);
  }
}

// The 10,000-pin list, measured in chromium on a seeded stack.
if (!onlyWeb) {
  const result = await measurePinListOnStack(outDir);
  rows.push({
    what: `Pin list (${result.pins} pins): first render`,
    measured: `${result.firstRenderMs.toFixed(0)} ms`,
    budget: '≤ 300 ms',
    ok: result.firstRenderMs <= 300,
  });
  rows.push({
    what: 'Pin list: DOM rows',
    measured: String(result.domRows),
    budget: '≤ 500',
    ok: result.domRows <= 500,
  });
  rows.push({
    what: 'Pin list: JS heap',
    measured: `${result.heapMB.toFixed(1)} MB`,
    budget: '≤ 30 MB',
    ok: result.heapMB <= 30,
  });
  rows.push({
    what: 'Pin list: scrolling smooth',
    measured: result.scrollOk ? 'yes' : 'no',
    budget: 'smooth',
    ok: result.scrollOk,
  });
}

// The same 10,000 pin rows in the pin list's own table and in the admin DataGrid, side by side (no emulators):
// reported, not budgeted; docs/how-it-works.md says why the pin list keeps its own table.
if (!onlyWeb) {
  const { measurePinGrid, describePinGrid } = await import('./perf/pin-grid');
  console.log('Rendering 10,000 pin rows in the own table and in DataGrid (median of 3 runs each)…');
  try {
    const figures = await measurePinGrid();
    rows.push({
      what: 'Pin rows, own table vs DataGrid (first render, DOM rows, heap, scroll or page switch)',
      measured: figures.map((f) => `${f.label}: ${describePinGrid(f)}`).join('; '),
      budget: 'reported (docs/how-it-works.md)',
      ok: true,
    });
  } catch (error) {
    rows.push({
      what: 'Pin rows, own table vs DataGrid',
      measured: `failed: ${error instanceof Error ? error.message : String(error)}`,
      budget: 'reported (docs/how-it-works.md)',
      ok: false,
    });
  }
}

// The requests inbox with 2,000 requests: the first page's document reads, and cursor paging that shows each once.
if (!onlyWeb) {
  const { measureRequestsInbox, inboxOk, INBOX_READ_BUDGET } = await import('./perf/requests-inbox');
  console.log('Filing 2,000 requests and reading the inbox a page at a time…');
  const f = await measureRequestsInbox(2000);
  rows.push({
    what: `Requests inbox, ${f.requests} requests: first page, then one organisation page by page`,
    measured: `first page ${f.firstPageReads} reads (${f.firstPageShown} shown); ${f.orgPages} pages showed ${f.orgShown} of ${f.orgExpected}, ${f.repeats} twice`,
    budget: `first page ≤ ${INBOX_READ_BUDGET} reads; every request once`,
    ok: inboxOk(f),
  });
}

// Subscriber search at 50,000 subscribers in one organisation: each search's page and count, time and reads.
if (!onlyWeb) {
  const { measureSubscriberSearch, searchOk, SEARCH_MS_BUDGET, SEARCH_READ_BUDGET } =
    await import('./perf/subscriber-search');
  const n = Number(process.env.PERF_SEARCH_SUBSCRIBERS ?? 50_000);
  console.log(`Writing ${n.toLocaleString('en-GB')} subscribers to one organisation and searching them…`);
  for (const f of await measureSubscriberSearch(n))
    rows.push({
      what: `Subscriber search, ${n.toLocaleString('en-GB')} in one organisation: ${f.what} ("${f.search}")`,
      measured: `rows in ${f.ms} ms (slowest ${f.slowestMs}), total in ${f.countMs} ms; ${f.reads} reads (page ${f.pageReads}, count ${f.countReads}); ${f.shown} shown of ${f.matching}`,
      budget: `rows ≤ ${SEARCH_MS_BUDGET} ms, ≤ ${SEARCH_READ_BUDGET} reads`,
      ok: searchOk(f),
    });
}

// Participant updates through the mail queue: 1,000 recipients, undisturbed and with the functions killed.
if (!onlyWeb) {
  const { measureMailQueue } = await import('./perf/mail-queue');
  console.log(
    'Sending a participant update to 1,000 recipients through the queue, twice (second run killed half-way)…',
  );
  for (const r of await measureMailQueue(1000)) {
    const ok = r.lost === 0 && r.duplicates === 0 && r.largestBatch <= 10 && r.minBatchGapMs >= 1000;
    rows.push({
      what: `Participant update, ${r.recipients} recipients, ${r.label === 'killed' ? 'functions killed half-way' : 'undisturbed'}`,
      measured: `${r.seconds.toFixed(0)} s, ${r.rate}/s, batches ≤ ${r.largestBatch} ≥ ${r.minBatchGapMs} ms apart, lost ${r.lost}, twice ${r.duplicates}`,
      budget: 'batches of 10, 1 s apart; lost 0, twice 0',
      ok,
    });
  }
}

// A newsletter to 2,000 subscribers: undisturbed, and paused, resumed and killed half-way.
if (!onlyWeb) {
  const { measureNewsletter, newsletterRunOk } = await import('./perf/newsletter');
  console.log('Sending a newsletter to 2,000 subscribers, twice (second run paused, resumed and killed)…');
  for (const r of await measureNewsletter(2000)) {
    rows.push({
      what: `Newsletter, ${r.recipients} recipients, ${r.label === 'disturbed' ? 'paused, resumed, functions killed half-way' : 'undisturbed'}`,
      measured: `${r.seconds.toFixed(0)} s, ${r.rate}/s, busiest second ${r.busiestSecond}, lost ${r.lost}, twice ${r.duplicates}, suppressed reached ${r.wronglySent}`,
      budget: '10 a second held; lost 0, twice 0, suppressed 0',
      ok: newsletterRunOk(r),
    });
  }
}

// A tracked newsletter to 10,000: each message once, and simulated opens and clicks counted exactly. The queue's
// pace (10 a second) makes that a 17-minute send, which this benchmark accepts so that the burst of opens is the
// size the design asks for; PERF_TRACKED_RECIPIENTS sets a smaller run (e.g. 1000) when trying something out.
if (!onlyWeb) {
  const { measureTrackedNewsletter, trackingRunOk } = await import('./perf/newsletter-tracking');
  const n = Number(process.env.PERF_TRACKED_RECIPIENTS ?? 10_000);
  console.log(
    `Sending a tracked newsletter to ${n.toLocaleString('en-GB')} subscribers, then opening and clicking…`,
  );
  const r = await measureTrackedNewsletter(n);
  const { expected: e, counted: c } = r;
  rows.push({
    what: `Tracked newsletter, ${r.recipients} recipients, ${e.opens} opens and ${e.clicks} clicks simulated`,
    measured:
      `send ${r.sendSeconds.toFixed(0)} s, lost ${r.lost}, twice ${r.duplicates}; ${r.trackSeconds.toFixed(0)} s of ` +
      `tracking (${r.hitsPerSecond}/s, ${r.concurrency} at once): opens ${c.opens}/${e.opens}, unique ${c.uniqueOpens}/${e.uniqueOpens}, ` +
      `clicks ${c.clicks}/${e.clicks}, unique ${c.uniqueClicks}/${e.uniqueClicks}`,
    budget: 'each once; counted = simulated',
    ok: trackingRunOk(r),
  });
}

console.table(
  rows.map((r) => ({ budget: r.what, measured: r.measured, limit: r.budget, result: r.ok ? 'OK' : 'OVER' })),
);
const over = rows.filter((r) => !r.ok);
if (over.length) {
  console.error(`${over.length} budget(s) exceeded.`);
  process.exit(1);
}
console.log('All budgets met.');
process.exit(0);

import { describeBudget, formatRatio, kb, ratio, withinBudget, type Budget } from './figures';
import type { LighthouseRun } from './figures';
import type { WebFigures } from './web';

export interface Row {
  what: string;
  measured: string;
  budget: string;
  ok: boolean;
}

/** The budgets of the web figures (DESIGN.md section 5; docs/performance.md; scripts/perf.ts's header). */
export const WEB_BUDGETS = {
  publicScore: { min: 90 },
  publicJsKB: { max: 200 },
  signInJsKB: { max: 300 },
} satisfies Record<string, Budget>;

/** The login page is held to the peer's login page too: at or above its score. */
export const LOGIN_LABEL = '/loginscreen';

const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(1)} s` : `${n} ms`);
const describeRun = (run: LighthouseRun) => `${run.score} (LCP ${ms(run.lcpMs)}, TBT ${ms(run.tbtMs)})`;

/** The report's rows for the web figures: every figure with its budget, the peer's beside ours with the ratio. */
export function webRows(figures: WebFigures, sentry: { sentryKB: number; sentryFiles: string[] }): Row[] {
  const rows: Row[] = [];
  const peer = 'error' in figures.peer ? null : figures.peer;
  const peerScore = peer
    ? `react-admin peer's login page ${describeRun(peer.lighthouse)}`
    : 'peer not measured';
  const peerJs = peer ? `peer's login page ${kb(peer.loginBytes)} KB` : 'peer not measured';
  for (const p of figures.pages) {
    const { score, lcpMs, tbtMs } = p.lighthouse;
    const againstPeer = p.label === LOGIN_LABEL && peer !== null;
    rows.push({
      what: `Lighthouse mobile, ${p.label} (runs: ${p.runs.map((r) => r.score).join(', ')}; LCP ${ms(lcpMs)}, TBT ${ms(tbtMs)}); ${peerScore}`,
      measured: String(score),
      budget: `${describeBudget(WEB_BUDGETS.publicScore)}${againstPeer ? ` and ≥ peer ${peer.lighthouse.score}` : ''}`,
      ok: withinBudget(score, WEB_BUDGETS.publicScore) && (!againstPeer || score >= peer.lighthouse.score),
    });
    const js = kb(p.jsBytes);
    rows.push({
      what: `First load of ${p.label}: JS transferred (gzip)${p.streaming ? ', streaming Firestore opened' : ''}; ${peerJs}`,
      measured: `${js} KB`,
      budget: describeBudget(WEB_BUDGETS.publicJsKB, ' KB'),
      ok: withinBudget(js, WEB_BUDGETS.publicJsKB),
    });
  }
  const signIn = kb(figures.signInBytes);
  const peerBytes = peer ? kb(peer.loginToListBytes) : null;
  rows.push({
    what: `Login page to a usable dashboard (organisation admin): JS transferred; react-admin peer, login to list: ${
      peerBytes === null ? 'not measured' : `${peerBytes} KB`
    }, ratio ${formatRatio(ratio(signIn, peerBytes))}`,
    measured: `${signIn} KB`,
    budget: `${describeBudget(WEB_BUDGETS.signInJsKB, ' KB')}${peerBytes === null ? '' : ` and < peer ${peerBytes} KB`}`,
    ok: withinBudget(signIn, WEB_BUDGETS.signInJsKB) && (peerBytes === null || signIn < peerBytes),
  });
  if (!peer) {
    rows.push({
      what: 'react-admin peer',
      measured: `failed: ${'error' in figures.peer ? figures.peer.error : ''}`,
      budget: 'measured',
      ok: false,
    });
  }
  const sentryLoaded = sentry.sentryFiles.filter((f) => figures.scriptsSeen.has(f));
  rows.push({
    what: `Sentry (${kb(sentry.sentryKB * 1024)} KB gzip, loaded only when a DSN is set): fetched by the loads above without a DSN`,
    measured: sentryLoaded.length ? `yes: ${sentryLoaded.join(', ')}` : 'no',
    budget: 'no',
    ok: sentryLoaded.length === 0 && sentry.sentryFiles.length > 0,
  });
  return rows;
}

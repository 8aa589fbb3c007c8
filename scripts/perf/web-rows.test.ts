import { webRows } from './web-rows';
import type { PageFigures, WebFigures } from './web';

const run = (score: number) => ({ score, lcpMs: 2500, tbtMs: 150 });
const page = (label: string, score: number, jsKB: number): PageFigures => ({
  label,
  jsBytes: jsKB * 1024,
  streaming: false,
  lighthouse: run(score),
  runs: [run(score)],
});
const SENTRY = { sentryKB: 40, sentryFiles: ['/assets/sentry.js'] };

function figures(login: number, peerLogin: number, signInKB = 250): WebFigures {
  return {
    pages: [page('/invite/{id}', 93, 180), page('/loginscreen', login, 190)],
    signInBytes: signInKB * 1024,
    signInFiles: new Map(),
    scriptsSeen: new Set(),
    peer: { loginBytes: 210 * 1024, loginToListBytes: 306 * 1024, lighthouse: run(peerLogin), runs: [] },
  };
}

const rowOf = (rows: ReturnType<typeof webRows>, start: string) =>
  rows.find((r) => r.what.startsWith(start))!;

describe('web budget rows', () => {
  it('hold the login page to the peer’s login score as well as to 90', () => {
    expect(rowOf(webRows(figures(94, 94), SENTRY), 'Lighthouse mobile, /loginscreen').ok).toBe(true);
    const below = rowOf(webRows(figures(93, 94), SENTRY), 'Lighthouse mobile, /loginscreen');
    expect(below.ok).toBe(false);
    expect(below.budget).toBe('≥ 90 and ≥ peer 94');
    // Other public pages answer to 90 alone, with the peer's figure beside them.
    const invite = rowOf(webRows(figures(93, 99), SENTRY), 'Lighthouse mobile, /invite/{id}');
    expect(invite.ok).toBe(true);
    expect(invite.what).toContain("react-admin peer's login page 99");
  });

  it('hold each first load to 200 KB with the peer’s login page beside it', () => {
    const row = rowOf(webRows(figures(94, 94), SENTRY), 'First load of /loginscreen');
    expect(row).toMatchObject({ measured: '190 KB', budget: '≤ 200 KB', ok: true });
    expect(row.what).toContain("peer's login page 210 KB");
  });

  it('hold sign-in to 300 KB and below the peer’s login to list', () => {
    expect(rowOf(webRows(figures(94, 94, 299), SENTRY), 'Login page to a usable').ok).toBe(true);
    expect(rowOf(webRows(figures(94, 94, 307), SENTRY), 'Login page to a usable').ok).toBe(false);
  });

  it('fail when the peer could not be measured', () => {
    const rows = webRows({ ...figures(94, 94), peer: { error: 'no build' } }, SENTRY);
    expect(rowOf(rows, 'react-admin peer')).toMatchObject({ ok: false, measured: 'failed: no build' });
  });
});

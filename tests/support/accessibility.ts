import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { routes } from '../../src/app/routes';
import type { DemoRole } from '../../scripts/seed/accounts';
import { axeFindings, describeFindings } from './axe';
import { baseUrl, dataShown, launchBrowser, signIn } from './browser';

/**
 * What the accessibility files share (tests/e2e/accessibility-*.test.ts): axe-core's WCAG 2.1 A and AA rules
 * find nothing on any route, signed out at desktop and phone sizes, signed in as each kind of person, in the
 * light and the dark theme, and in the states a person reaches (menus, the navigation drawer, dialogs, form
 * errors, an empty list, the loading spinner). Each failing element is reported as
 * `page [state] · rule (impact) · selector · why`. Nothing there writes data: forms are submitted empty and
 * dialogs are closed unsaved, so the files run beside any other. They are four files, not one, so that two
 * workers share them evenly.
 */
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** A real document for each route with a parameter (seed ids), so the page shows what a person sees there. */
const SAMPLE_PARAMS: Record<string, string> = {
  '/join-org/:accessCode': '/join-org/RIVER25K',
  '/invite/:inviteId': '/invite/demo-invite-harbour',
  '/workshop-landing/:organisationId': '/workshop-landing/demo-org',
  '/workshop-landing/:organisationId/:workshopId': '/workshop-landing/demo-org/demo-ws-needs-response',
  '/workshop-booking/:organisationId': '/workshop-booking/demo-org',
  '/subscribe/:listId': '/subscribe/demo-list-news',
  '/subscribe/:listId/confirm': '/subscribe/demo-list-news/confirm',
  '/feedback/:formId': '/feedback/demo-form-post-workshop',
  '/forms-view/:project_id': '/forms-view/demo-project-high-street',
};
const concrete = (path: string) => SAMPLE_PARAMS[path] ?? path;
export const publicPaths = routes.filter((r) => 'public' in r && r.public).map((r) => concrete(r.path));
// A project shared with someone is audited as that person, with its pins and recordings
// (tests/e2e/shared-with-me.test.ts); a super admin it was never shared with has no such page to audit.
export const protectedPaths = routes
  .filter((r) => 'permission' in r && r.path !== '/shared-with-me/:projectId')
  .map((r) => concrete(r.path));
export const crmPaths = routes.filter((r) => 'permission' in r && r.permission === 'crm').map((r) => r.path);

let browser: Browser;
const contexts: BrowserContext[] = [];
/** Totals over the file, printed at its end: how many audits ran and what they found. */
const tally = { audits: 0, elements: 0, byRule: new Map<string, number>() };

/** One browser for the file calling this, and the file's totals printed at its end. */
export function axeBrowserPerFile(): void {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    const rules = [...tally.byRule].sort((a, b) => b[1] - a[1]).map(([r, n]) => `${r} ${n}`);
    console.log(
      `axe: ${tally.audits} audits, ${tally.elements} failing elements${rules.length ? ` (${rules.join(', ')})` : ''}`,
    );
    await browser?.close();
  });
}

export async function openPage(options: {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  as?: DemoRole;
}): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
    // What most people see: the other browser files ask for less motion (support/page-problems.ts).
    reducedMotion: 'no-preference',
  });
  contexts.push(context);
  const page = await context.newPage();
  if (options.as) await signIn(page, options.as);
  return page;
}

/**
 * A few pages that audits take turns on, so that a file's independent screens are visited a few at a time. Most
 * of a visit is waiting (the guard's one-second check, the emulators' answers), which two or three pages overlap;
 * the audits themselves still run one after another in the worker's Node process. A page problem (an uncaught
 * error, a console error) then fails a test that was running when it happened: its message names the page.
 */
export function pagePool(size: number, open: () => Promise<Page>) {
  const free: Page[] = [];
  const waiting: ((page: Page) => void)[] = [];
  let opened = 0;
  const take = async (): Promise<Page> => {
    const page = free.pop();
    if (page) return page;
    if (opened < size) {
      opened += 1;
      return open();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const giveBack = (page: Page) => {
    const next = waiting.shift();
    if (next) next(page);
    else free.push(page);
  };
  return {
    async use<T>(visit: (page: Page) => Promise<T>): Promise<T> {
      const page = await take();
      try {
        return await visit(page);
      } finally {
        giveBack(page);
      }
    },
  };
}

/** The screen has drawn: the guard's and the lazy route's spinner are gone and the main heading is there. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('main [role="status"][aria-busy="true"]'), null, {
    timeout: 20_000,
  });
  await page
    .locator('main h1:not([data-previous-screen]), main h2:not([data-previous-screen])')
    .first()
    .waitFor({ timeout: 20_000 });
  // Data still loading shows a spinner or skeleton rows; audit what the page shows once they are gone.
  await dataShown(page);
}

/**
 * In-app navigation, as a person clicking through does ; the session stays warm. The old
 * screen's headings are marked first: while the next lazy screen loads the old one stays on show, and auditing
 * it again would miss the new one.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    if (window.location.pathname === to) return;
    document.querySelectorAll('main h1, main h2').forEach((h) => h.setAttribute('data-previous-screen', ''));
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`${baseUrl()}${path}`);
  await settle(page);
}

/** Audits the page as it is now; the returned lines are empty when axe finds nothing. */
export async function audit(page: Page, where: string): Promise<string[]> {
  const findings = await axeFindings(page);
  tally.audits += 1;
  tally.elements += findings.length;
  for (const f of findings) tally.byRule.set(f.rule, (tally.byRule.get(f.rule) ?? 0) + 1);
  return describeFindings(where, findings);
}

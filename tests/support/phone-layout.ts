import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NAVIGATION } from '../../src/app/navigation';
import type { Role } from '../../src/kernel/roles';
import type { DemoRole } from '../../scripts/seed/accounts';
import { routes } from '../../src/app/routes';
import { dataShown, launchBrowser, shot, signIn } from './browser';

/**
 * What the phone layout files share (tests/e2e/phone-layout-*.test.ts): at 360 px (the narrowest common phone)
 * no page may be wider than the screen, so nobody has to scroll sideways to find a button. Every public route is
 * opened signed out (and photographed, to look at), and every screen in each role's menu as that role (also
 * checked to be usable by them: no dead ends). Two files, so that two workers share them evenly.
 */
export const PHONE = { width: 360, height: 740 };

/** Real demo ids for the routes' parameters, so each page shows its content rather than "not found". */
const DEMO_PARAMS: Record<string, string> = {
  accessCode: 'RIVER25K',
  inviteId: 'demo-invite-harbour',
  organisationId: 'demo-org',
  workshopId: 'demo-ws-assigned',
  listId: 'demo-list-news',
  formId: 'demo-form-post-workshop',
  project_id: 'demo-project-high-street',
};

export function concrete(path: string): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = DEMO_PARAMS[name];
    if (!value) throw new Error(`No demo value for the route parameter :${name} (add it to DEMO_PARAMS)`);
    return value;
  });
}

export const PUBLIC_PATHS = routes.filter((r) => 'public' in r).map((r) => concrete(r.path));
let browser: Browser;
/** One browser for the file calling this. */
export function phoneBrowserPerFile(): void {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
}

export async function phonePage() {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Waits for the route's own content. The URL changes before a lazy screen has loaded, so the old screen may
 * still be showing: the app moves focus into the new screen once it is there (to its main heading, or the field
 * it focuses itself), which is the sign this test waits for, focus having been taken off the old one.
 * Lists and images arrive after the heading: no skeleton or spinner left, and every image loaded.
 */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('main [role="status"][aria-busy="true"]') &&
      document.activeElement !== document.body &&
      !!document.querySelector('main')?.contains(document.activeElement),
    null,
    { timeout: 30_000 },
  );
  // Data still loading shows skeleton rows or a spinner (a feedback form's questions, a list): measure the
  // controls the page shows once they are there, not the placeholders (CI once measured the skeletons here).
  await dataShown(page);
  // Images give a page its size only once they have loaded (a logo, a partner's picture). Waiting for a quiet
  // network instead cost the full 5 s on every screen: a Firestore listener keeps a request open all the time.
  await page
    .waitForFunction(() => Array.from(document.images).every((img) => img.complete), null, { timeout: 5_000 })
    .catch(() => undefined);
}

/** How far the page reaches past the screen's right edge, and what sticks out furthest. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.scrollingElement!.scrollWidth;
    let widest = '';
    if (scrollWidth > width) {
      let right = width;
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        const r = el.getBoundingClientRect().right;
        if (r > right) {
          right = r;
          widest = `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
        }
      }
    }
    return { scrollWidth, widest };
  });
}

/**
 * Controls a finger taps that are smaller than 44 × 44 px (WCAG 2.5.5), among the kinds the theme sizes for
 * phones (theme-touch.ts): buttons, icon buttons, tabs, toggles, list buttons, checkboxes and radios. Inline
 * text links are exempt (the criterion excepts targets in a sentence).
 */
async function smallTargets(page: Page) {
  return page.evaluate(() => {
    const kinds =
      '.MuiButton-root, .MuiIconButton-root, .MuiTab-root, .MuiToggleButton-root, .MuiListItemButton-root, .MuiCheckbox-root, .MuiRadio-root';
    const small: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(kinds))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (r.height < 43.5 || r.width < 43.5)
        small.push(
          `${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30)} ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    }
    return small;
  });
}

export async function visitAll(page: Page, paths: readonly string[], shots: string | null) {
  const problems: string[] = [];
  for (const path of paths) {
    // The screen already open (a menu's first entry is often the home screen) is no navigation: no new focus.
    const already = new URL(page.url()).pathname === path.split('?')[0];
    if (!already) {
      await page.evaluate((to) => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.waitForURL((url) => url.pathname === path.split('?')[0]);
      const arrived = await settled(page).then(
        () => true,
        () => false,
      );
      if (!arrived) problems.push(`${path}: focus never moved into the new screen`);
    }
    // A data grid sizes its columns to the screen after it has measured it (a resize observer): under load CI
    // once caught the grid of /stats-view 3 px wide for that moment. What stays too wide for 3 s is a fault.
    let { scrollWidth, widest } = await overflow(page);
    for (let wait = 0; wait < 15 && scrollWidth > PHONE.width; wait++) {
      await page.waitForTimeout(200);
      ({ scrollWidth, widest } = await overflow(page));
    }
    if (scrollWidth > PHONE.width) problems.push(`${path}: ${scrollWidth} px (${widest})`);
    const small = await smallTargets(page);
    if (small.length) problems.push(`${path}: small touch targets: ${small.slice(0, 5).join('; ')}`);
    const landed = new URL(page.url()).pathname;
    if (landed !== path) problems.push(`${path}: sent on to ${landed}`);
    if (await page.getByText(/This page is for/).count())
      problems.push(`${path}: refused ("This page is for …")`);
    if (shots) await shot(page, `${shots}${path === '/' ? '-root' : path.replace(/\//g, '-')}`);
  }
  return problems;
}

/** How many pages visit a role's menu at once: most of a visit is waiting (the guard's one-second check). */
const PAGES_AT_ONCE = 3;

/**
 * Every entry of each role's navigation menu, opened as that role: it fits, and it is a screen the role can use
 * (no redirect elsewhere, no "this page is for …" refusal: no dead ends). The menu is shared out among a few
 * pages, each taking every third entry, which visit theirs at the same time.
 */
export function itFitsEveryMenuScreen(roles: (DemoRole & Role)[]): void {
  it.each(roles.map((role) => [role, NAVIGATION[role]] as const))(
    'every screen in the %s menu fits and is theirs to use',
    async (role, paths) => {
      expect(paths.length).toBeGreaterThan(0);
      const shares = Array.from({ length: Math.min(PAGES_AT_ONCE, paths.length) }, (_, i) =>
        paths.filter((_, j) => j % PAGES_AT_ONCE === i).map(concrete),
      );
      const problems = await Promise.all(
        shares.map(async (share) => {
          const { page, context } = await phonePage();
          await signIn(page, role);
          // The home screen, before the first visit. A resumed session opens it with a full load, which (unlike
          // a navigation inside the app) moves no focus, so its heading and data are the sign here.
          await page.locator('main h1').first().waitFor({ timeout: 30_000 });
          await dataShown(page);
          const found = await visitAll(page, share, `phone-${role}`);
          await context.close();
          return found;
        }),
      );
      expect(problems.flat()).toEqual([]);
    },
    300_000,
  );
}

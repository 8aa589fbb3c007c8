import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAVIGATION } from '../../src/app/navigation';
import { routes } from '../../src/app/routes';
import type { DemoRole } from '../../scripts/seed/accounts';
import { axeFindings, describeFindings, prepareForAxe } from '../support/axe';
import { baseUrl, dataShown, launchBrowser, shot, signIn } from '../support/browser';

/**
 * Issue 21: axe-core's WCAG 2.1 A and AA rules find nothing on any route, signed out at desktop and phone sizes,
 * signed in as each kind of person, in the light and the dark theme, and in the states a person reaches (menus,
 * the navigation drawer, dialogs, form errors, an empty list, the loading spinner). Each failing element is
 * reported as `page [state] · rule (impact) · selector · why`. Nothing here writes data: forms are submitted
 * empty and dialogs are closed unsaved, so the file runs beside any other.
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A real document for each public route with a parameter (seed ids), so the page shows what a visitor sees. */
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
const publicPaths = routes.filter((r) => 'public' in r && r.public).map((r) => concrete(r.path));
const protectedPaths = routes.filter((r) => 'permission' in r).map((r) => r.path);
const crmPaths = routes.filter((r) => 'permission' in r && r.permission === 'crm').map((r) => r.path);

let browser: Browser;
const contexts: BrowserContext[] = [];
/** Totals over the run, printed at the end: the issue's before and after counts come from here. */
const tally = { audits: 0, elements: 0, byRule: new Map<string, number>() };

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

async function openPage(options: {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  as?: DemoRole;
}): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
  });
  contexts.push(context);
  await prepareForAxe(context);
  const page = await context.newPage();
  if (options.as) await signIn(page, options.as);
  return page;
}

/** The screen has drawn: the guard's and the lazy route's spinner are gone and the main heading is there. */
async function settle(page: Page): Promise<void> {
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
 * In-app navigation, as a person clicking through does (foundation.test.ts); the session stays warm. The old
 * screen's headings are marked first: while the next lazy screen loads the old one stays on show, and auditing
 * it again would miss the new one.
 */
async function navigate(page: Page, path: string): Promise<void> {
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
async function audit(page: Page, where: string): Promise<string[]> {
  const findings = await axeFindings(page);
  tally.audits += 1;
  tally.elements += findings.length;
  for (const f of findings) tally.byRule.set(f.rule, (tally.byRule.get(f.rule) ?? 0) + 1);
  return describeFindings(where, findings);
}

describe('signed out, every public route', () => {
  let desktop: Page;
  let phone: Page;
  beforeAll(async () => {
    desktop = await openPage({});
    phone = await openPage({ viewport: PHONE, colorScheme: 'dark' });
  });

  it.each(publicPaths)('%s at desktop size, light theme', async (path) => {
    await desktop.goto(`${baseUrl()}${path}`);
    await settle(desktop);
    expect(await audit(desktop, `${path} [desktop light]`)).toEqual([]);
  });

  it.each(publicPaths)('%s at phone size, dark theme', async (path) => {
    await phone.goto(`${baseUrl()}${path}`);
    await settle(phone);
    expect(await audit(phone, `${path} [phone dark]`)).toEqual([]);
  });

  it('the theme menu open, on a phone in the dark theme', async () => {
    await phone.goto(`${baseUrl()}/privacy`);
    await settle(phone);
    await phone.getByRole('button', { name: 'Theme' }).click();
    await phone.getByRole('menu').waitFor();
    const lines = await audit(phone, '/privacy [phone dark, theme menu open]');
    await phone.keyboard.press('Escape');
    expect(lines).toEqual([]);
  });

  // The sign-in button stays disabled until both fields are filled, so /loginscreen has no empty submit.
  it.each([
    ['/register-org', 'Register organisation'],
    ['/workshop-booking', 'Send booking request'],
  ])('%s submitted empty shows its errors', async (path, button) => {
    await desktop.goto(`${baseUrl()}${path}`);
    await settle(desktop);
    await desktop.getByRole('main').getByRole('button', { name: button, exact: true }).click();
    await desktop.locator('main [aria-invalid="true"]').first().waitFor();
    expect(await audit(desktop, `${path} [desktop light, submitted empty]`)).toEqual([]);
  });
});

describe.each(['light', 'dark'] as const)('the super admin, every protected route, %s theme', (theme) => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage({ as: 'superAdmin', colorScheme: theme });
  });

  // Also the one pass over every protected route that checks each renders without the error screen (a page
  // error fails any browser test).
  it.each(protectedPaths)('%s', async (path) => {
    await navigate(page, path);
    expect(await page.getByText('Something went wrong').count(), path).toBe(0);
    expect(await audit(page, `${path} [super admin ${theme}]`)).toEqual([]);
  });

  it('the Account menu and the theme menu open', async () => {
    await navigate(page, '/workshop-manager');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menu').waitFor();
    const account = await audit(page, `/workshop-manager [super admin ${theme}, Account menu open]`);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menu').waitFor();
    const themeMenu = await audit(page, `/workshop-manager [super admin ${theme}, theme menu open]`);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect([...account, ...themeMenu]).toEqual([]);
  });

  it('the navigation drawer open on a phone', async () => {
    await page.setViewportSize(PHONE);
    try {
      await navigate(page, '/workshop-manager');
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      if (theme === 'dark') await shot(page, 'a11y-drawer-phone-dark');
      const lines = await audit(page, `/workshop-manager [super admin ${theme}, phone, drawer open]`);
      await page.keyboard.press('Escape');
      await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'detached' });
      expect(lines).toEqual([]);
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });

  it('the New workshop dialog open, then submitted empty', async () => {
    await navigate(page, '/workshop-manager');
    await page.getByRole('button', { name: 'New workshop' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const open = await audit(page, `/workshop-manager [super admin ${theme}, New workshop dialog]`);
    await dialog.getByRole('button', { name: 'Create workshop' }).click();
    await dialog.locator('[aria-invalid="true"]').first().waitFor();
    const errors = await audit(
      page,
      `/workshop-manager [super admin ${theme}, New workshop submitted empty]`,
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect([...open, ...errors]).toEqual([]);
  });

  it('the New project dialog submitted empty, and the empty Projects list', async () => {
    await navigate(page, '/project-view');
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await dialog.locator('[aria-invalid="true"]').first().waitFor();
    const errors = await audit(page, `/project-view [super admin ${theme}, New project submitted empty]`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('Search projects').fill('no project is called this');
    await page.getByText('No project matches').waitFor();
    const empty = await audit(page, `/project-view [super admin ${theme}, no project matches]`);
    await page.getByLabel('Search projects').fill('');
    expect([...errors, ...empty]).toEqual([]);
  });

  it('the failed and sent e-mails in /email-management', async () => {
    await navigate(page, '/email-management');
    await page.getByText('failed', { exact: true }).first().waitFor({ timeout: 20_000 });
    if (theme === 'dark') await shot(page, 'a11y-email-management-dark');
    expect(await audit(page, `/email-management [super admin ${theme}, log loaded]`)).toEqual([]);
  });

  it('the loading spinner before a protected screen', async () => {
    await page.goto(`${baseUrl()}/tags-view`, { waitUntil: 'commit' });
    await page.getByRole('progressbar', { name: 'Checking your sign-in' }).waitFor();
    const lines = await audit(page, `/tags-view [super admin ${theme}, checking sign-in]`);
    await settle(page);
    expect(lines).toEqual([]);
  });
});

describe.each([
  ['member', NAVIGATION.member],
  ['facilitator', NAVIGATION.facilitator],
  ['organisationAdmin', crmPaths],
] as const)('the %s on their screens', (role, paths) => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage({ as: role });
  });

  it.each([...paths])('%s', async (path) => {
    await navigate(page, path);
    expect(await audit(page, `${path} [${role}]`)).toEqual([]);
  });

  it.each(['light', 'dark'] as const)(
    'their first screen on a phone, %s theme, Account menu open',
    async (theme) => {
      await page.setViewportSize(PHONE);
      await page.emulateMedia({ colorScheme: theme });
      try {
        await navigate(page, paths[0]);
        const lines = await audit(page, `${paths[0]} [${role}, phone ${theme}]`);
        await page.getByRole('button', { name: 'Account' }).click();
        await page.getByRole('menu').waitFor();
        lines.push(...(await audit(page, `${paths[0]} [${role}, phone ${theme}, Account menu open]`)));
        await page.keyboard.press('Escape');
        await page.getByRole('menu').waitFor({ state: 'detached' });
        expect(lines).toEqual([]);
      } finally {
        await page.setViewportSize(DESKTOP);
        await page.emulateMedia({ colorScheme: 'light' });
      }
    },
  );
});

describe('the organisation admin adds a temporary member', () => {
  it('the dialog open and submitted empty, light and dark', async () => {
    const page = await openPage({ as: 'organisationAdmin' });
    const lines: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await navigate(page, '/org-dashboard');
      await page.getByRole('tab', { name: 'Members' }).click();
      await page.getByRole('button', { name: 'Add temporary member' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      lines.push(
        ...(await audit(page, `/org-dashboard [organisation admin ${theme}, Add temporary member]`)),
      );
      await dialog.getByRole('button', { name: 'Add member' }).click();
      await dialog.locator('[aria-invalid="true"]').first().waitFor();
      lines.push(...(await audit(page, `/org-dashboard [organisation admin ${theme}, submitted empty]`)));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    expect(lines).toEqual([]);
  });
});

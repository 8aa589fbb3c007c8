import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the guard', () => {
  it('sends a signed-out visitor to sign-in, then back to where they were going', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl()}/stats-view?tab=top#recent`, { waitUntil: 'commit' });
    // The guard's own spinner shows first, on the protected path, before any redirect.
    await page.getByRole('progressbar', { name: 'Checking your sign-in' }).waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/stats-view');
    await page.waitForURL(/\/loginscreen\?from=/);
    expect(new URL(page.url()).searchParams.get('from')).toBe('/stats-view?tab=top#recent');
    await signIn(page, 'organisationAdmin', { at: 'current' });
    await page.waitForURL(/\/stats-view/);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/stats-view?tab=top');
    await shot(page, 'guard-returned-to-origin');
    await context.close();
  });

  it('shows the spinner for about a second before a protected screen', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'superAdmin');
    const started = Date.now();
    await page.goto(`${baseUrl()}/tags-view`);
    await page.getByRole('status').waitFor({ state: 'visible' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await context.close();
  });

  it.each([
    ['//evil.example'],
    ['https://evil.example'],
    ['javascript:alert(1)'],
    ['/\\evil.example'],
    ['/%5Cevil.example'],
    ['%2F%2Fevil.example'],
    // Dot segments that resolve to `//evil.example` once normalised.
    ['/.//evil.example'],
    ['/..//evil.example'],
    ['/%252e//evil.example'],
  ])('never follows the remembered origin %s off the app', async (from) => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl()}/loginscreen?from=${from}`);
    await signIn(page, 'organisationAdmin', { at: 'current' });
    // Where the sign-in leads: the dashboard, or (the fault) somewhere off the app, where this wait fails.
    await page.waitForURL((u) => u.pathname === '/org-dashboard');
    const url = new URL(page.url());
    expect(url.origin).toBe(baseUrl());
    expect(url.pathname).toBe('/org-dashboard');
    await context.close();
  });
});

describe('routing', () => {
  it('shows Page not found for any other path', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl()}/no-such-page/at-all`);
    await page.getByText('Page not found').waitFor();
    await shot(page, 'not-found');
    await context.close();
  });

  it('sets the spec titles and keeps the default title elsewhere', async () => {
    const { page, context } = await newPage(browser);
    const titled = {
      '/register-org': 'Register Organisation',
      '/workshop-directory': 'Workshop Directory',
      '/privacy': 'Privacy Policy',
      '/workshop-booking': 'Book Custom Workshop',
      '/participant-login': 'Workshop Portal Login',
      '/workshop-landing': 'Workshop Registration',
    };
    for (const [path, title] of Object.entries(titled)) {
      await page.goto(`${baseUrl()}${path}`);
      // The route sets its title once its screen has loaded: a cold load under a busy machine has taken more
      // than the second expect.poll waits by default, so the screen's heading is the sign to wait for.
      await page.locator('main h1').first().waitFor();
      await expect.poll(() => page.title()).toBe(`${title} | Storytelling Admin`);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description).not.toBe('Admin and CRM for a location-based heritage audio-storytelling service.');
    }
    await page.goto(`${baseUrl()}/loginscreen`);
    await expect.poll(() => page.title()).toBe('Storytelling Admin');
    await context.close();
  });

  // Every protected route is opened as the super admin in accessibility-super-admin-*.test.ts (both themes, each
  // checked for the error screen and any page error), so this pass takes the public ones, with ids that match
  // nothing.
  it('renders every public route without a page error, signed in as the super admin', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await signIn(page, 'superAdmin');
    const concrete = routes
      .filter((r) => 'public' in r && r.public)
      .map((r) => r.path.replace(/:[A-Za-z_]+/g, 'demo-sample'));
    expect(concrete.length).toBeGreaterThan(10);
    for (const path of concrete) {
      // In-app navigation, as a person clicking through would do; a full reload per route adds nothing.
      // The old screen's headings are marked first: it stays on show while the next lazy screen loads.
      await page.evaluate((to) => {
        document
          .querySelectorAll('main h1, main h2')
          .forEach((h) => h.setAttribute('data-previous-screen', ''));
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.waitForURL(`${baseUrl()}${path}`);
      // The guard's and the lazy route's spinner; other status lines (e.g. "3 pins") stay on purpose.
      await page.waitForFunction(
        () => !document.querySelector('main [role="status"][aria-busy="true"]'),
        null,
        {
          timeout: 15_000,
        },
      );
      // A path whose screen is the one already shown (a redirect to the screen itself) keeps its marked heading;
      // a crash on any screen fails the test anyway, through the page-problem check.
      const fresh = await page
        .locator('main h1:not([data-previous-screen]), main h2:not([data-previous-screen])')
        .first()
        .waitFor({ timeout: 15_000 })
        .then(
          () => true,
          () => false,
        );
      if (!fresh) await page.locator('main h1, main h2').first().waitFor({ timeout: 5_000 });
      expect(await page.getByText('Something went wrong').count(), path).toBe(0);
    }
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 90_000); // ~20 routes in one test

  it('scrolls to the top on navigation but restores the position on back', async () => {
    const { page, context } = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto(`${baseUrl()}/privacy`);
    await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('header a[href="/"]')!.click());
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await context.close();
  });
});

describe('theme', () => {
  it('follows the system setting until overridden, and the override survives a reload', async () => {
    const { page, context } = await newPage(browser, { colorScheme: 'dark' });
    await page.goto(`${baseUrl()}/privacy`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitem', { name: 'Light' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(18, 18, 18)');
    await shot(page, 'theme-light-override');
    await context.close();
  });

  it('has the footer with copyright, Privacy Policy and Contact Us', async () => {
    const { page, context } = await newPage(browser, { colorScheme: 'dark' });
    await page.goto(`${baseUrl()}/loginscreen`);
    const footer = page.locator('footer');
    await footer.getByText(/©/).waitFor();
    expect(await footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(await footer.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toMatch(/^mailto:/);
    await shot(page, 'login-dark');
    await context.close();
  });
});

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchHeadlessShell } from '../../scripts/chromium';
import { DEMO_ACCOUNTS, type DemoRole } from '../../scripts/seed/accounts';
import { e2eStack } from './e2e-stack';
import { watchBrowser } from './page-problems';
import { keepSession, resumeSession } from './sessions';

const SHOTS = resolve(import.meta.dirname, '../e2e/__shots__');

/**
 * Chromium's headless shell (scripts/chromium.ts), with the flags this machine's closed network needs; every page it opens is
 * watched for uncaught errors and console errors (support/page-problems.ts).
 */
export async function launchBrowser(): Promise<Browser> {
  return watchBrowser(await launchHeadlessShell());
}

export function baseUrl(): string {
  return e2eStack().baseUrl;
}

/** A fresh context (own storage) and page at a desktop size; failures on the page are collected. */
export async function newPage(browser: Browser, options: { colorScheme?: 'light' | 'dark' } = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    colorScheme: options.colorScheme,
  });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

/**
 * Signs in as a demo account. The first sign-in of a role on this worker's stack goes through the login screen
 * the way a person does, and the session is kept; later ones (in any file on the same stack) resume it and open
 * where that sign-in led, as a reload would (support/sessions.ts). `typed` always uses the form, for the tests of
 * signing in itself; `at: 'current'` signs in on the login form the page already shows. The author uses
 * /author-login.
 */
export async function signIn(
  page: Page,
  role: DemoRole,
  options: { at?: 'current'; typed?: boolean } = {},
): Promise<void> {
  const { sessionDir } = e2eStack();
  const reuse = !options.at && !options.typed;
  if (reuse && (await resumeSession(page, baseUrl(), sessionDir, role))) {
    await page.getByRole('button', { name: 'Account' }).waitFor({ timeout: 15_000 });
    return;
  }
  const account = DEMO_ACCOUNTS[role];
  if (role === 'author') {
    await page.goto(`${baseUrl()}/author-login`);
  } else if (!options.at) {
    await page.goto(`${baseUrl()}/loginscreen`);
  }
  if (role !== 'author') {
    await page.getByLabel('Role').selectOption({ label: account.signInAs });
  }
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('login') && !url.pathname.endsWith('loginscreen'), {
    timeout: 15_000,
  });
  if (reuse) await keepSession(page, sessionDir, role);
}

/**
 * Saves a screenshot under tests/e2e/__shots__/ to look at: the full page, or only the viewport while a dialog is
 * open (a full-page capture of a scroll-locked page draws the sticky app bar mid-page). Transitions are finished
 * first, so a dialog is not caught half faded in.
 */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(SHOTS, { recursive: true });
  const path = resolve(SHOTS, `${name}.png`);
  const dialogOpen = await page.getByRole('dialog').first().isVisible();
  // A full-page capture draws the sticky app bar where the page is scrolled to: start from the top.
  if (!dialogOpen) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: !dialogOpen, animations: 'disabled' });
  return path;
}

/**
 * Waits (up to 10 s, then goes on) until no spinner or skeleton is left in the main region: data still loading
 * shows them, and a check of the page (axe, sizes) should look at what it shows once loaded.
 */
export async function dataShown(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !document.querySelector(
          'main .MuiCircularProgress-root, main .MuiSkeleton-root, main [role="progressbar"][aria-busy="true"]',
        ),
      null,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

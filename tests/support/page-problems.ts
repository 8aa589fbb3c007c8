import type { Browser, BrowserContext } from 'playwright-core';

/**
 * Every uncaught error and console error of every page the browser tests open. A render crash that the error
 * boundary catches shows "Something went wrong" on screen and, unwatched, passes as a timeout somewhere else or not
 * at all; tests/setup/e2e-page-problems.ts fails the test during which one happened.
 */
const seen: string[] = [];
const allowedForTest: RegExp[] = [];
const allowedForFile: RegExp[] = [];

function record(problem: string): void {
  if ([...allowedForTest, ...allowedForFile].some((pattern) => pattern.test(problem))) return;
  seen.push(problem);
}

/**
 * Chromium's own line for a response the page asked for and got as an error (a 404 for a code that does not
 * exist, a 400 for a wrong password, a request while offline). It is the network's report, not the page's: what
 * the page makes of the response is what the tests check on screen. Everything else logged as an error counts.
 */
const NETWORK_REPORT = /^Failed to load resource: /;

// A transparent map tile: the tests have no internet, and a map must work without its tiles anyway.
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function watchContext(context: BrowserContext): Promise<void> {
  context.on('weberror', (error) => {
    const { message, stack } = error.error();
    // The first frames say where: a minified bundle still names its chunk (Tab-*.js, shell-*.js).
    record(`uncaught error: ${stack?.split('\n').slice(0, 3).join(' ← ') ?? message}`);
  });
  context.on('console', (message) => {
    if (message.type() !== 'error' || NETWORK_REPORT.test(message.text())) return;
    const where = message.location().url;
    record(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  await context.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
  );
}

/** Watches every context the browser makes from now on (browser.newPage makes one through newContext). */
export function watchBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  // Pages ask for less motion unless a test says otherwise: dialogs and menus then open and close at once
  // (src/app/theme-motion.ts), so a click lands on a still target and nothing waits out a fade. The files that
  // audit what most people see (accessibility-*) open theirs with the system's default motion.
  browser.newContext = async (options) => {
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    await watchContext(context);
    return context;
  };
  return browser;
}

/**
 * For a test that causes errors on purpose (the Firestore emulator frozen, a page that does not exist): problems
 * matching a pattern are expected for the rest of this test, or of this file when called from a beforeAll.
 */
export function allowPageProblems(pattern: RegExp, scope: 'test' | 'file' = 'test'): void {
  (scope === 'file' ? allowedForFile : allowedForTest).push(pattern);
}

/** What happened since the last call, and the per-test allowances end. */
export function takePageProblems(): string[] {
  allowedForTest.length = 0;
  return seen.splice(0);
}

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, dataShown, launchBrowser, signIn } from '../support/browser';

/**
 * The subscriber and newsletter views open at the top: the page is not scrolled, and the title (and the tabs,
 * where there are some) sit below the sticky app bar, on a desktop and on a 360 px phone. Each is opened the
 * way a person arrives, by its address and by the menu, from another screen that was scrolled down: a page
 * opened by its address once took the scrolled page's position (117 px on a desktop).
 */
let browser: Browser;
const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
} as const;
const SCREENS = [
  { path: '/subscriber-view', title: 'Subscribers', tab: 'Subscribers' },
  { path: '/newsletter-view', title: 'Newsletters', tab: null },
] as const;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signedInPage(size: keyof typeof SIZES): Promise<Page> {
  const context = await browser.newContext(SIZES[size]);
  const page = await context.newPage();
  await signIn(page, 'organisationAdmin');
  return page;
}

/** Where the page rests once its data is shown and the app has moved focus to the new screen. */
async function restingLayout(page: Page, title: string, tab: string | null) {
  await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 30_000 });
  await dataShown(page);
  // Late arrivals (a list, a focus move) get a moment to scroll the page, as they would for a person.
  await page.waitForTimeout(800);
  return page.evaluate(
    ({ title, tab }) => {
      const bar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const h1 = [...document.querySelectorAll('h1')].find((h) => h.textContent?.trim() === title);
      const tabEl = tab
        ? [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent?.trim() === tab)
        : null;
      return {
        scrollY: window.scrollY,
        bar,
        titleTop: h1?.getBoundingClientRect().top ?? -1,
        tabTop: tabEl ? tabEl.getBoundingClientRect().top : null,
      };
    },
    { title, tab },
  );
}

async function viewportShot(page: Page, name: string) {
  const dir = resolve(import.meta.dirname, '__shots__');
  mkdirSync(dir, { recursive: true });
  // The viewport as it opened, not a full page: the point is what a person sees first.
  await page.screenshot({ path: resolve(dir, `${name}.png`), animations: 'disabled' });
}

describe.each(Object.keys(SIZES) as (keyof typeof SIZES)[])('on a %s', (size) => {
  it.each(SCREENS)(
    '$path opens at the top with its title below the app bar',
    async ({ path, title, tab }) => {
      const page = await signedInPage(size);
      for (const how of ['address', 'link'] as const) {
        // From another screen opened by its address and scrolled down (its position is kept for Back and reload).
        await page.goto(`${baseUrl()}/org-dashboard`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await dataShown(page);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForFunction(() => window.scrollY > 0);
        if (how === 'address') await page.goto(`${baseUrl()}${path}`);
        else {
          await page.getByRole('button', { name: /^Open navigation/ }).click();
          await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: title }).click();
        }
        const at = await restingLayout(page, title, tab);
        await viewportShot(page, `open-at-top-${path.slice(1)}-${size}-${how}`);
        expect(at.scrollY, `${path} by ${how}: scrolled`).toBe(0);
        expect(at.titleTop, `${path} by ${how}: title under the app bar`).toBeGreaterThanOrEqual(at.bar);
        if (at.tabTop !== null)
          expect(at.tabTop, `${path} by ${how}: tabs under the app bar`).toBeGreaterThanOrEqual(at.bar);
      }
      await page.context().close();
    },
  );
});

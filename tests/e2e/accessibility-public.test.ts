import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  audit,
  openPage,
  pagePool,
  PHONE,
  publicPaths,
  settle,
  axeBrowserPerFile,
} from '../support/accessibility';
import { baseUrl } from '../support/browser';

/** Signed out: every public route at desktop size and on a phone, and their menus and form errors. (what every accessibility file checks: tests/support/accessibility.ts) */
axeBrowserPerFile();

describe('signed out, every public route', () => {
  let desktop: Page;
  let phone: Page;
  beforeAll(async () => {
    desktop = await openPage({});
    phone = await openPage({ viewport: PHONE, colorScheme: 'dark' });
  });

  // Two routes at a time in each size, each on a page of its own.
  const desktops = pagePool(2, () => openPage({}));
  it.concurrent.for(publicPaths)('%s at desktop size, light theme', (path, { expect }) =>
    desktops.use(async (pooled) => {
      await pooled.goto(`${baseUrl()}${path}`);
      await settle(pooled);
      expect(await audit(pooled, `${path} [desktop light]`)).toEqual([]);
    }),
  );

  const phones = pagePool(2, () => openPage({ viewport: PHONE, colorScheme: 'dark' }));
  it.concurrent.for(publicPaths)('%s at phone size, dark theme', (path, { expect }) =>
    phones.use(async (pooled) => {
      await pooled.goto(`${baseUrl()}${path}`);
      await settle(pooled);
      expect(await audit(pooled, `${path} [phone dark]`)).toEqual([]);
    }),
  );

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

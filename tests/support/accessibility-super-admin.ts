import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { audit, DESKTOP, navigate, openPage, pagePool, PHONE, protectedPaths, settle } from './accessibility';
import { baseUrl, shot } from './browser';

/**
 * The super admin on every protected route in one theme, with the menus, drawer, dialogs and states a person
 * reaches (one file per theme: tests/e2e/accessibility-super-admin-*.test.ts).
 */
export function describeSuperAdminPass(theme: 'light' | 'dark'): void {
  describe(`the super admin, every protected route, ${theme} theme`, () => {
    let page: Page;
    beforeAll(async () => {
      page = await openPage({ as: 'superAdmin', colorScheme: theme });
    });

    // Also the one pass over every protected route that checks each renders without the error screen (a page
    // error fails any browser test). Three routes at a time, each on a page of its own.
    const pages = pagePool(3, () => openPage({ as: 'superAdmin', colorScheme: theme }));
    it.concurrent.for(protectedPaths)('%s', (path, { expect }) =>
      pages.use(async (pooled) => {
        await navigate(pooled, path);
        expect(await pooled.getByText('Something went wrong').count(), path).toBe(0);
        expect(await audit(pooled, `${path} [super admin ${theme}]`)).toEqual([]);
      }),
    );

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
}

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { NAVIGATION } from '../../src/app/navigation';
import {
  audit,
  crmPaths,
  DESKTOP,
  navigate,
  openPage,
  pagePool,
  PHONE,
  axeBrowserPerFile,
} from '../support/accessibility';

/** The member, the facilitator and the organisation admin on their own screens. (what every accessibility file checks: tests/support/accessibility.ts) */
axeBrowserPerFile();

describe.each([
  ['member', NAVIGATION.member],
  ['facilitator', NAVIGATION.facilitator],
  // Their outreach screens and the requests inbox (super admins' screens are audited in their own files).
  ['organisationAdmin', [...crmPaths, '/requests-inbox']],
] as const)('the %s on their screens', (role, paths) => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage({ as: role });
  });

  // Three screens at a time, each on a page of its own.
  const pages = pagePool(3, () => openPage({ as: role }));
  it.concurrent.for([...paths])('%s', (path, { expect }) =>
    pages.use(async (pooled) => {
      await navigate(pooled, path);
      expect(await audit(pooled, `${path} [${role}]`)).toEqual([]);
    }),
  );

  it.each(['light', 'dark'] as const)(
    'their first screen on a phone, %s theme, Account menu open',
    async (theme) => {
      await page.setViewportSize(PHONE);
      await page.emulateMedia({ colorScheme: theme });
      try {
        const first = paths[0]!;
        await navigate(page, first);
        const lines = await audit(page, `${first} [${role}, phone ${theme}]`);
        await page.getByRole('button', { name: 'Account' }).click();
        await page.getByRole('menu').waitFor();
        lines.push(...(await audit(page, `${first} [${role}, phone ${theme}, Account menu open]`)));
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

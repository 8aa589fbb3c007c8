import { describe, expect, it } from 'vitest';
import { NAVIGATION } from '../../src/app/navigation';
import type { DemoRole } from '../../scripts/seed/accounts';
import { baseUrl, dataShown, signIn } from '../support/browser';
import { concrete, phoneBrowserPerFile, phonePage, PUBLIC_PATHS, visitAll } from '../support/phone-layout';

/** Every public route, and the super admin's and organisation admin's menus, at 360 px (tests/support/phone-layout.ts). */
phoneBrowserPerFile();

describe('phone layouts at 360 px', () => {
  it('no public page is wider than the screen (screenshots: phone-public-*)', async () => {
    const { page, context } = await phonePage();
    await page.goto(`${baseUrl()}/privacy`);
    await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
    expect(await visitAll(page, PUBLIC_PATHS, 'phone-public')).toEqual([]);
    await context.close();
  });

  // Every entry of each role's navigation menu, opened as that role: it fits, and it is a screen the role can
  // use (no redirect elsewhere, no "this page is for …" refusal: no dead ends).
  it.each([
    ['superAdmin', NAVIGATION.superAdmin],
    ['organisationAdmin', NAVIGATION.organisationAdmin],
  ] as [DemoRole, readonly string[]][])(
    'every screen in the %s menu fits and is theirs to use',
    async (role, paths) => {
      const { page, context } = await phonePage();
      await signIn(page, role);
      // The home screen, before the first visit. A resumed session opens it with a full load, which (unlike a
      // navigation inside the app) moves no focus, so its heading and data are the sign here.
      await page.locator('main h1').first().waitFor({ timeout: 30_000 });
      await dataShown(page);
      expect(paths.length).toBeGreaterThan(0);
      expect(await visitAll(page, paths.map(concrete), `phone-${role}`)).toEqual([]);
      await context.close();
    },
    300_000,
  );
});

import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/browser';
import {
  itFitsEveryMenuScreen,
  phoneBrowserPerFile,
  phonePage,
  PUBLIC_PATHS,
  visitAll,
} from '../support/phone-layout';

/**
 * Every public route, and the super admin's and organisation admin's menus, at 360 px (what is checked:
 * tests/support/phone-layout.ts).
 */
phoneBrowserPerFile();

describe('phone layouts at 360 px', () => {
  it('no public page is wider than the screen (screenshots: phone-public-*)', async () => {
    const { page, context } = await phonePage();
    await page.goto(`${baseUrl()}/privacy`);
    await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
    expect(await visitAll(page, PUBLIC_PATHS, 'phone-public')).toEqual([]);
    await context.close();
  });

  itFitsEveryMenuScreen(['superAdmin', 'organisationAdmin']);
});

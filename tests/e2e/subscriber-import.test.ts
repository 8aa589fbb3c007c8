import type { Browser, Page } from 'playwright-core';
import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriberId } from '@storytelling/shared/subscribers';
import { DEMO_ORG_ID } from '../../scripts/seed/accounts';
import { axeFindings, describeFindings } from '../support/axe';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';

/**
 * The subscriber import with a column mapping, as the demo organisation's admin: a file whose columns are in an
 * odd order and carry a column the CRM does not know; the mapping step guesses, the admin makes the unknown
 * column a new custom field and sees the first rows as they will be stored; the import's counts, the rejected
 * rows downloaded with their reasons, and the field on an imported subscriber.
 */
let browser: Browser;
const run = Date.now().toString(36);
const admin = e2eAdmin();
const addr = (n: string) => `imp-${n}-${run}@example.test`;
const CSV = [
  'Home Town,Surname,First Name,Mail',
  `Leeds,Lovelace,Ada,${addr('ada').toUpperCase()}`,
  `York,Babbage,Charles,${addr('charles')}`,
  'Hull,Nobody,Broken,not-an-address',
  `Leeds,Lovelace,Again,${addr('ada')}`,
  // seeded unsubscribed (demo seed: every 20th from the 8th)
  'Bath,Before,Said No,subscriber008@demo.test',
  `"Whitby, North",Hopper,Grace,${addr('grace')}`,
].join('\n');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

describe('subscriber import with a column mapping', () => {
  let page: Page;
  let pageErrors: string[];
  beforeAll(async () => {
    ({ page, pageErrors } = await newPage(browser));
    await signIn(page, 'organisationAdmin');
    await page.goto(`${baseUrl()}/subscriber-view`);
  });
  afterAll(() => page?.context().close());
  const dialog = () => page.getByRole('dialog', { name: 'Import subscribers from CSV' });
  const select = (header: string) => dialog().getByRole('combobox', { name: `Import “${header}” as` });
  const choose = async (header: string, option: string) => {
    await select(header).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  it('answers Import CSV at once with the dialog, saying it is loading until its code has arrived', async () => {
    // The dialog's code is fetched on the first press: held back here, so the wait is long enough to see.
    const code = /\/assets\/ImportDialog-[^/]+\.js$/;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(code, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Import CSV' }).click({ timeout: 30_000 });
    await dialog()
      .getByRole('progressbar', { name: 'Import subscribers from CSV: loading' })
      .waitFor({ timeout: 10_000 });
    await shot(page, 'subscriber-import-loading');
    release();
    await dialog().locator('input[type=file]').waitFor({ state: 'attached', timeout: 20_000 });
    expect(await dialog().getByRole('progressbar').count()).toBe(0);
    await page.unroute(code);
    await dialog().getByRole('button', { name: 'Close' }).click();
    await dialog().waitFor({ state: 'hidden' });
  });

  it('guesses the columns, refuses a mapping without one address, and previews the first rows', async () => {
    await page.getByRole('button', { name: 'Import CSV' }).click({ timeout: 30_000 });
    await dialog()
      .locator('input[type=file]')
      .setInputFiles({
        name: 'people.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(CSV),
      });
    await expect.poll(() => dialog().getByTestId('mapping-column').count(), { timeout: 20_000 }).toBe(4);
    expect(await select('Mail').textContent()).toBe('E-mail address');
    expect(await select('First Name').textContent()).toBe('First name');
    expect(await select('Surname').textContent()).toBe('Last name');
    expect(await select('Home Town').textContent()).toBe("Don't import");
    // header and two sample values
    expect(await dialog().getByTestId('mapping-column').first().textContent()).toContain('e.g. Leeds, York');

    // No address: a clear error, nothing goes on.
    await choose('Mail', "Don't import");
    await dialog().getByRole('button', { name: 'Use this mapping' }).click();
    await expect
      .poll(() => dialog().getByRole('alert').textContent(), { timeout: 10_000 })
      .toBe('Choose the column that holds the e-mail address');
    // Two columns into one target: refused at the second.
    await choose('Mail', 'E-mail address');
    await choose('Home Town', 'Last name');
    await dialog().getByRole('button', { name: 'Use this mapping' }).click();
    await expect
      .poll(() => dialog().getByText('Column 1 already goes there').count(), { timeout: 10_000 })
      .toBe(1);

    // The unknown column becomes a new custom field, by keyboard.
    await select('Home Town').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'New custom field…' }).focus();
    await page.keyboard.press('Enter');
    const label = dialog().getByRole('textbox', { name: 'New field name' });
    expect(await label.inputValue()).toBe('Home Town');
    const preview = dialog().getByTestId('mapping-preview-row');
    expect(await preview.count()).toBe(5);
    const first = await preview.first().locator('td').allTextContents();
    expect(first).toEqual([addr('ada'), 'Ada Lovelace', 'Leeds', '']);
    expect(await preview.nth(2).textContent()).toContain('Invalid address');
    expect(await preview.nth(3).textContent()).toContain('Duplicate within the file');
    expect(describeFindings('import mapping', await axeFindings(page))).toEqual([]);
    await shot(page, 'subscriber-import-mapping-desktop');
    await page.setViewportSize({ width: 360, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'subscriber-import-mapping-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog().getByRole('button', { name: 'Use this mapping' }).click();
    await expect
      .poll(() => dialog().getByTestId('mapping-summary').textContent(), { timeout: 10_000 })
      .toContain('Home Town (new field) ← Home Town');
  });

  it('imports, shows the counts and gives the rejected rows with their reasons', async () => {
    await dialog().getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => dialog().getByTestId('import-problem').count(), { timeout: 30_000 }).toBe(3);
    await dialog().getByRole('button', { name: 'Import 3' }).click();
    const result = dialog().getByRole('status', { name: 'Import result' });
    await expect
      .poll(() => result.textContent(), { timeout: 30_000 })
      .toContain('Imported: 3 added, 0 updated, 0 unchanged, 3 rejected');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog().getByRole('button', { name: 'Download rejected rows' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('people-rejected.csv');
    const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const rows = Papa.parse<string[]>(text.trim()).data;
    expect(rows).toEqual([
      ['Home Town', 'Surname', 'First Name', 'Mail', 'reason'],
      ['Hull', 'Nobody', 'Broken', 'not-an-address', 'Invalid address'],
      ['Leeds', 'Lovelace', 'Again', addr('ada'), 'Duplicate within the file'],
      ['Bath', 'Before', 'Said No', 'subscriber008@demo.test', 'Already unsubscribed: stays unsubscribed'],
    ]);
    await shot(page, 'subscriber-import-result');
    // stored as mapped, the new field listed for the organisation
    const stored = (
      await admin
        .db()
        .doc(`subscribers/${subscriberId(DEMO_ORG_ID, addr('grace'))}`)
        .get()
    ).data();
    expect(stored).toMatchObject({ name: 'Grace Hopper', customFields: { home_town: 'Whitby, North' } });
    const fields = (await admin.db().doc(`subscriberFields/${DEMO_ORG_ID}`).get()).data();
    expect(fields?.fields).toMatchObject({ school: 'School', home_town: 'Home Town' });
    await dialog().getByRole('button', { name: 'Close' }).click();
  });

  it('shows the field as a column and in the subscriber’s dialog, where it can be edited', async () => {
    await page.getByRole('textbox', { name: 'Search' }).fill(addr('grace'));
    const rows = page.getByTestId('subscriber-row');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(1);
    await page.getByRole('combobox', { name: 'Custom field columns' }).click();
    await page.getByRole('option', { name: 'Home Town', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => rows.first().textContent(), { timeout: 10_000 }).toContain('Whitby, North');
    await page.getByRole('button', { name: `Edit ${addr('grace')}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit subscriber' });
    const town = edit.getByRole('textbox', { name: 'Home Town' });
    expect(await town.inputValue()).toBe('Whitby, North');
    await town.fill('Scarborough');
    await shot(page, 'subscriber-import-dialog-field');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => rows.first().textContent(), { timeout: 20_000 }).toContain('Scarborough');
    const stored = (
      await admin
        .db()
        .doc(`subscribers/${subscriberId(DEMO_ORG_ID, addr('grace'))}`)
        .get()
    ).data();
    expect(stored?.customFields).toEqual({ home_town: 'Scarborough' });
    expect(pageErrors).toEqual([]);
  });
});

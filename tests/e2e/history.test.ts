import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFindings, axeFindings } from '../support/axe';
import { baseUrl, dataShown, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';

/**
 * History in a real browser: a super admin merges two look-alike author profiles on /artists-view, finds the
 * merge in the platform's history on /org-history, undoes it, and finds both profiles back; the undo is logged
 * and the entry no longer offers Undo. The screen passes axe with entries and with none.
 */
let browser: Browser;
let page: Page;
const run = Date.now().toString(36);
const admin = e2eAdmin();
const NAME = `Edith Clarke ${run}`;
const keep = `e2e-edith-${run}`;
const twin = `e2e-edith-twin-${run}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const now = new Date();
  const db = admin.db();
  await db
    .doc(`Authors/${keep}`)
    .set({ name: NAME, tags: { authorTags: ['poet'] }, createdAt: now, updatedAt: now });
  await db.doc(`Authors/${twin}`).set({
    name: `edith  clarke ${run}`,
    bio: 'Wrote the canal poems.',
    tags: { authorTags: ['canal'] },
    createdAt: now,
    updatedAt: now,
  });
  ({ page } = await newPage(browser));
  await signIn(page, 'superAdmin');
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

const status = (text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text }).waitFor({ timeout: 15_000 });

describe('history', () => {
  it('an author merge shows in History and is undone from there', async () => {
    await page.goto(`${baseUrl()}/artists-view`);
    const group = page.getByTestId('duplicates').locator('div', { hasText: NAME }).last();
    await group.waitFor({ timeout: 15_000 });
    await group.getByRole('button', { name: 'Merge…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: new RegExp(`^${NAME}`) }).check();
    await dialog.getByRole('button', { name: /^Merge into/ }).click();
    await status(/Merged .* into Edith Clarke/);
    expect((await admin.db().doc(`Authors/${twin}`).get()).exists).toBe(false);

    await page.goto(`${baseUrl()}/org-history`);
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor({ timeout: 15_000 });
    await page.getByRole('combobox', { name: 'Organisation' }).click();
    await page.getByRole('option', { name: 'Platform: authors and tags' }).click();
    // The merge's own entry (the undo's entry, later, names the merge too).
    const entry = page
      .getByRole('listitem')
      .filter({ hasText: 'Authors merged' })
      .filter({ hasText: `into "${NAME}"` });
    await entry.waitFor({ timeout: 15_000 });
    await dataShown(page);
    await shot(page, 'history-merge-listed');
    expect(describeFindings('/org-history with entries', await axeFindings(page))).toEqual([]);

    // Keyboard: Undo is reached and pressed without a mouse; the dialog's Undo confirms.
    await entry.getByRole('button', { name: /^Undo:/ }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Undo puts back what it changed').waitFor();
    await shot(page, 'history-undo-confirm');
    await confirm.getByRole('button', { name: 'Undo' }).click();
    await status(/^Undone: /);
    await entry.getByText('Undone', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await entry.getByRole('button', { name: /^Undo:/ }).count()).toBe(0);
    await page.getByRole('listitem').filter({ hasText: `Undid: Merged author` }).first().waitFor();
    await shot(page, 'history-undone');
    expect((await admin.db().doc(`Authors/${twin}`).get()).data()).toMatchObject({
      name: `edith  clarke ${run}`,
      bio: 'Wrote the canal poems.',
    });

    await page.goto(`${baseUrl()}/artists-view`);
    await page.getByLabel('Search authors').fill(`clarke ${run}`);
    await expect.poll(() => page.getByTestId('author-row').count(), { timeout: 15_000 }).toBe(2);
    await shot(page, 'history-author-back');
  });

  it('filters narrow the list, and an empty result says so', async () => {
    await page.goto(`${baseUrl()}/org-history`);
    await page.getByRole('combobox', { name: 'Organisation' }).click();
    await page.getByRole('option', { name: 'Platform: authors and tags' }).click();
    await page.getByRole('listitem').first().waitFor({ timeout: 15_000 });
    await page.getByRole('textbox', { name: 'From' }).fill('2001-01-01');
    await page.getByRole('textbox', { name: 'To' }).fill('2001-01-02');
    await page.getByText('No entries match these filters').waitFor({ timeout: 15_000 });
    await shot(page, 'history-empty');
    expect(describeFindings('/org-history empty', await axeFindings(page))).toEqual([]);
  });
});

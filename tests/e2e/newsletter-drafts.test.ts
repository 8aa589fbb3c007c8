import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORG_ID } from '../../scripts/seed/accounts';
import { axeFindings, describeFindings } from '../support/axe';
import { baseUrl, dataShown, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';

/**
 * A new newsletter on /newsletter-view: nothing is stored until its first save, a second "New newsletter"
 * returns to the same draft instead of starting another (counted in Firestore), the preview shows the text
 * from the first keystroke, and a link is added through the editor's dialog.
 */
let browser: Browser;
let page: Page;
const admin = e2eAdmin();
const SUBJECT = `One draft ${Date.now().toString(36)}`;

const campaignCount = async () =>
  (await admin.db().collection('campaigns').where('organisationId', '==', DEMO_ORG_ID).count().get()).data()
    .count;

async function expectNoAxeFindings(where: string) {
  await dataShown(page);
  expect(describeFindings(where, await axeFindings(page))).toEqual([]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  await signIn(page, 'organisationAdmin');
  await page.goto(`${baseUrl()}/newsletter-view`);
  await page.getByRole('heading', { level: 1, name: 'Newsletters' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: /Autumn at Riverside/ }).waitFor({ timeout: 30_000 });
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

describe('a new newsletter', () => {
  it('is one draft, stored at its first save, with the preview from the first keystroke', async () => {
    const before = await campaignCount();
    await page.getByRole('button', { name: 'New newsletter' }).click();
    await page.getByRole('heading', { level: 2, name: 'Compose' }).waitFor();
    const body = page.getByRole('textbox', { name: 'Newsletter body' });
    await body.click();
    await page.keyboard.type('First words of the autumn news.');
    // The preview follows the editor before anything is saved.
    const frame = page.frameLocator('iframe[title^="Newsletter preview"]');
    await frame.getByText('First words of the autumn news.').waitFor({ timeout: 5_000 });
    const preview = page.locator('iframe[title^="Newsletter preview"]');
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${import.meta.dirname}/__shots__/newsletter-new-preview.png` });

    // Clicked again: the same draft, its words kept, and still nothing stored.
    await page.getByRole('button', { name: 'New newsletter' }).click();
    await expect.poll(() => body.textContent()).toContain('First words of the autumn news.');
    const list = page.getByRole('list', { name: 'Newsletters' });
    expect(await list.getByText('Not saved yet').count()).toBe(1);
    expect(await campaignCount()).toBe(before);
    await shot(page, 'newsletter-new-unsaved');
    await expectNoAxeFindings('/newsletter-view [new, unsaved]');

    await page.getByRole('textbox', { name: 'Subject' }).fill(SUBJECT);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved').waitFor({ timeout: 20_000 });
    await expect.poll(campaignCount, { timeout: 10_000 }).toBe(before + 1);
    await list.getByRole('button', { name: new RegExp(SUBJECT) }).waitFor();
    expect(await list.getByText('Not saved yet').count()).toBe(0);

    // Saved again, and clicked again after the save: still one stored draft until the next one is saved.
    await body.click();
    await page.keyboard.type(' More.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(campaignCount, { timeout: 10_000 }).toBe(before + 1);
    await page.getByRole('button', { name: 'New newsletter' }).click();
    await page.getByRole('heading', { level: 2, name: 'Compose' }).waitFor();
    await page.getByRole('button', { name: 'New newsletter' }).click();
    await page.waitForTimeout(500);
    expect(await campaignCount()).toBe(before + 1);
    expect(await list.getByText('Not saved yet').count()).toBe(1);
  });

  it('adds a link through the editor’s dialog, refusing an address that is not a web page or e-mail', async () => {
    await page
      .getByRole('list', { name: 'Newsletters' })
      .getByRole('button', { name: new RegExp(SUBJECT) })
      .click();
    const body = page.getByRole('textbox', { name: 'Newsletter body' });
    await body.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Read more');
    await page.keyboard.press('Shift+Home');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a link' });
    await dialog.waitFor();
    const field = dialog.getByRole('textbox', { name: 'Link address' });
    await field.fill('javascript:alert(1)');
    await page.keyboard.press('Enter');
    await dialog.getByText('Start the address with https://, http:// or mailto:').waitFor();
    await shot(page, 'newsletter-link-dialog-error');
    await expectNoAxeFindings('/newsletter-view [link dialog, refused]');
    await field.fill('https://riverside.example.org/walks');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await body.locator('a[href="https://riverside.example.org/walks"]', { hasText: 'Read more' }).waitFor();
    const frame = page.frameLocator('iframe[title^="Newsletter preview"]');
    await frame.locator('a[href="https://riverside.example.org/walks"]').waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved').waitFor({ timeout: 20_000 });
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORG_ID, DEMO_ORG_SENDER } from '../../scripts/seed/accounts';
import { axeFindings, describeFindings } from '../support/axe';
import { baseUrl, dataShown, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';
import { PHONE } from '../support/phone-layout';

/**
 * The sender identity as an organisation admin sets it: the Sender section of /org-settings (validation, save,
 * axe, desktop and a 360 px phone), then the newsletter composer's preview showing the same From, Reply-To and
 * footer the server will send.
 */
let browser: Browser;
let page: Page;
const admin = e2eAdmin();
const run = Date.now().toString(36);
const NAME = `Riverside Juniors ${run}`;
const REPLY_TO = `hello-${run}@riverside-school.example`;
const POSTAL = ['2 Mill Street', 'Riverton', 'RV2 9CD'];

const audit = async (where: string) => describeFindings(where, await axeFindings(page));

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  await signIn(page, 'organisationAdmin');
});
afterAll(async () => {
  // The other files on this stack see the seed's sender again.
  const ref = admin.db().doc(`Organisations/${DEMO_ORG_ID}`);
  const settings = (await ref.get()).get('settings') as Record<string, unknown>;
  await ref.update({ settings: { ...settings, ...DEMO_ORG_SENDER } });
  await browser?.close();
  await admin.close();
});

describe('the Sender section of Organisation Settings', () => {
  it('shows the seeded sender, refuses a header-breaking name with a clear message, and saves', async () => {
    await page.goto(`${baseUrl()}/org-settings`);
    const name = page.getByRole('textbox', { name: 'Sender name' });
    await name.waitFor({ timeout: 30_000 });
    expect(await name.inputValue()).toBe(DEMO_ORG_SENDER.senderName);
    await name.fill('Riverside "Juniors" <x@y.example>');
    await page.getByText('The sender name cannot contain quotes, < >, backslashes or line breaks.').waitFor();
    const replyTo = page.getByRole('textbox', { name: 'Reply-To e-mail address' });
    await replyTo.fill('hello@');
    await page.getByText('Enter one e-mail address, like office@school.example.').waitFor();
    expect(await page.getByRole('button', { name: 'Save settings' }).isDisabled()).toBe(true);
    await shot(page, 'org-settings-sender-invalid');

    await name.fill(NAME);
    await replyTo.fill(REPLY_TO);
    await page.getByRole('textbox', { name: 'Postal address' }).fill(POSTAL.join('\n'));
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor({ timeout: 20_000 });
    const saved = (await admin.db().doc(`Organisations/${DEMO_ORG_ID}`).get()).get('settings');
    expect(saved).toMatchObject({ senderName: NAME, replyTo: REPLY_TO, postalAddress: POSTAL.join('\n') });
    expect(await audit('/org-settings [desktop, sender saved]')).toEqual([]);
    await shot(page, 'org-settings-sender');
  });

  it('fits a 360 px phone, and passes axe there', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const phone = await context.newPage();
    await signIn(phone, 'organisationAdmin');
    await phone.goto(`${baseUrl()}/org-settings`);
    const name = phone.getByRole('textbox', { name: 'Sender name' });
    await name.waitFor({ timeout: 30_000 });
    expect(await name.inputValue()).toBe(NAME);
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(describeFindings('/org-settings [phone]', await axeFindings(phone))).toEqual([]);
    await shot(phone, 'org-settings-sender-phone');
    await context.close();
  });
});

describe('the newsletter composer’s preview', () => {
  it('shows the From name, the Reply-To and the footer with the postal address as they will be sent', async () => {
    await page.goto(`${baseUrl()}/newsletter-view`);
    await page.getByRole('button', { name: /Winter workshops at Riverside/ }).click({ timeout: 30_000 });
    await page.getByRole('heading', { level: 2, name: 'Compose' }).waitFor({ timeout: 20_000 });
    await dataShown(page);
    const from = page.getByTestId('preview-from');
    await from.getByText(NAME).waitFor({ timeout: 20_000 });
    expect(await from.textContent()).toBe(`From: ${NAME} (sent from the platform’s address)`);
    expect(await page.getByTestId('preview-reply-to').textContent()).toBe(`Reply-To: ${REPLY_TO}`);
    expect(await page.getByTestId('preview-sender-missing').count()).toBe(0);
    const frame = page.frameLocator('iframe[title^="Newsletter preview"]');
    await frame
      .getByText(/You receive this because you subscribed to news from Riverside Heritage School\./)
      .waitFor();
    const footer = await frame.locator('p', { hasText: 'You receive this because' }).innerHTML();
    expect(footer).toContain(POSTAL.join('<br>'));
    await page.getByTestId('preview-from').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${import.meta.dirname}/__shots__/newsletter-preview-sender.png` });
    expect(await audit('/newsletter-view [draft preview]')).toEqual([]);
  });

  it('says what is missing when the organisation has no postal address', async () => {
    const ref = admin.db().doc(`Organisations/${DEMO_ORG_ID}`);
    const settings = (await ref.get()).get('settings') as Record<string, unknown>;
    const { postalAddress: _gone, ...rest } = settings;
    await ref.update({ settings: rest });
    await page.reload();
    await page.getByRole('button', { name: /Winter workshops at Riverside/ }).click({ timeout: 30_000 });
    const missing = page.getByTestId('preview-sender-missing');
    await missing.waitFor({ timeout: 20_000 });
    expect(await missing.textContent()).toContain('no postal address is set, so the footer has none');
    await page.getByRole('link', { name: 'Set the sender in Organisation Settings' }).waitFor();
    expect(await audit('/newsletter-view [sender missing]')).toEqual([]);
    await missing.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${import.meta.dirname}/__shots__/newsletter-preview-sender-missing.png` });
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMessage } from '../../functions/src/mail/records';
import { messageIdOfCampaign, newsletterMail, newsletterPlan } from '../../functions/src/newsletters/message';
import { campaignRecord } from '@storytelling/shared/newsletters';
import { DEMO_ACCOUNTS, DEMO_ORG_ID, DEMO_ORG_NAME } from '../../scripts/seed/accounts';
import { demoSentCampaign } from '../../scripts/seed/newsletters';
import { axeFindings, describeFindings } from '../support/axe';
import { baseUrl, dataShown, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';
import { e2eStack } from '../support/e2e-stack';
import { sweepNow } from '../support/mail-queue';

/**
 * A campaign's report and its message as sent, as the demo organisation admin sees them on /newsletter-view:
 * the seeded tracked newsletter's figures with rates and the note on opens, the sandboxed copy as it went out, and
 * a campaign whose deliveries are all done turning from Sending to Sent on screen, without a reload, when the
 * server settles it.
 */
let browser: Browser;
let page: Page;
const admin = e2eAdmin();
const run = Date.now().toString(36);
const SETTLE = `e2e-settle-${run}`;
const SETTLE_SUBJECT = `Settles by itself ${run}`;

/** A campaign left `sending` whose message has every delivery done: what the server finds after a lost step. */
async function finishedButSending() {
  const now = new Date();
  const recipients = [`a-${run}@report.test`, `b-${run}@report.test`];
  const campaign = campaignRecord({
    organisationId: DEMO_ORG_ID,
    subject: SETTLE_SUBJECT,
    html: '<p>Two readers.</p>',
    lists: ['demo-list-news'],
    createdBy: DEMO_ACCOUNTS.organisationAdmin.uid,
    now,
  });
  const messageId = messageIdOfCampaign(SETTLE);
  const mail = newsletterMail(campaign, DEMO_ORG_NAME);
  const message = newMessage({
    plan: newsletterPlan(DEMO_ORG_ID, mail, recipients),
    context: { organisationId: DEMO_ORG_ID, campaignId: SETTLE },
    recipients,
    createdBy: campaign.createdBy,
    now,
    queued: true,
  });
  const db = admin.db();
  await db.doc(`mailMessages/${messageId}`).set({ ...message, status: 'done', sent: 2, recipients: [] });
  await db.doc(`campaigns/${SETTLE}`).set({
    ...campaign,
    state: 'sending',
    messageId,
    prepared: true,
    total: 2,
    sent: 2,
    startedAt: now,
    updatedAt: now,
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  await signIn(page, 'organisationAdmin');
  await page.goto(`${baseUrl()}/newsletter-view`);
  await page.getByRole('heading', { level: 1, name: 'Newsletters' }).waitFor({ timeout: 30_000 });
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

describe('a sent campaign’s report', () => {
  it('shows delivered, bounced, unsubscribed, opens and clicks with rates, and says opens are approximate', async () => {
    await page.getByRole('button', { name: /Autumn at Riverside/ }).click({ timeout: 30_000 });
    const report = page.getByRole('table', { name: 'Report' });
    await report.waitFor({ timeout: 20_000 });
    for (const label of ['Delivered', 'Bounced', 'Unsubscribed', 'Opens', 'Clicks'])
      await report.locator(`[data-report="${label}"]`).waitFor();
    const opens = await report.locator('[data-report="Opens"]').innerText();
    expect(opens).toMatch(/\d+\s+\d+\s+[\d.]+ %/);
    // The seeded figures, summed from the campaign's count shards, not the zeros shown before they arrive.
    const seeded = demoSentCampaign(new Date()).trackCounts;
    await expect
      .poll(() => report.locator('[data-report="Opens"] td').allInnerTexts())
      .toEqual([
        seeded.uniqueOpens.toLocaleString('en-GB'),
        seeded.opens.toLocaleString('en-GB'),
        expect.stringMatching(/ %/),
      ]);
    await page.getByText(/Opens are approximate/).waitFor();
    await dataShown(page);
    expect(describeFindings('/newsletter-view [report]', await axeFindings(page))).toEqual([]);
    await page.getByRole('heading', { name: 'Report' }).scrollIntoViewIfNeeded();
    await shot(page, 'campaign-report');
  });

  it('shows the message as sent in a sandboxed frame, with the recipient it went to', async () => {
    await page.getByRole('button', { name: 'View as sent' }).click();
    const dialog = page.getByRole('dialog', { name: 'The newsletter as sent' });
    await dialog.waitFor();
    const frame = page.locator('iframe[title="The newsletter as sent"]');
    await frame.waitFor({ timeout: 20_000 });
    expect(await frame.getAttribute('sandbox')).toBe('');
    await page.frameLocator('iframe[title="The newsletter as sent"]').getByText('Three new walks').waitFor();
    await dialog.getByText(/As .+•.+ received it on/).waitFor();
    await dialog.getByText('Subject:').waitFor();
    expect(describeFindings('/newsletter-view [as sent]', await axeFindings(page))).toEqual([]);
    await shot(page, 'campaign-as-sent');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('a campaign settling to Sent', () => {
  it('turns from Sending to Sent on screen when the server settles it, without a reload', async () => {
    await finishedButSending();
    const item = page.getByRole('button', { name: new RegExp(SETTLE_SUBJECT) });
    await item.click({ timeout: 30_000 });
    const heading = page.getByRole('heading', { level: 2, name: SETTLE_SUBJECT });
    await heading.waitFor({ timeout: 20_000 });
    // Not waited for as 'Sending' first: the stack's own sweep, every 5 s, may settle it before the screen shows
    // it (the browser tier once saw it Sent already). Either way it must read Sent without a reload.
    const url = page.url();
    await sweepNow(e2eStack());
    await item.getByText('Sent', { exact: true }).waitFor({ timeout: 20_000 });
    expect(page.url()).toBe(url);
    // Not tracked (the demo organisation has tracking off): the report says so instead of showing zeros.
    await page.getByText(/Opens and clicks were not counted for this newsletter/).waitFor();
    const campaign = (await admin.db().doc(`campaigns/${SETTLE}`).get()).data()!;
    expect(campaign).toMatchObject({ state: 'sent', sent: 2, total: 2 });
    expect(campaign.sentAt).toBeDefined();
    await shot(page, 'campaign-settled');
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekKey, weekStart } from '@storytelling/shared/analytics';
import { campaignRecord } from '@storytelling/shared/newsletters';
import { subscriberRecord } from '@storytelling/shared/subscribers';
import { DEMO_PARTNER_ORG_ID } from '../../scripts/seed/analytics';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../../scripts/seed/accounts';
import { DEMO_CUSTOM_FIELD } from '../../scripts/seed/subscribers';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';
import { e2eStack } from '../support/e2e-stack';
import { mailQueueIdle, noDeliveryInFlight } from '../support/mail-queue';

/**
 * /newsletter-view as the demo organisation admin, against the real functions and queue: compose in the
 * rich-text editor, preview on a phone, a test read back from the SMTP catcher, send with the live progress
 * bar, pause and resume, the results, and an unsubscribe from a received newsletter counted on the campaign.
 */
let browser: Browser;
let page: Page;
let pageErrors: string[];
const run = Date.now().toString(36);
const admin = e2eAdmin();
const LIST = `e2e-list-${run}`;
const LIST_NAME = `E2E list ${run}`;
const N = 100;
const SUBJECT = `E2E news ${run}`;
const me = DEMO_ACCOUNTS.organisationAdmin;
const recipients = Array.from({ length: N }, (_, i) => `reader${i}-${run}@e2e-news.test`);

interface Caught {
  to: string[];
  subject: string;
  text: string;
  html: string;
}
const caught = async () => (await (await fetch(`${e2eStack().mailUrl}/messages`)).json()) as Caught[];

beforeAll(async () => {
  // A list of the demo organisation's own, with N subscribed readers, written with the shared builder.
  const now = new Date();
  const db = admin.db();
  await db.doc(`subscriberLists/${LIST}`).set({
    organisationId: DEMO_ORG_ID,
    name: LIST_NAME,
    description: '',
    doubleOptIn: false,
    createdAt: now,
    updatedAt: now,
  });
  const batch = db.batch();
  for (const email of recipients) {
    const r = subscriberRecord({
      organisationId: DEMO_ORG_ID,
      email,
      lists: [LIST],
      status: 'subscribed',
      consent: { source: 'manual', at: now, wording: 'Yes' },
      now,
    });
    batch.set(db.doc(`subscribers/${r.id}`), r.doc);
  }
  await batch.commit();
  browser = await launchBrowser();
  ({ page, pageErrors } = await newPage(browser));
  await signIn(page, 'organisationAdmin');
  await page.goto(`${baseUrl()}/newsletter-view`);
  await page.getByRole('heading', { level: 1, name: 'Newsletters' }).waitFor({ timeout: 30_000 });
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

describe('/newsletter-view', () => {
  it('shows the seeded campaigns, and composes a new one without losing a keystroke', async () => {
    await page.getByRole('button', { name: /Autumn at Riverside/ }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'New newsletter' }).click();
    await page.getByRole('heading', { level: 2, name: 'Compose' }).waitFor({ timeout: 20_000 });
    const subject = page.getByRole('textbox', { name: 'Subject' });
    await subject.fill('');
    // Typed key by key: a form re-mounted by a snapshot would lose characters or the field itself.
    await subject.pressSequentially(SUBJECT, { delay: 20 });
    await page
      .getByRole('textbox', { name: 'Preheader' })
      .pressSequentially('Walks and recordings', { delay: 10 });
    const body = page.getByRole('textbox', { name: 'Newsletter body' });
    await body.click();
    await page.keyboard.type('Three new walks this autumn.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Bring a friend');
    await page.getByRole('button', { name: 'Bold' }).click();
    // A click on a tool leaves the caret in the text: the next key is typed there, not pressed on the button.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).not.toBe('Bold');
    await page.keyboard.press('Enter');
    // A merge tag from the chips, and dotted words that must stay words (not links to http://subscriber.name).
    await page.keyboard.type('Dear ');
    await page.getByRole('button', { name: 'Insert First name ({{firstName}})' }).click();
    // The organisation's own custom field is a chip too, after the standard ones.
    await page.keyboard.type(' of ');
    await page
      .getByRole('button', {
        name: `Insert ${DEMO_CUSTOM_FIELD.label} ({{custom.${DEMO_CUSTOM_FIELD.key}}})`,
      })
      .click();
    await page.keyboard.type(', see you at St.Ives or subscriber.name soon.');
    expect(await body.locator('a').count()).toBe(0);
    expect(await subject.inputValue()).toBe(SUBJECT);
    // A tag that does not exist is refused at save, naming it.
    await subject.fill(`${SUBJECT} {{nmae}}`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText(/^Unknown merge tag \{\{nmae\}\}: use \{\{name\}\}/).waitFor();
    await shot(page, 'newsletter-unknown-tag');
    // So is a custom field the organisation does not have, naming the ones it has.
    await subject.fill(`${SUBJECT} {{custom.postcode}}`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page
      .getByText(/^Unknown merge tag \{\{custom\.postcode\}\}: use .*\{\{custom\.school\}\}$/)
      .waitFor();
    await subject.fill(SUBJECT);
    await page.getByRole('checkbox', { name: `${LIST_NAME} (${N} subscribed)` }).check({ timeout: 20_000 });
    await page.getByText(`Recipients: ${N} (subscribed, not suppressed)`).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved').waitFor({ timeout: 20_000 });
    expect(await subject.inputValue()).toBe(SUBJECT);
    const frame = page.frameLocator('iframe[title^="Newsletter preview"]');
    await frame.getByText('Bring a friend').waitFor();
    // The preview fills the tags for its sample person.
    await frame
      .getByText(`Dear Alex of [${DEMO_CUSTOM_FIELD.label}], see you at St.Ives or subscriber.name soon.`)
      .waitFor();
    await shot(page, 'newsletter-compose');
    await page.getByRole('button', { name: 'Phone' }).click();
    await page.locator('iframe[title="Newsletter preview at phone width"]').waitFor();
    await page.locator('iframe[title="Newsletter preview at phone width"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${import.meta.dirname}/__shots__/newsletter-phone-preview.png` });
  });

  it('sends a test to me, read back from the SMTP catcher', async () => {
    await page.getByRole('button', { name: 'Send a test to me' }).click();
    await page.getByText(`Test sent to ${me.email}`).waitFor({ timeout: 30_000 });
    const test = (await caught()).filter((m) => m.subject === `[Test] ${SUBJECT}`);
    expect(test.map((m) => m.to)).toEqual([[me.email]]);
    expect(test[0]!.html).toContain('<strong>Bring a friend</strong>');
    expect(test[0]!.text).toContain('Three new walks this autumn.\n\nBring a friend');
    expect(test[0]!.text).toContain(
      `Dear Alex of [${DEMO_CUSTOM_FIELD.label}], see you at St.Ives or subscriber.name soon.`,
    );
  });

  it('sends with a live progress bar, pauses and resumes, and shows the results', async () => {
    await page.getByRole('button', { name: 'Send now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`goes to ${N} recipients`).waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Send newsletter' }).click();
    const status = page.getByRole('status').filter({ hasText: /^Sending: / });
    await status.filter({ hasText: /^Sending: [1-9]\d* sent/ }).waitFor({ timeout: 60_000 });
    await page.getByRole('progressbar', { name: 'Sending progress' }).waitFor();
    await shot(page, 'newsletter-progress');
    await page.getByRole('button', { name: 'Pause' }).click();
    const paused = page.getByRole('status').filter({ hasText: /^Paused: / });
    await paused.waitFor({ timeout: 30_000 });
    // Held: the batch under way may still land; the batches still queued are handed out in turn, find the
    // message held and send nothing.
    const count = async () => (await caught()).filter((m) => m.subject === SUBJECT).length;
    const [campaign] = (await admin.db().collection('campaigns').where('subject', '==', SUBJECT).get()).docs;
    await mailQueueIdle(e2eStack());
    await noDeliveryInFlight(admin.db(), campaign!.get('messageId') as string);
    const heldAt = await count();
    await mailQueueIdle(e2eStack());
    expect(await count()).toBe(heldAt);
    expect(heldAt).toBeLessThan(N);
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByRole('heading', { level: 2, name: SUBJECT }).waitFor();
    await page
      .locator('[data-figure="Delivered"]')
      .filter({ hasText: String(N) })
      .waitFor({ timeout: 120_000 });
    await page
      .getByRole('button', { name: /E2E news/ })
      .filter({ hasText: 'Sent' })
      .waitFor({ timeout: 30_000 });
    await shot(page, 'newsletter-results');
    const mails = (await caught()).filter((m) => m.subject === SUBJECT);
    const per = new Map<string, number>();
    for (const m of mails) per.set(m.to[0]!, (per.get(m.to[0]!) ?? 0) + 1);
    expect(recipients.filter((r) => per.get(r) !== 1)).toEqual([]);
    expect(mails.length).toBe(N);
  });

  it("an unsubscribe on a phone shows on the campaign, the record, the list's count and analytics; another organisation's mail still arrives", async () => {
    const mail = (await caught()).find((m) => m.subject === SUBJECT && m.to[0] === recipients[7])!;
    const link = /Unsubscribe: (\S+)/.exec(mail.text)![1]!;
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const reader = await phone.newPage();
    await reader.goto(link);
    await reader.getByRole('button', { name: 'Unsubscribe', exact: true }).click({ timeout: 30_000 });
    await reader
      .getByRole('heading', { level: 1, name: 'You are unsubscribed' })
      .waitFor({ timeout: 20_000 });
    await shot(reader, 'unsubscribed-phone');
    await phone.close();
    await page
      .locator('[data-figure="Unsubscribes from this campaign"]')
      .filter({ hasText: '1' })
      .waitFor({ timeout: 20_000 });

    // Where the organisation's staff look: the list's count and the person's row say so.
    await page.goto(`${baseUrl()}/subscriber-view`);
    await page.getByRole('tab', { name: 'Lists' }).click();
    await page
      .getByRole('region', { name: LIST_NAME })
      .getByText('Unsubscribed: 1')
      .waitFor({ timeout: 20_000 });
    await page.getByRole('tab', { name: 'Subscribers' }).click();
    await page.getByRole('textbox', { name: 'Search' }).fill(recipients[7]!);
    await page
      .getByRole('row')
      .filter({ hasText: recipients[7]! })
      .filter({ hasText: 'Unsubscribed' })
      .waitFor({ timeout: 20_000 });
    await shot(page, 'unsubscribed-in-subscriber-view');

    // And CRM analytics' "Lost" for this week: every unsubscribe or bounce of the organisation this week, this one
    // included, without waiting for the scheduled refresh.
    const monday = weekStart(new Date());
    const lost = (
      await admin
        .db()
        .collection('subscribers')
        .where('organisationId', '==', DEMO_ORG_ID)
        .where('status', 'in', ['unsubscribed', 'bounced'])
        .where('updatedAt', '>=', monday)
        .count()
        .get()
    ).data().count;
    // Another organisation's newsletter still reaches the same address: the no was to this organisation only.
    const partnerList = `e2e-partner-list-${run}`;
    const db = admin.db();
    await db.doc(`subscriberLists/${partnerList}`).set({
      organisationId: DEMO_PARTNER_ORG_ID,
      name: `Partner list ${run}`,
      description: '',
      doubleOptIn: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const theirs = subscriberRecord({
      organisationId: DEMO_PARTNER_ORG_ID,
      email: recipients[7]!,
      lists: [partnerList],
      status: 'subscribed',
      consent: { source: 'manual', at: new Date(), wording: 'Yes' },
      now: new Date(),
    });
    await db.doc(`subscribers/${theirs.id}`).set(theirs.doc);
    const partnerSubject = `Partner news ${run}`;
    const partnerCampaign = `e2e-partner-${run}`;
    await db.doc(`campaigns/${partnerCampaign}`).set(
      campaignRecord({
        organisationId: DEMO_PARTNER_ORG_ID,
        subject: partnerSubject,
        preheader: '',
        html: '<p>From the partner organisation</p>',
        lists: [partnerList],
        createdBy: DEMO_ACCOUNTS.superAdmin.uid,
        now: new Date(),
      }),
    );
    const stack = e2eStack();
    const signedIn = (await (
      await fetch(
        `http://${stack.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...DEMO_ACCOUNTS.superAdmin, returnSecureToken: true }),
        },
      )
    ).json()) as { idToken: string };
    const sent = await fetch(stack.emailEndpoint.replace(/\/sendEmail$/, '/newsletterAction'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${signedIn.idToken}` },
      body: JSON.stringify({ action: 'send', campaignId: partnerCampaign }),
    });
    expect(sent.status).toBe(200);
    await expect
      .poll(async () => (await caught()).filter((m) => m.subject === partnerSubject).map((m) => m.to), {
        timeout: 60_000,
      })
      .toEqual([[recipients[7]]]);

    await page.goto(`${baseUrl()}/crm-analytics`);
    const thisWeek = page
      .getByRole('table', { name: 'Subscribers per week', exact: true })
      .locator('tbody tr')
      .filter({ hasText: weekKey(monday) });
    await expect
      .poll(async () => (await thisWeek.locator('td').allTextContents())[2], { timeout: 20_000 })
      .toBe(String(lost));
    expect(pageErrors).toEqual([]);
  }, 180_000);
});

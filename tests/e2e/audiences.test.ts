import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriberRecord, type SubscriberStatus } from '@storytelling/shared/subscribers';
import { DEMO_ORG_ID } from '../../scripts/seed/accounts';
import { axeFindings, describeFindings } from '../support/axe';
import { baseUrl, dataShown, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';
import { e2eStack } from '../support/e2e-stack';
import { mailQueueIdle } from '../support/mail-queue';

/**
 * /audience-manager as the demo organisation admin, against the real functions: a new audience's validation,
 * its live count (people left out for want of consent said so), saving it, and a newsletter sent to it from
 * /newsletter-view that reaches exactly the counted people (read back from the SMTP catcher).
 */
let browser: Browser;
let page: Page;
const run = Date.now().toString(36);
const admin = e2eAdmin();
const LIST = `e2e-aud-list-${run}`;
const LIST_NAME = `Audience list ${run}`;
const AUDIENCE = `Walkers ${run}`;
const SUBJECT = `Audience news ${run}`;
const address = (who: string) => `${who}-${run}@e2e-aud.test`;
const YES = ['ana', 'ben', 'cleo'].map(address).sort();

interface Caught {
  to: string[];
  subject: string;
}
const caught = async () => (await (await fetch(`${e2eStack().mailUrl}/messages`)).json()) as Caught[];

beforeAll(async () => {
  // A list of the demo organisation's own: three said yes, one never confirmed, one unsubscribed.
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
  const people: [string, SubscriberStatus][] = [
    ['ana', 'subscribed'],
    ['ben', 'subscribed'],
    ['cleo', 'subscribed'],
    ['dan', 'pending'],
    ['eve', 'unsubscribed'],
  ];
  const batch = db.batch();
  for (const [who, status] of people) {
    const r = subscriberRecord({
      organisationId: DEMO_ORG_ID,
      email: address(who),
      name: `${who[0]!.toUpperCase()}${who.slice(1)} Walker`,
      lists: [LIST],
      status,
      consent: { source: 'manual', at: now, wording: 'Yes' },
      now,
    });
    batch.set(db.doc(`subscribers/${r.id}`), r.doc);
  }
  await batch.commit();
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  await signIn(page, 'organisationAdmin');
  await page.goto(`${baseUrl()}/audience-manager`);
  await page.getByRole('heading', { level: 1, name: 'Audiences' }).waitFor({ timeout: 30_000 });
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

describe('/audience-manager', () => {
  it('validates a new audience, counts it live and saves it', async () => {
    await page.getByRole('button', { name: 'New audience' }).click();
    const dialog = page.getByRole('dialog', { name: 'New audience' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Save audience' }).click();
    await dialog.getByText('Give the audience a name').waitFor();
    await dialog.getByText('Choose at least one source of people', { exact: true }).waitFor();
    await shot(page, 'audience-validation');

    await dialog.getByRole('textbox', { name: 'Audience name' }).fill(AUDIENCE);
    await dialog.getByRole('checkbox', { name: LIST_NAME }).check({ timeout: 20_000 });
    const count = dialog.getByTestId('audience-count');
    await count
      .getByText(
        '5 people in this audience; 3 will receive e-mail (not sent to: 1 without consent, 1 unsubscribed)',
      )
      .waitFor({ timeout: 30_000 });
    await count.getByText('Including Ana, Ben, Cleo, Dan, Eve').waitFor();
    await shot(page, 'audience-editor-count');
    const findings = await axeFindings(page);
    expect(describeFindings('/audience-manager editor', findings)).toEqual([]);

    await dialog.getByRole('button', { name: 'Save audience' }).click();
    await page.getByText(`Created the audience ${AUDIENCE}`).waitFor({ timeout: 20_000 });
    const row = page.getByRole('listitem').filter({ hasText: AUDIENCE });
    await row.getByText('5 people in this audience; 3 will receive e-mail', { exact: false }).waitFor({
      timeout: 30_000,
    });
    await dataShown(page);
    await shot(page, 'audience-list');
    expect(describeFindings('/audience-manager', await axeFindings(page))).toEqual([]);
  });

  it('a newsletter sent to the audience reaches exactly the counted people', async () => {
    await page.goto(`${baseUrl()}/newsletter-view`);
    await page.getByRole('heading', { level: 1, name: 'Newsletters' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'New newsletter' }).click();
    await page.getByRole('heading', { level: 2, name: 'Compose' }).waitFor({ timeout: 20_000 });
    const subject = page.getByRole('textbox', { name: 'Subject' });
    await subject.fill(SUBJECT);
    await page.getByRole('textbox', { name: 'Newsletter body' }).click();
    await page.keyboard.type('A walk for everyone in this audience.');
    await page.getByRole('radio', { name: 'A named audience' }).check();
    await page.getByRole('combobox', { name: 'Named audience' }).click({ timeout: 20_000 });
    await page.getByRole('option', { name: AUDIENCE }).click();
    await page
      .getByTestId('audience-count')
      .getByText('5 people in this audience; 3 will receive e-mail', { exact: false })
      .waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved').waitFor({ timeout: 20_000 });
    await shot(page, 'audience-newsletter-compose');

    await page.getByRole('button', { name: 'Send now' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Send newsletter' }).click();
    await page
      .getByRole('button', { name: new RegExp(SUBJECT) })
      .filter({ hasText: 'Sent' })
      .waitFor({ timeout: 90_000 });
    await mailQueueIdle(e2eStack());
    await shot(page, 'audience-newsletter-sent');
    const mails = (await caught()).filter((m) => m.subject === SUBJECT);
    expect(mails.flatMap((m) => m.to).sort()).toEqual(YES);
  }, 180_000);
});

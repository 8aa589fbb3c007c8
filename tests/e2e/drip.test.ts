import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dripCampaignRecord, dripEnrollmentId } from '@storytelling/shared/drip';
import { subscriberRecord } from '@storytelling/shared/subscribers';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../../scripts/seed/accounts';
import { DEMO_DRIP } from '../../scripts/seed/drip';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';
import { e2eStack } from '../support/e2e-stack';

/**
 * /drip-campaign-view as the demo organisation admin: the seeded welcome campaign with its figures, a step
 * edited and saved, the dry run of the next 7 days, a person enrolled by hand (whose first step the local
 * stack's job then sends through the mail pipeline) and removed again.
 */
let browser: Browser;
let page: Page;
let pageErrors: string[];
const run = Date.now().toString(36);
const admin = e2eAdmin();
const NEWCOMER = `drip-e2e-${run}@example.test`;
const campaignDoc = async () => (await admin.db().doc(`dripCampaigns/${DEMO_DRIP.welcome}`).get()).data()!;

async function mailsTo(address: string): Promise<{ subject: string; text: string }[]> {
  const all = (await (await fetch(`${e2eStack().mailUrl}/messages`)).json()) as {
    to: string[];
    subject: string;
    text: string;
  }[];
  return all.filter((m) => m.to.includes(address));
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, pageErrors } = await newPage(browser));
  await signIn(page, 'organisationAdmin');
  await page.goto(`${baseUrl()}/drip-campaign-view`);
  await page.getByRole('heading', { level: 1, name: 'Drip Campaigns' }).waitFor({ timeout: 30_000 });
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

describe('/drip-campaign-view as an organisation admin', () => {
  it('shows the seeded welcome campaign, active, with its steps on a timeline and their figures', async () => {
    await page.getByRole('heading', { level: 2, name: 'Welcome to the walks' }).waitFor({ timeout: 30_000 });
    const list = page.getByRole('list', { name: 'Drip campaigns' });
    await expect.poll(() => list.getByRole('button').count()).toBeGreaterThanOrEqual(2);
    await list
      .getByRole('button', { name: /Welcome to the walks/ })
      .getByText('Active')
      .waitFor();
    const steps = page.getByRole('group', { name: /^Step \d$/ });
    expect(await steps.count()).toBe(3);
    await page.getByRole('heading', { level: 3, name: 'Step 1: Welcome to Riverside walks' }).waitFor();
    // The first step's figures match the seeded enrolments.
    const enrolments = await admin
      .db()
      .collection('dripEnrollments')
      .where('campaignId', '==', DEMO_DRIP.welcome)
      .get();
    const sentFirst = enrolments.docs.filter((d) => d.get('steps.welcome.status') === 'sent').length;
    expect(sentFirst).toBeGreaterThan(0);
    const figures = page.getByLabel('Figures of step 1');
    await figures.getByText(`Sent ${sentFirst}`, { exact: true }).waitFor({ timeout: 20_000 });
    await page.getByRole('table', { name: 'Enrolled people' }).waitFor();
    await shot(page, 'drip-campaign');
  });

  it('edits a step and saves it', async () => {
    const subject = `Your first heritage walk (${run})`;
    await page.getByRole('button', { name: 'Edit step 2' }).click();
    const field = page.getByLabel('Subject of step 2');
    await field.fill(subject);
    await page.getByRole('textbox', { name: 'Message of step 2' }).waitFor();
    await shot(page, 'drip-step-editor');
    await page.getByRole('button', { name: 'Save campaign' }).click();
    await page.getByText('Campaign saved').waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await campaignDoc()).steps[1].subject, { timeout: 20_000 }).toBe(subject);
    // Nothing else of the step changed.
    const saved = (await campaignDoc()).steps[1];
    expect(saved.delayAmount).toBe(2);
    expect(saved.sendingHours).toEqual({ start: '09:00', end: '17:00' });
    await page.reload();
    await page.getByRole('heading', { level: 3, name: `Step 2: ${subject}` }).waitFor({ timeout: 30_000 });
  });

  it('sends a test of a step as it stands, to me only, filled for the sample person', async () => {
    await page.getByRole('button', { name: 'Edit step 2' }).click();
    const field = page.getByLabel('Subject of step 2');
    const saved = await field.inputValue();
    await field.fill(`Hello {{firstName|there}} (${run})`);
    await page.getByRole('button', { name: 'Send a test of step 2 to me' }).click();
    const me = DEMO_ACCOUNTS.organisationAdmin.email;
    await page.getByRole('status').getByText(`Test of step 2 sent to ${me}`).waitFor({ timeout: 30_000 });
    const tests = (await mailsTo(me)).filter((m) => m.subject === `[Test] Hello Alex (${run})`);
    expect(tests).toHaveLength(1);
    await shot(page, 'drip-step-test-sent');
    // A tag that does not exist is refused by the server too, naming it.
    await field.fill(`Hello {{nmae}} (${run})`);
    await page.getByRole('button', { name: 'Send a test of step 2 to me' }).click();
    await page
      .getByRole('status')
      .getByText(/^Unknown merge tag \{\{nmae\}\}/)
      .waitFor({ timeout: 30_000 });
    await field.fill(saved);
    await page.getByRole('button', { name: 'Close step 2' }).click();
  });

  it('refuses an empty subject with a message next to the field, keeping what was typed', async () => {
    await page.getByRole('button', { name: 'Edit step 3' }).click();
    await page.getByLabel('Subject of step 3').fill('');
    await page.getByLabel('Wait before step 3').fill('6');
    await page.getByRole('button', { name: 'Save campaign' }).click();
    await page.getByText('Write a subject').waitFor();
    expect(await page.getByLabel('Wait before step 3').inputValue()).toBe('6');
    expect((await campaignDoc()).steps[2].subject).toBe('Record a story with us');
    await page.getByLabel('Subject of step 3').fill('Record a story with us');
    await page.getByLabel('Wait before step 3').fill('5');
    // Fixed: the message goes as soon as the field is right again.
    expect(await page.getByText('Write a subject').count()).toBe(0);
    await page.getByRole('button', { name: 'Close step 3' }).click();
  });

  it('lists who gets which step when in the next 7 days', async () => {
    await page.getByRole('button', { name: 'Run a dry run' }).click();
    const table = page.getByRole('table', { name: 'Dry run: the next 7 days' });
    await table.waitFor();
    const rows = table.getByTestId('drip-dry-run-row');
    expect(await rows.count()).toBeGreaterThan(0);
    await expect.poll(() => table.getByText(`(${run})`).count()).toBeGreaterThan(0);
    await table.scrollIntoViewIfNeeded();
    await shot(page, 'drip-dry-run');
  });

  it('enrols a person by hand, whom the job then sends the first step, and removes them', async () => {
    await page.getByLabel('E-mail to enrol').fill(NEWCOMER);
    await page.getByLabel('Name (optional)').fill('Newcomer');
    await page.getByRole('button', { name: 'Enrol', exact: true }).click();
    // The endpoint's first call may start its worker: generous under load.
    await page.getByText(`${NEWCOMER} is enrolled`).waitFor({ timeout: 60_000 });
    const stored = await admin
      .db()
      .doc(`dripEnrollments/${dripEnrollmentId(DEMO_DRIP.welcome, NEWCOMER)}`)
      .get();
    expect(stored.get('source')).toBe('manual');
    expect(stored.get('organisationId')).toBe('demo-org');
    // The local stack runs the job every few seconds: step 1 (no delay) arrives once.
    await expect
      .poll(async () => (await mailsTo(NEWCOMER)).map((m) => m.subject), { timeout: 45_000, interval: 1000 })
      .toEqual(['Welcome to Riverside walks']);
    const row = page.getByTestId('drip-person').filter({ hasText: NEWCOMER });
    // The step is recorded by the job run after the one that sent it (once the delivery is done), and the
    // table refreshes every 5 s: generous under load.
    await row.getByText('1 of 3').waitFor({ timeout: 60_000 });
    // Enrolling the same person again is refused.
    await page.getByLabel('E-mail to enrol').fill(NEWCOMER);
    await page.getByRole('button', { name: 'Enrol', exact: true }).click();
    await page.getByText('This person is already enrolled in this campaign').waitFor({ timeout: 60_000 });
    await row.scrollIntoViewIfNeeded();
    await shot(page, 'drip-enrolled');
    await row.getByRole('button', { name: `Remove ${NEWCOMER}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await row.getByText('Left: Removed by hand').waitFor({ timeout: 20_000 });
    expect(pageErrors).toEqual([]);
  });

  it('activating a list-triggered campaign offers to enrol the people already on the list, and does', async () => {
    const now = new Date();
    const listId = `drip-e2e-list-${run}`;
    const campaignId = `drip-e2e-existing-${run}`;
    const org = DEMO_ORG_ID;
    await admin
      .db()
      .doc(`subscriberLists/${listId}`)
      .set({
        organisationId: org,
        name: `Lantern walkers ${run}`,
        description: '',
        doubleOptIn: false,
        createdAt: now,
        updatedAt: now,
      });
    const people = ['ann', 'bo', 'cy'].map((n) => `${n}-${run}@drip.test`);
    for (const [i, email] of [...people, `gone-${run}@drip.test`].entries()) {
      const r = subscriberRecord({
        organisationId: org,
        email,
        lists: [listId],
        status: i < 3 ? 'subscribed' : 'unsubscribed',
        consent: { source: 'manual', at: now, wording: 'Yes' },
        now,
      });
      await admin.db().doc(`subscribers/${r.id}`).set(r.doc);
    }
    await admin
      .db()
      .doc(`dripCampaigns/${campaignId}`)
      .set(
        dripCampaignRecord({
          organisationId: org,
          name: `Lantern series ${run}`,
          trigger: { type: 'listJoined', listId },
          steps: [
            {
              id: 'hello',
              subject: 'Hello {{firstName|walker}}',
              bodyHtml: '<p>Welcome.</p>',
              delayAmount: 10,
              delayUnit: 'minutes',
              sendingHours: null,
            },
          ],
          now,
        }),
      );
    await page.reload();
    await page
      .getByRole('list', { name: 'Drip campaigns' })
      .getByRole('button', { name: new RegExp(`Lantern series ${run}`) })
      .click({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Activate “Lantern series ${run}”` });
    await dialog
      .getByText(`3 people already on Lantern walkers ${run} are not enrolled.`, { exact: false })
      .waitFor({
        timeout: 30_000,
      });
    await shot(page, 'drip-activate-existing');
    await dialog.getByRole('button', { name: 'Activate and enrol 3 people' }).click();
    await page
      .getByText('The campaign is now active; 3 people already on the list enrolled')
      .waitFor({ timeout: 30_000 });
    const enrolments = await admin
      .db()
      .collection('dripEnrollments')
      .where('campaignId', '==', campaignId)
      .get();
    expect(enrolments.docs.map((d) => d.get('email')).sort()).toEqual([...people].sort());
    expect(enrolments.docs.every((d) => d.get('source') === 'existing')).toBe(true);
  });
});

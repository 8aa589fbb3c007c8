import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../../scripts/seed/accounts';
import { userRecord } from '../../scripts/seed/users';
import { baseUrl, dataShown, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';
import { e2eStack } from '../support/e2e-stack';
import { answerOffer, signInAsFacilitator } from '../support/offers';

/**
 * Offers to assignment in a real browser: the super admin offers a new workshop to three facilitators, two
 * answer (one unavailable), the organisation admin records one's contract and DBS check from the members list,
 * and the assign dialog puts the available, compliant one first, says why, and assigns them. The compliance
 * warning that facilitator saw at sign-in is gone at their next sign-in.
 */
let browser: Browser;
const admin = e2eAdmin();
const run = Date.now().toString(36);
const title = `Market stories ${run}`;
const password = 'e2e-offers-123';
const eve = { uid: `e2e-eve-${run}`, email: `eve-${run}@e2e.test`, name: `Eve Early ${run}` };
const gus = { uid: `e2e-gus-${run}`, email: `gus-${run}@e2e.test`, name: `Gus Gone ${run}` };
/** A Saturday about three weeks ahead: Eve is usually free on Saturday mornings. */
const date = (() => {
  const d = new Date(Date.now() + 21 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7));
  return d.toISOString().slice(0, 10);
})();

beforeAll(async () => {
  browser = await launchBrowser();
  // Two more facilitators of the demo organisation, written as the seed writes its people.
  const now = new Date();
  for (const p of [eve, gus]) {
    await admin.auth().createUser({ uid: p.uid, email: p.email, password, displayName: p.name });
    const record = userRecord(p, ['facilitator'], now);
    await admin.db().doc(`Users/${p.uid}`).set(record);
    await admin
      .db()
      .doc(`Organisations/${DEMO_ORG_ID}/members/${p.uid}`)
      .set(record.Organisations[DEMO_ORG_ID]!);
  }
  await admin
    .db()
    .doc(`availability/${eve.uid}`)
    .set({ userId: eve.uid, bands: { saturday: { morning: 'available' } }, updatedAt: now });
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

const signInAs = (person: { email: string }) => signInAsFacilitator(browser, person, password);
const answer = (page: Page, response: 'Available' | 'Unavailable', notes: string) =>
  answerOffer(page, title, response, notes);

let boss: Page;
const row = () => boss.locator('[data-testid^="workshop-"]', { hasText: title });

describe('offering a workshop and ranking the answers', { timeout: 180_000 }, () => {
  it('the super admin creates a workshop and offers it to three facilitators', async () => {
    ({ page: boss } = await newPage(browser));
    await signIn(boss, 'superAdmin');
    await boss.goto(`${baseUrl()}/workshop-manager`);
    await boss.getByRole('button', { name: 'New workshop' }).click();
    const form = boss.getByRole('dialog');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Date', { exact: true }).fill(date);
    await form.getByLabel('Start time').fill('10:00');
    await form.getByLabel('End time').fill('12:00');
    await form.getByLabel('Lead contact name').fill('Olivia');
    await form.getByLabel('Lead contact e-mail').fill('olivia@example.test');
    await form.getByRole('button', { name: 'Create workshop' }).click();
    await boss.getByText('Workshop created.').waitFor({ timeout: 20_000 });

    await row().getByRole('button', { name: 'Offer', exact: true }).click();
    const dialog = boss.getByRole('dialog', { name: `Offer to facilitators: ${title}` });
    await dialog.getByText('Not offered to anyone yet').waitFor({ timeout: 20_000 });
    for (const name of [eve.name, gus.name, DEMO_ACCOUNTS.facilitator.name])
      await dialog.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
    await shot(boss, 'offers-dialog');
    await dialog.getByRole('button', { name: 'Offer to 3' }).click();
    await boss.getByText('Offered to 3 facilitators').waitFor({ timeout: 20_000 });
    // Each was e-mailed through the server's mail pipeline.
    const all = (await (await fetch(`${e2eStack().mailUrl}/messages`)).json()) as {
      to: string[];
      subject: string;
    }[];
    const sent = all.filter((m) => m.subject.startsWith(`Workshop offer: ${title}`));
    expect(sent.flatMap((m) => m.to).sort()).toEqual(
      [DEMO_ACCOUNTS.facilitator.email, eve.email, gus.email].sort(),
    );
  });

  it('Eve sees the offer in Needs Response (and her compliance warning) and answers available', async () => {
    const page = await signInAs(eve);
    await page.getByText('Your compliance record is incomplete').waitFor({ timeout: 20_000 });
    await page.getByRole('tab', { name: /Needs Response/ }).waitFor();
    await dataShown(page);
    await shot(page, 'offers-needs-response');
    await answer(page, 'Available', 'Saturdays suit me');
    await page.context().close();
  });

  it('Gus answers unavailable', async () => {
    const page = await signInAs(gus);
    await answer(page, 'Unavailable', 'Away that weekend');
    await page.context().close();
  });

  it("the organisation admin records Eve's contract and DBS check from the members list", async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'organisationAdmin');
    await page.goto(`${baseUrl()}/org-dashboard?tab=members`);
    await page.getByRole('button', { name: `Record compliance of ${eve.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Compliance: ${eve.name}` });
    await dialog.getByText('Nothing recorded yet.').waitFor();
    await dialog.getByLabel('Contract signed').check();
    await dialog.getByLabel('DBS check shared').check();
    await dialog.getByLabel('DBS certificate number (optional)').fill('0012 3456 7890');
    await shot(page, 'offers-compliance-dialog');
    await dialog.getByRole('button', { name: 'Save compliance' }).click();
    await page.getByText(`Compliance of ${eve.name} recorded.`).waitFor({ timeout: 20_000 });
    await shot(page, 'offers-compliance-recorded');
    const info = (await admin.db().doc(`Users/${eve.uid}`).get()).get('facilitatorInfo') as Record<
      string,
      unknown
    >;
    expect(info).toMatchObject({
      contractSigned: true,
      dbsNumberShared: true,
      dbsLast4: '7890',
      recordedBy: DEMO_ACCOUNTS.organisationAdmin.uid,
    });
    expect(JSON.stringify(info)).not.toContain('3456');
    await page.context().close();
  });

  it('the manager sees every answer; the assign dialog ranks Eve first, says why, and assigns her', async () => {
    await boss.reload();
    await row().getByRole('button', { name: 'Offer', exact: true }).click();
    const offers = boss.getByRole('dialog', { name: `Offer to facilitators: ${title}` });
    await offers
      .getByTestId(`answer-${gus.uid}`)
      .getByText('unavailable', { exact: true })
      .waitFor({ timeout: 20_000 });
    await offers.getByTestId(`answer-${eve.uid}`).getByText('available', { exact: true }).waitFor();
    await shot(boss, 'offers-answers');
    await offers.getByRole('button', { name: 'Close' }).click();

    await row().getByRole('button', { name: 'Assign facilitators' }).click();
    const dialog = boss.getByRole('dialog', { name: `Assign facilitators: ${title}` });
    const first = dialog.locator('[data-testid^="candidate-"]').first();
    await first.waitFor({ timeout: 20_000 });
    expect(await first.getAttribute('data-testid')).toBe(`candidate-${eve.uid}`);
    const why = await first.getByTestId('why').innerText();
    expect(why).toContain('Answered available');
    expect(why).toContain('Usually available Saturday morning');
    expect(why).toContain('Compliance complete');
    const last = dialog.locator('[data-testid^="candidate-"]').last();
    expect(await last.getAttribute('data-testid')).toBe(`candidate-${gus.uid}`);
    expect(await last.getByTestId('why').innerText()).toContain('Answered unavailable');
    await shot(boss, 'offers-ranking');
    await dialog.getByLabel(`Assign ${eve.name}`).check();
    await dialog.getByRole('button', { name: 'Save assignments' }).click();
    await boss.getByText('Facilitators assigned; confirmations sent.').waitFor({ timeout: 20_000 });
    const workshops = await admin.db().collection('workshops').where('title', '==', title).get();
    expect(workshops.docs[0]!.get('facilitatorIds')).toEqual([eve.uid]);
  });

  it("Eve's compliance warning is gone at her next sign-in", async () => {
    const page = await signInAs(eve);
    await page.getByRole('heading', { name: 'Facilitator Dashboard' }).waitFor();
    await dataShown(page);
    expect(await page.getByText('Your compliance record is incomplete').count()).toBe(0);
    await shot(page, 'offers-flag-cleared');
    await page.context().close();
  });
});

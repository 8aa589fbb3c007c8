import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { DEMO_ORG_ID, DEMO_ORG_NAME } from '../../scripts/seed/accounts';
import { everyTypeDraft } from '../../scripts/seed/feedback';
import { formDocument } from '../../src/features/feedback/builder';
import { publicWorkshopOf, zWorkshop } from '../../src/features/workshops/model';
import { axeFindings, describeFindings } from '../support/axe';
import { baseUrl, dataShown, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';
import { e2eStack } from '../support/e2e-stack';
import { answerEveryTypeForm } from '../support/feedback-answers';
import { mailQueueIdle } from '../support/mail-queue';

/**
 * After delivery, in a real browser: a super admin marks a past workshop delivered on the workshop manager,
 * linking the organisation's published form in the confirmation; the server's job e-mails the form to the
 * participant once (read back from the SMTP catcher); the participant answers on the public form page from the
 * e-mail's link, and the answer shows in the form's results. Each screen passes axe.
 */
let browser: Browser;
let page: Page;
const run = Date.now().toString(36);
const title = `Delivered walk ${run}`;
const formTitle = `After the walk ${run}`;
const participant = `wd-${run}@example.test`;
const workshopId = `wd-${run}`;
const formId = `wd-form-${run}`;
const admin = e2eAdmin();
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

interface Caught {
  to: string[];
  subject: string;
  text: string;
}
async function feedbackMails(): Promise<Caught[]> {
  const all = (await (await fetch(`${e2eStack().mailUrl}/messages`)).json()) as Caught[];
  return all.filter((m) => m.to.includes(participant) && m.subject.includes(title));
}
async function expectNoAxeFindings(where: string) {
  await dataShown(page);
  expect(describeFindings(where, await axeFindings(page))).toEqual([]);
}

beforeAll(async () => {
  // The workshop and the form as the app writes them (its own builders), through the Admin SDK.
  const now = new Date();
  const workshop = zWorkshop.parse({
    title,
    date: yesterday,
    startTime: '10:00',
    endTime: '12:00',
    duration: 2,
    address: 'Mill Lane',
    leadContact: { name: 'Olivia', email: 'olivia@example.test' },
    organisationId: DEMO_ORG_ID,
    organisationName: DEMO_ORG_NAME,
    status: 'scheduled',
    createdAt: now,
    updatedAt: now,
  });
  const db = admin.db();
  const batch = db.batch();
  batch.set(db.doc(`workshops/${workshopId}`), workshop);
  batch.set(db.doc(`publicWorkshops/${workshopId}`), publicWorkshopOf(workshop));
  batch.set(db.doc(`interest/${workshopId}_p-${run}`), {
    workshopId,
    userId: `p-${run}`,
    name: 'Robin',
    email: participant,
    canAttend: true,
    needsCoverage: false,
    notes: '',
    createdAt: now,
    updatedAt: now,
  });
  batch.set(
    db.doc(`feedbackForms/${formId}`),
    formDocument(everyTypeDraft(formTitle), {
      organisationId: DEMO_ORG_ID,
      ownerId: 'demo-orgadmin',
      status: 'published',
      at: now,
    }),
  );
  await batch.commit();
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  await signIn(page, 'superAdmin');
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

describe('a delivered workshop’s feedback form', { timeout: 180_000 }, () => {
  beforeEach(() => {
    onTestFailed(async () => {
      await shot(page, `workshop-delivered-failed-${Date.now()}`).catch(() => undefined);
    });
  });

  it('a super admin marks the past workshop delivered, linking the organisation’s form', async () => {
    await page.goto(`${baseUrl()}/workshop-manager`);
    await page.getByRole('heading', { level: 1, name: 'Workshop Manager' }).waitFor({ timeout: 30_000 });
    const row = page.getByTestId(`workshop-${workshopId}`);
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: 'Mark delivered' }).click();
    const dialog = page.getByRole('dialog', { name: `Mark “${title}” delivered?` });
    await dialog.getByText('No feedback form is linked to this workshop', { exact: false }).waitFor();
    await dialog.getByLabel('Feedback form to send').click();
    await page.getByRole('option', { name: formTitle }).click();
    await shot(page, 'workshop-delivered-dialog');
    await expectNoAxeFindings('/workshop-manager [mark delivered dialog]');
    await dialog.getByRole('button', { name: 'Mark delivered' }).click();
    await page
      .getByText('Workshop marked delivered; its feedback form goes to the participants.')
      .waitFor({ timeout: 20_000 });
    expect(await row.getAttribute('data-status')).toBe('completed');
    // The list is read again while the job runs: the row says when the form went out, to how many.
    await row
      .getByText('Feedback form sent to 1 participant on', { exact: false })
      .waitFor({ timeout: 60_000 });
    expect(await row.getByRole('button', { name: 'Mark delivered' }).count()).toBe(0);
    await shot(page, 'workshop-delivered-row');
    // The row alone, at its real size: the full page of workshops is too tall to read its words.
    await row.screenshot({ path: 'tests/e2e/__shots__/workshop-delivered-row-detail.png' });
    await expectNoAxeFindings('/workshop-manager [delivered]');
    const stored = (await admin.db().doc(`workshops/${workshopId}`).get()).data()!;
    expect(stored.feedbackRequest).toMatchObject({ state: 'sent', sent: 1, formId });
    expect((await admin.db().doc(`feedbackForms/${formId}`).get()).get('workshopId')).toBe(workshopId);
  });

  it('the participant gets the e-mail once and answers on the public form; the answer shows in the results', async () => {
    await expect.poll(async () => (await feedbackMails()).length, { timeout: 60_000 }).toBe(1);
    await mailQueueIdle(e2eStack()); // a sweep more, and the job with it: still one
    const [mail] = await feedbackMails();
    expect(await feedbackMails()).toHaveLength(1);
    const link = /https?:\/\/\S+\/feedback\/\S+/.exec(mail!.text)?.[0];
    // The link is to the configured app origin (the server's APP_ORIGIN): its path is the form's public page.
    const path = new URL(link!).pathname;
    expect(path).toBe(`/feedback/${formId}`);

    const visitor = await browser.newContext();
    const p = await visitor.newPage();
    await p.goto(`${baseUrl()}${path}`);
    await p.getByRole('heading', { level: 1, name: formTitle }).waitFor({ timeout: 30_000 });
    await answerEveryTypeForm(p, `Great ${run}`);
    await shot(p, 'workshop-delivered-public-form');
    expect(describeFindings('/feedback/:id', await axeFindings(p))).toEqual([]);
    await p.getByRole('button', { name: 'Send answers' }).click();
    await p.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor({ timeout: 30_000 });
    await visitor.close();

    // The results, as the organisation's admin reads them (their one organisation is chosen for them).
    ({ page } = await newPage(browser));
    await signIn(page, 'organisationAdmin');
    await page.goto(`${baseUrl()}/feedback-forms?results=${formId}`);
    await page.getByRole('heading', { name: `Results: ${formTitle}` }).waitFor({ timeout: 30_000 });
    await page.getByTestId('results-count').getByText('1 of 1 response').waitFor({ timeout: 20_000 });
    await page.getByText(`Great ${run}`).first().waitFor({ timeout: 20_000 });
    await shot(page, 'workshop-delivered-results');
    await expectNoAxeFindings('/feedback-forms results');
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../../scripts/seed/accounts';
import { userRecord } from '../../scripts/seed/users';
import { everyTypeDraft } from '../../scripts/seed/feedback';
import { complianceRecordOf } from '../../src/features/compliance/model';
import { formDocument } from '../../src/features/feedback/builder';
import { WEEKDAYS } from '../../src/features/workshops/model';
import { audit } from '../support/accessibility';
import { baseUrl, dataShown, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';
import { e2eStack } from '../support/e2e-stack';
import { answerEveryTypeForm } from '../support/feedback-answers';
import { mailQueueIdle } from '../support/mail-queue';
import { answerOffer, signInAsFacilitator } from '../support/offers';
import { PHONE } from '../support/phone-layout';

/**
 * The whole workshop loop, from a school's booking to a delivered workshop, in one browser run: a school books
 * signed out on a phone; the request is in the inbox; staff create the workshop from it and offer it to three
 * facilitators; two answer (one unavailable); the assign dialog ranks the available, compliant one first and
 * says why; assigning sends the facilitator's confirmation, and the request's "scheduled" reply reaches the
 * school; a participant registers interest and finds the workshop on their dashboard; staff mark it delivered and
 * its feedback form goes to the participant once; their answer shows in the form's results and the analytics
 * funnel.
 *
 * The workshop is dated today: it is still open to interest, and staff may already mark it delivered.
 */
let browser: Browser;
const admin = e2eAdmin();
const run = Date.now().toString(36);
const school = `Loop school ${run}`;
const title = `${school} workshop`;
const contact = { name: 'Lena Loop', email: `lena-${run}@example.test` };
const password = 'e2e-loop-123';
const ivy = { uid: `e2e-ivy-${run}`, email: `ivy-${run}@e2e.test`, name: `Ivy Available ${run}` };
const una = { uid: `e2e-una-${run}`, email: `una-${run}@e2e.test`, name: `Una Away ${run}` };
const today = new Date().toISOString().slice(0, 10);
const weekday = WEEKDAYS[(new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7]!;
const Weekday = weekday[0]!.toUpperCase() + weekday.slice(1);

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}
async function mails(subjectPart: string): Promise<CaughtMail[]> {
  const all = (await (await fetch(`${e2eStack().mailUrl}/messages`)).json()) as CaughtMail[];
  return all.filter((m) => m.subject.includes(subjectPart));
}

beforeAll(async () => {
  browser = await launchBrowser();
  // Two facilitators of the demo organisation, written as the seed writes its people: Ivy has a complete
  // compliance record (recorded by the organisation admin) and is usually free on this weekday's mornings.
  const now = new Date();
  const orgAdmin = DEMO_ACCOUNTS.organisationAdmin;
  const compliant = {
    ...complianceRecordOf(
      {
        contractSigned: true,
        contractSignedOn: today,
        dbsNumberShared: true,
        dbsSharedOn: today,
        dbsNumber: '009988776655',
      },
      null,
      { uid: orgAdmin.uid, name: orgAdmin.name, organisationId: DEMO_ORG_ID },
    ),
    recordedAt: now,
  };
  for (const p of [ivy, una]) {
    await admin.auth().createUser({ uid: p.uid, email: p.email, password, displayName: p.name });
    const extra = p === ivy ? { facilitatorInfo: compliant } : {};
    const record = userRecord(p, ['facilitator'], now, extra);
    await admin.db().doc(`Users/${p.uid}`).set(record);
    await admin
      .db()
      .doc(`Organisations/${DEMO_ORG_ID}/members/${p.uid}`)
      .set(record.Organisations[DEMO_ORG_ID]!);
  }
  await admin.db().doc(`Organisations/${DEMO_ORG_ID}/facilitatorCompliance/${ivy.uid}`).set(compliant);
  // The organisation's post-workshop form, published, as the form builder writes it.
  await admin
    .db()
    .doc(`feedbackForms/${formId}`)
    .set(
      formDocument(everyTypeDraft(formTitle), {
        organisationId: DEMO_ORG_ID,
        ownerId: orgAdmin.uid,
        status: 'published',
        at: now,
      }),
    );
  await admin
    .db()
    .doc(`availability/${ivy.uid}`)
    .set({ userId: ivy.uid, bands: { [weekday]: { morning: 'available' } }, updatedAt: now });
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

async function answer(person: { email: string }, response: 'Available' | 'Unavailable', notes: string) {
  const page = await signInAsFacilitator(browser, person, password);
  await answerOffer(page, title, response, notes);
  await page.context().close();
}

let staff: Page;
let member: Page;
const myCard = () => member.locator('[data-testid="my-workshop"]', { hasText: title });
const formId = `loop-form-${run}`;
const formTitle = `After the loop workshop ${run}`;

async function feedbackMails(): Promise<CaughtMail[]> {
  return (await mails(title)).filter(
    (m) => m.to.includes(DEMO_ACCOUNTS.member.email) && !m.subject.startsWith('Workshop interest'),
  );
}

/** The "Feedback responses" step of the funnel as the analytics page shows it. */
async function feedbackResponsesShown(page: Page): Promise<number> {
  const row = page.getByRole('table', { name: 'Funnel', exact: true }).locator('tbody tr', {
    hasText: 'Feedback responses',
  });
  await row.waitFor({ timeout: 30_000 });
  return Number(await row.locator('td').nth(1).textContent());
}
const workshopRow = () => staff.locator('[data-testid^="workshop-"]', { hasText: title });

describe('from a booking to a delivered workshop', { timeout: 180_000 }, () => {
  it('a school books signed out, on a phone', async () => {
    const { page, context } = await newPage(browser);
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl()}/workshop-booking/${DEMO_ORG_ID}`);
    await page.getByLabel('Organisation name').fill(school);
    await page.getByLabel('Organisation type').fill('School');
    await page.getByLabel('Participants').fill('28');
    await page.getByLabel('Preferred date').fill(today);
    await page.getByLabel('Contact name').fill(contact.name);
    await page.getByLabel('Contact e-mail').fill(contact.email);
    await shot(page, 'loop-booking-phone');
    await page.getByRole('button', { name: 'Send booking request' }).click();
    await page.getByText('your booking request was sent').waitFor({ timeout: 20_000 });
    await context.close();
    // The school is told the request arrived, through the server's mail pipeline.
    await expect
      .poll(
        async () => (await mails('We received your')).filter((m) => m.to.includes(contact.email)).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
  });

  it('staff find it in the inbox and create the workshop from it', async () => {
    ({ page: staff } = await newPage(browser));
    await signIn(staff, 'superAdmin');
    await staff.goto(`${baseUrl()}/workshop-manager`);
    await staff.getByRole('tab', { name: 'Requests' }).click();
    const row = staff.locator('[data-testid^="request-"]', { hasText: school });
    await row.waitFor({ timeout: 20_000 });
    expect(await row.getAttribute('data-status')).toBe('new');
    await row.getByRole('button', { name: school }).click();
    const request = staff.getByRole('dialog', { name: school });
    await request.getByRole('button', { name: 'Create workshop from request' }).click();
    const form = staff.getByRole('dialog', { name: 'New workshop' });
    expect(await form.getByLabel('Date', { exact: true }).inputValue()).toBe(today);
    expect(await form.getByLabel('Lead contact e-mail').inputValue()).toBe(contact.email);
    await form.getByRole('button', { name: 'Create workshop' }).click();
    await form.waitFor({ state: 'detached', timeout: 20_000 });
    await expect
      .poll(() => request.getByTestId('request-status').textContent(), { timeout: 20_000 })
      .toBe('Scheduled');
    await request.getByRole('button', { name: 'Close' }).click();
  });

  it('they offer it to three facilitators, each e-mailed', async () => {
    await staff.getByRole('tab', { name: 'Workshops' }).click();
    await workshopRow().getByRole('button', { name: 'Offer', exact: true }).click();
    const dialog = staff.getByRole('dialog', { name: `Offer to facilitators: ${title}` });
    await dialog.getByText('Not offered to anyone yet').waitFor({ timeout: 20_000 });
    for (const name of [ivy.name, una.name, DEMO_ACCOUNTS.facilitator.name])
      await dialog.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
    await dialog.getByRole('button', { name: 'Offer to 3' }).click();
    // The offers' e-mails go out in the request, and a cold e-mail function can take a while on a busy machine.
    await staff.getByText('Offered to 3 facilitators').waitFor({ timeout: 45_000 });
    await expect
      .poll(async () => (await mails(`Workshop offer: ${title}`)).flatMap((m) => m.to).sort(), {
        timeout: 30_000,
      })
      .toEqual([DEMO_ACCOUNTS.facilitator.email, ivy.email, una.email].sort());
  });

  it('two answer: Ivy available, Una unavailable', async () => {
    await answer(ivy, 'Available', 'Happy to lead it');
    await answer(una, 'Unavailable', 'Away that day');
  });

  it('the ranking puts Ivy first and says why; assigning her e-mails her and tells the school', async () => {
    await staff.reload();
    await workshopRow().getByRole('button', { name: 'Assign facilitators' }).click();
    const dialog = staff.getByRole('dialog', { name: `Assign facilitators: ${title}` });
    const candidates = dialog.locator('[data-testid^="candidate-"]');
    await candidates.first().waitFor({ timeout: 20_000 });
    expect(await candidates.first().getAttribute('data-testid')).toBe(`candidate-${ivy.uid}`);
    const why = await candidates.first().getByTestId('why').innerText();
    expect(why).toContain('Answered available');
    expect(why).toContain(`Usually available ${Weekday} morning`);
    expect(why).toContain('Compliance complete');
    expect(await candidates.last().getAttribute('data-testid')).toBe(`candidate-${una.uid}`);
    expect(await candidates.last().getByTestId('why').innerText()).toContain('Answered unavailable');
    await dataShown(staff);
    await shot(staff, 'loop-ranking');
    expect(await audit(staff, '/workshop-manager [assign dialog]')).toEqual([]);
    await dialog.getByLabel(`Assign ${ivy.name}`).check();
    await dialog.getByRole('button', { name: 'Save assignments' }).click();
    await staff.getByText('Facilitators assigned; confirmations sent.').waitFor({ timeout: 45_000 });

    await expect
      .poll(async () => (await mails(`Workshop assignment: ${title}`)).map((m) => m.to), { timeout: 30_000 })
      .toEqual([[ivy.email]]);
    await expect
      .poll(async () => (await mails(`Your workshop is scheduled: ${title}`)).map((m) => m.to), {
        timeout: 30_000,
      })
      .toEqual([[contact.email]]);
  });

  it('a participant registers interest and sees the workshop on their dashboard', async () => {
    ({ page: member } = await newPage(browser));
    await signIn(member, 'member');
    await member.goto(`${baseUrl()}/participant-dashboard`);
    await member.getByRole('button', { name: `Show interest in ${title}` }).click();
    await member.getByLabel('Notes').fill('Our class will come');
    await member.getByRole('button', { name: 'Send interest' }).click();
    await member.getByText('your interest was sent').waitFor({ timeout: 40_000 });
    const card = myCard();
    await card.waitFor({ timeout: 20_000 });
    expect(await card.getAttribute('data-standing')).toBe('upcoming');
    expect(await card.innerText()).toContain('Our class will come');
    await shot(member, 'loop-participant-dashboard');
  });

  it('staff mark it delivered: its feedback form goes to the participant once', async () => {
    await staff.reload();
    await workshopRow().getByRole('button', { name: 'Mark delivered' }).click({ timeout: 20_000 });
    const dialog = staff.getByRole('dialog', { name: `Mark “${title}” delivered?` });
    await dialog.getByLabel('Feedback form to send').click();
    await staff.getByRole('option', { name: formTitle }).click();
    await dialog.getByRole('button', { name: 'Mark delivered' }).click();
    await staff
      .getByText('Workshop marked delivered; its feedback form goes to the participants.')
      .waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await feedbackMails()).length, { timeout: 60_000 }).toBe(1);
    await mailQueueIdle(e2eStack()); // the job runs again with the sweep: still one
    expect(await feedbackMails()).toHaveLength(1);
    await workshopRow()
      .getByText('Feedback form sent to 1 participant on', { exact: false })
      .waitFor({ timeout: 60_000 });
    await shot(staff, 'loop-delivered');
    await member.reload();
    await expect.poll(() => myCard().getAttribute('data-standing'), { timeout: 20_000 }).toBe('delivered');
  });

  it('the participant answers; the answer shows in the form’s results and in the analytics funnel', async () => {
    const analytics = (await newPage(browser)).page;
    await signIn(analytics, 'organisationAdmin');
    await analytics.goto(`${baseUrl()}/crm-analytics`);
    await analytics.getByRole('heading', { level: 1, name: 'CRM Analytics' }).waitFor({ timeout: 30_000 });
    const before = await feedbackResponsesShown(analytics);

    const [mail] = await feedbackMails();
    const path = new URL(/https?:\/\/\S+\/feedback\/\S+/.exec(mail!.text)![0]).pathname;
    expect(path).toBe(`/feedback/${formId}`);
    const visitor = await browser.newContext();
    const p = await visitor.newPage();
    await p.goto(`${baseUrl()}${path}`);
    await p.getByRole('heading', { level: 1, name: formTitle }).waitFor({ timeout: 30_000 });
    await answerEveryTypeForm(p, `Loved it ${run}`);
    await p.getByRole('button', { name: 'Send answers' }).click();
    await p.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor({ timeout: 30_000 });
    await visitor.close();

    await analytics.goto(`${baseUrl()}/feedback-forms?results=${formId}`);
    await analytics.getByTestId('results-count').getByText('1 of 1 response').waitFor({ timeout: 30_000 });
    await analytics.getByText(`Loved it ${run}`).first().waitFor({ timeout: 20_000 });
    await shot(analytics, 'loop-feedback-results');

    // The analytics job refreshes this week's figures about once a minute.
    await analytics.goto(`${baseUrl()}/crm-analytics`);
    await expect
      .poll(
        async () => {
          await analytics.reload();
          return feedbackResponsesShown(analytics);
        },
        { timeout: 150_000, interval: 10_000 },
      )
      .toBeGreaterThanOrEqual(before + 1);
    await analytics
      .getByRole('img', { name: /^Funnel: Count \d+/ })
      .locator('svg')
      .first()
      .waitFor({ timeout: 20_000 });
    await shot(analytics, 'loop-analytics');
  }, 300_000);
});

import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { FEEDBACK_FIELD_LABELS, type FeedbackFieldType } from '../../src/features/feedback/model';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';
import { e2eStack } from '../support/e2e-stack';
import { allowPageProblems } from '../support/page-problems';

/**
 * The feedback loop in a real browser: the organisation admin builds a form with every question type and
 * publishes it; a visitor answers it signed out on a phone, meets the field errors, and has a failed save kept
 * on screen for a retry; the owner's notice arrives in the SMTP catcher; the results show and export.
 */
let browser: Browser;
const run = Date.now().toString(36);
const title = `Workshop feedback ${run}`;
const owner = DEMO_ACCOUNTS.organisationAdmin;
const admin = e2eAdmin();

const QUESTIONS: { type: FeedbackFieldType; label: string; required?: boolean; options?: string[] }[] = [
  { type: 'shortText', label: 'Name', required: true },
  { type: 'longText', label: 'Comments' },
  { type: 'email', label: 'Email address' },
  { type: 'number', label: 'Age' },
  { type: 'date', label: 'Visit date' },
  { type: 'rating', label: 'Overall rating', required: true },
  { type: 'recommendation', label: 'Recommend to a friend' },
  { type: 'singleChoice', label: 'Best part', options: ['Walk', 'Recording'] },
  { type: 'multipleChoice', label: 'Heard about it', options: ['School', 'Poster'] },
  { type: 'yesNo', label: 'Come again' },
  { type: 'consent', label: 'I agree to be quoted', required: true },
];

interface Caught {
  to: string[];
  subject: string;
  text: string;
}
async function mailsTo(address: string): Promise<Caught[]> {
  const all = (await (await fetch(`${e2eStack().mailUrl}/messages`)).json()) as Caught[];
  return all.filter((m) => m.to.includes(address));
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

// Eleven questions typed on a 2-core machine shared by several runs take a while.
describe('feedback forms', { timeout: 240_000 }, () => {
  let page: Page;
  let formId = '';

  beforeEach(() => {
    // Under load a step can stall: the page as it was helps more than the timeout's message.
    onTestFailed(async () => {
      await shot(page, `feedback-failed-${Date.now()}`).catch(() => undefined);
    });
  });
  beforeAll(async () => {
    ({ page } = await newPage(browser));
    await signIn(page, 'organisationAdmin');
    await page.goto(`${baseUrl()}/feedback-forms`);
    await page.getByRole('heading', { level: 1, name: 'Feedback Forms' }).waitFor({ timeout: 30_000 });
  });

  it('builds a form with every question type, reorders by keyboard, and publishes it', async () => {
    await page.getByRole('button', { name: 'New form' }).click();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Introduction').fill('Two minutes, thank you!');
    for (const [i, q] of QUESTIONS.entries()) {
      if (i > 0) await page.getByRole('button', { name: 'Add a question' }).click();
      const row = page.getByRole('group', { name: new RegExp(`^Question ${i + 1}:`) });
      await row.getByLabel('Question', { exact: true }).fill(q.label);
      await row.getByRole('combobox', { name: 'Type' }).click();
      await page.getByRole('option', { name: FEEDBACK_FIELD_LABELS[q.type], exact: true }).click();
      if (q.required) await row.getByRole('checkbox', { name: 'Required' }).check();
      if (q.options) await row.getByLabel('Choices').fill(q.options.join('\n'));
      if (i === 2) await shot(page, 'feedback-builder-started');
    }
    // Keyboard reordering: Alt+↑ moves the last question up, Alt+↓ puts it back.
    const last = page.getByRole('group', { name: `Question ${QUESTIONS.length}: I agree to be quoted` });
    await last.getByLabel('Question', { exact: true }).press('Alt+ArrowUp');
    await page
      .getByRole('group', { name: `Question ${QUESTIONS.length - 1}: I agree to be quoted` })
      .waitFor();
    await page.keyboard.press('Alt+ArrowDown');
    await last.waitFor();
    // The preview shows the form as respondents will see it.
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: title }).waitFor();
    await preview.getByRole('group', { name: 'Overall rating *' }).waitFor();
    await shot(page, 'feedback-builder');
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page.getByText('Form published: share its link.').waitFor({ timeout: 20_000 });
    formId = new URL(page.url()).searchParams.get('form') ?? '';
    expect(formId).not.toBe('');
    const stored = (await admin.db().doc(`feedbackForms/${formId}`).get()).data()!;
    expect(stored).toMatchObject({ status: 'published', organisationId: 'demo-org', ownerId: owner.uid });
    expect(stored.fields.map((f: { type: string }) => f.type)).toEqual(QUESTIONS.map((q) => q.type));
  });

  it('shares the link and its QR code', async () => {
    await page.getByRole('button', { name: 'All forms' }).click();
    const card = page.getByRole('article', { name: title });
    await card.getByText('0 responses').waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Link to the form').inputValue()).toBe(`${baseUrl()}/feedback/${formId}`);
    await dialog.getByRole('img', { name: `QR code for the form ${title}` }).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  describe('answered signed out on a phone', () => {
    let phone: BrowserContext;
    let p: Page;
    beforeAll(async () => {
      phone = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      p = await phone.newPage();
    });
    afterAll(() => phone.close());

    it('shows each error beside its question', async () => {
      await p.goto(`${baseUrl()}/feedback/${formId}`);
      await p.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 30_000 });
      await p.getByRole('textbox', { name: 'Email address' }).fill('sam@');
      await p.getByRole('button', { name: 'Send answers' }).click();
      await p.getByText('4 questions need your attention.').waitFor();
      expect(await p.getByText('This question needs an answer').count()).toBe(1);
      await p.getByText('Choose a score').waitFor();
      await p.getByText('Tick the box to go on').waitFor();
      await p.getByText('Enter an e-mail address like name@example.com').waitFor();
      // Focus goes to the first question that needs attention.
      expect(await p.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('name');
      await shot(p, 'feedback-public-phone-errors');
    });

    it('keeps the answers through a failed save and sends them on retry', async () => {
      await p.getByRole('textbox', { name: 'Name *' }).fill('Sam');
      await p.getByRole('textbox', { name: 'Comments' }).fill('Loved the walk');
      await p.getByRole('textbox', { name: 'Email address' }).fill(`sam-${run}@example.test`);
      await p.getByRole('textbox', { name: 'Age' }).fill('11');
      await p.getByLabel('Visit date').fill('2026-11-20');
      await p.getByRole('group', { name: 'Overall rating *' }).getByLabel('4', { exact: true }).check();
      await p.getByRole('group', { name: 'Recommend to a friend' }).getByLabel('10', { exact: true }).check();
      await p.getByRole('group', { name: 'Best part' }).getByLabel('Walk').check();
      await p.getByRole('group', { name: 'Heard about it' }).getByLabel('School').check();
      await p.getByRole('group', { name: 'Come again' }).getByLabel('Yes').check();
      await p.getByRole('checkbox', { name: 'I agree to be quoted *' }).check();
      // The network drops every write until the person tries again; the Firestore SDK logs each dropped one.
      allowPageProblems(/@firebase\/firestore: .*RPC_ERROR/);
      let failing = true;
      await p.route(/documents:commit/, (route) => (failing ? route.abort() : route.continue()));
      await p.getByRole('button', { name: 'Send answers' }).click();
      await p.getByText('Your answers could not be sent.', { exact: false }).waitFor({ timeout: 30_000 });
      expect(await p.getByRole('textbox', { name: 'Name *' }).inputValue()).toBe('Sam');
      expect(await p.getByRole('checkbox', { name: 'I agree to be quoted *' }).isChecked()).toBe(true);
      await shot(p, 'feedback-public-phone-failed');
      expect((await admin.db().collection(`feedbackForms/${formId}/responses`).get()).size).toBe(0);
      failing = false;
      await p.getByRole('button', { name: 'Try again' }).click();
      await p.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor({ timeout: 30_000 });
      const saved = await admin.db().collection(`feedbackForms/${formId}/responses`).get();
      expect(saved.size).toBe(1);
      // Answers are stored under each question's key, which the builder made from its label.
      const fields = (await admin.db().doc(`feedbackForms/${formId}`).get()).data()!.fields as {
        key: string;
        label: string;
      }[];
      const keyOf = (label: string) => fields.find((f) => f.label === label)!.key;
      expect(saved.docs[0]!.data()).toMatchObject({
        organisationId: 'demo-org',
        respondentEmail: `sam-${run}@example.test`,
        answers: {
          [keyOf('Name')]: 'Sam',
          [keyOf('Overall rating')]: 4,
          [keyOf('Recommend to a friend')]: 10,
          [keyOf('Best part')]: 'Walk',
          [keyOf('Heard about it')]: ['School'],
          [keyOf('Come again')]: true,
          [keyOf('I agree to be quoted')]: true,
          [keyOf('Age')]: 11,
        },
      });
    });
  });

  it('e-mails the owner the answers', async () => {
    await expect
      .poll(
        async () =>
          (await mailsTo(owner.email)).filter((m) => m.subject === `New form submission: ${title}`).length,
        {
          timeout: 40_000,
        },
      )
      .toBe(1);
    const mail = (await mailsTo(owner.email)).find((m) => m.subject === `New form submission: ${title}`)!;
    expect(mail.text).toContain('Name: Sam');
    expect(mail.text).toContain('Overall rating: 4');
  });

  it('shows the results and exports them', async () => {
    await page.goto(`${baseUrl()}/feedback-forms?results=${formId}`);
    await page.getByRole('heading', { name: `Results: ${title}` }).waitFor({ timeout: 30_000 });
    await page.getByTestId('results-count').getByText('1 of 1 response').waitFor({ timeout: 20_000 });
    await page
      .getByRole('region', { name: 'Overall rating' })
      .getByText('Average 4 out of 5 · 1 answered')
      .waitFor();
    expect(await page.getByTestId('recommendation-score').textContent()).toBe('+100');
    await page.getByRole('region', { name: 'Comments' }).getByText('Loved the walk').waitFor();
    expect(await page.getByTestId('response-row').count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    const [header, row] = csv.trim().split('\r\n');
    expect(header).toBe(`Submitted,${QUESTIONS.map((q) => q.label).join(',')}`);
    expect(row).toContain(',Sam,Loved the walk,');
    await page
      .getByRole('img', { name: /^Overall rating: 1 0/ })
      .locator('svg')
      .first()
      .waitFor();
    await shot(page, 'feedback-results');
  });
});

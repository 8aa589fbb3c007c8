import type { Browser, BrowserContext, Page } from 'playwright-core';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from '@storytelling/shared/mail-templates';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';
import { e2eStack } from '../support/e2e-stack';

/**
 * The template editor and the unsubscribe page in a real browser, against the real functions: the super admin edits
 * a template (a kind no other end-to-end file sends, and put back to the built-in text at the end), sees the preview
 * follow, is refused an unknown variable, saves versions, sends a test to herself and reads it in the SMTP catcher,
 * restores an earlier version. Then the unsubscribe link of a test newsletter is opened on a phone: a tampered copy
 * is refused and changes nothing; the real one unsubscribes and resubscribes.
 */
const SHOTS = resolve(import.meta.dirname, '__shots__');
let browser: Browser;
const run = Date.now().toString(36);
const me = DEMO_ACCOUNTS.superAdmin;
const admin = e2eAdmin();
const KIND = 'groupWorkshopRequest';
const SAMPLE_GROUP = 'Year 9 History'; // SAMPLE_VARIABLES.groupWorkshopRequest.groupName

interface Caught {
  to: string[];
  subject: string;
  text: string;
  html: string;
  listUnsubscribe?: string;
}
async function mailsTo(address: string): Promise<Caught[]> {
  const all = (await (await fetch(`${e2eStack().mailUrl}/messages`)).json()) as Caught[];
  return all.filter((m) => m.to.includes(address));
}
/** Waits for the one caught mail to `address` whose subject contains `part`. */
async function caught(address: string, part: string): Promise<Caught> {
  await expect
    .poll(async () => (await mailsTo(address)).filter((m) => m.subject.includes(part)).length, {
      timeout: 20_000,
    })
    .toBe(1);
  return (await mailsTo(address)).find((m) => m.subject.includes(part))!;
}
/** Elements that stick out to the right of the viewport (a page that fits a phone has none). */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${Array.from(e.classList).join('.')} ${Math.round(e.getBoundingClientRect().right)}px`,
      )
      .slice(0, 8),
  );
const templateDoc = async () => (await admin.db().doc(`emailTemplates/${KIND}`).get()).data();
const suppressionCount = async () => (await admin.db().collection('suppressions').count().get()).data().count;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

describe('/email-templates', () => {
  let page: Page;
  const subject1 = `Group request ${run}: {{groupName}}`;
  const subject2 = `Group request ${run} (v2): {{groupName}}`;

  beforeAll(async () => {
    ({ page } = await newPage(browser));
    await signIn(page, 'superAdmin');
    await page.goto(`${baseUrl()}/email-templates`);
    await page.getByRole('heading', { level: 1, name: 'Email Templates' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: /^Group workshop request/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Group workshop request' }).waitFor();
  });

  it('shows the built-in template and a preview that follows every change', async () => {
    const subject = page.getByLabel('Subject', { exact: true });
    expect(await subject.inputValue()).toBe(DEFAULT_TEMPLATES[KIND].subject);
    await page.getByText('No saved versions yet').waitFor();
    await subject.fill(subject1);
    await expect
      .poll(() => page.getByTestId('preview-subject').textContent())
      .toBe(`Group request ${run}: ${SAMPLE_GROUP}`);
    const html = page.getByLabel('HTML', { exact: true });
    await html.fill(`${DEFAULT_TEMPLATES[KIND].html}<p>Run ${run} for {{groupName}}</p>`);
    const frame = page.frameLocator('iframe[title^="HTML preview"]');
    await frame.getByText(`Run ${run} for ${SAMPLE_GROUP}`).waitFor({ timeout: 10_000 });
    await shot(page, 'email-templates-editing');
  });

  it('refuses an unknown variable with the reason and writes nothing', async () => {
    await page.getByLabel('Subject', { exact: true }).fill(`Group request ${run}: {{groupNmae}}`);
    await page.getByRole('button', { name: 'Save' }).click();
    const problem = page.getByTestId('template-problem');
    await problem.waitFor();
    expect(await problem.textContent()).toMatch(
      /^Unknown variable \{\{groupNmae\}\}: Group workshop request offers /,
    );
    await shot(page, 'email-templates-refused');
    expect(await templateDoc()).toBeUndefined();
  });

  it('saves versions 1 and 2, listed newest first', async () => {
    await page.getByLabel('Subject', { exact: true }).fill(subject1);
    await page.getByTestId('template-problem').waitFor({ state: 'detached' });
    await page.getByLabel('Note for the history (optional)').fill('First edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved as version 1.').waitFor({ timeout: 15_000 });
    await page.getByLabel('Subject', { exact: true }).fill(subject2);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved as version 2.').waitFor({ timeout: 15_000 });
    expect(await templateDoc()).toMatchObject({
      kind: KIND,
      subject: subject2,
      version: 2,
      updatedBy: me.uid,
    });
    const v1 = (await admin.db().doc(`emailTemplates/${KIND}/versions/1`).get()).data();
    expect(v1).toMatchObject({ subject: subject1, version: 1, savedBy: me.uid, note: 'First edit' });
    const rows = page.getByTestId('template-version');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toMatch(/^Version 2current.* by you/);
    expect(await rows.nth(1).textContent()).toMatch(/^Version 1.* by you · First edit/);
    expect(await page.getByRole('button', { name: /^Group workshop request.*edited v2/ }).count()).toBe(1);
  });

  it('sends the unsaved draft to the signed-in user, as the SMTP catcher receives it', async () => {
    await page.getByLabel('Subject', { exact: true }).fill(`Draft ${run}: {{groupName}}`);
    await page.getByRole('button', { name: 'Send a test to myself' }).click();
    await page.getByText(`Test sent to ${me.email}.`).waitFor({ timeout: 20_000 });
    const mail = await caught(me.email, `Draft ${run}: ${SAMPLE_GROUP}`);
    expect(mail.text).toContain(`Group: ${SAMPLE_GROUP}`);
    expect(mail.html).toContain(`Run ${run} for ${SAMPLE_GROUP}`);
    await shot(page, 'email-templates-test-sent');
    await page.getByRole('button', { name: 'Discard changes' }).click();
    expect(await page.getByLabel('Subject', { exact: true }).inputValue()).toBe(subject2);
  });

  it('restores version 1 as version 3, then puts the built-in template back', async () => {
    await page.getByRole('button', { name: 'Restore version 1' }).click();
    expect(await page.getByLabel('Subject', { exact: true }).inputValue()).toBe(subject1);
    expect(await page.getByLabel('Note for the history (optional)').inputValue()).toBe('Restored version 1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved as version 3.').waitFor({ timeout: 15_000 });
    expect(await templateDoc()).toMatchObject({ subject: subject1, version: 3, note: 'Restored version 1' });
    await shot(page, 'email-templates-restored');

    await page.getByRole('button', { name: 'Reset to default' }).click();
    expect(await page.getByLabel('Subject', { exact: true }).inputValue()).toBe(
      DEFAULT_TEMPLATES[KIND].subject,
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved as version 4.').waitFor({ timeout: 15_000 });
    expect(await templateDoc()).toMatchObject({
      ...DEFAULT_TEMPLATES[KIND],
      version: 4,
      note: 'Reset to default',
    });
  });

  it("asks before the browser's Forward button leaves unsaved changes: Cancel keeps the draft", async () => {
    // An in-app page to move to through the history: the start page, then Back here (nothing to block yet).
    await page.locator('header a[href="/"]').click();
    await page.waitForURL((url) => url.pathname !== '/email-templates');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Email Templates' }).waitFor();
    const subject = page.getByLabel('Subject', { exact: true });
    await subject.fill(`Unsaved ${run}`);
    const leaving = page.getByRole('dialog', { name: 'Leave without saving?' });
    await page.evaluate(() => history.forward());
    await leaving.waitFor();
    await shot(page, 'email-templates-leave-unsaved');
    expect(new URL(page.url()).pathname).toBe('/email-templates');
    await leaving.getByRole('button', { name: 'Cancel' }).click();
    await leaving.waitFor({ state: 'detached' });
    expect(await subject.inputValue()).toBe(`Unsaved ${run}`);
    expect(new URL(page.url()).pathname).toBe('/email-templates');

    await page.evaluate(() => history.forward());
    await leaving.getByRole('button', { name: 'Leave and discard' }).click();
    await page.waitForURL((url) => url.pathname !== '/email-templates');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Email Templates' }).count()).toBe(0);
  });

  it('fits a phone', async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const p = await phone.newPage();
      await signIn(p, 'superAdmin');
      await p.goto(`${baseUrl()}/email-templates`);
      await p.getByRole('heading', { level: 2, name: 'Form submission notice' }).waitFor({ timeout: 20_000 });
      expect(await overflowing(p)).toEqual([]);
      await p.frameLocator('iframe[title^="HTML preview"]').getByText('form was submitted').waitFor();
      await p.getByText('No saved versions yet').waitFor();
      await shot(p, 'email-templates-phone');
      // A full-page capture of a phone leaves the sandboxed frame blank; the preview itself, as a person sees it:
      const preview = p.getByRole('region', { name: 'Preview' });
      await preview.scrollIntoViewIfNeeded();
      await preview.screenshot({ path: `${SHOTS}/email-templates-phone-preview.png` });
    } finally {
      await phone.close();
    }
  });
});

describe('/unsubscribe', () => {
  let link = '';
  let phone: BrowserContext;
  const firebaseRequests: string[] = [];

  beforeAll(async () => {
    const { firestoreHost, authHost } = e2eStack();
    phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    phone.on('request', (r) => {
      if (r.url().includes(firestoreHost) || r.url().includes(authHost)) firebaseRequests.push(r.url());
    });
  });
  afterAll(() => phone?.close());

  it('a test of the newsletter (marketing) carries an unsubscribe link and the List-Unsubscribe header', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'superAdmin');
    await page.goto(`${baseUrl()}/email-templates`);
    await page.getByRole('button', { name: /^Newsletter layout/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Newsletter layout' }).waitFor({ timeout: 20_000 });
    await page.getByLabel('Subject', { exact: true }).fill(`Newsletter ${run} from {{organisationName}}`);
    await page.getByRole('button', { name: 'Send a test to myself' }).click();
    await page.getByText(`Test sent to ${me.email}.`).waitFor({ timeout: 20_000 });
    const mail = await caught(me.email, `Newsletter ${run}`);
    link = /Unsubscribe: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(link.startsWith(`${baseUrl()}/unsubscribe?token=`)).toBe(true);
    expect(mail.listUnsubscribe).toMatch(/^<https?:\/\/\S+>/);
    await context.close();
  });

  it('refuses a tampered link in words and changes nothing', async () => {
    const before = await suppressionCount();
    const url = new URL(link);
    const token = url.searchParams.get('token')!;
    const middle = Math.floor(token.length / 2);
    url.searchParams.set(
      'token',
      token.slice(0, middle) + (token[middle] === 'A' ? 'B' : 'A') + token.slice(middle + 1),
    );
    const page = await phone.newPage();
    await page.goto(url.toString());
    await page.getByText('This unsubscribe link is not valid.').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: /subscribe/i }).count()).toBe(0);
    expect(await page.locator('#main').getByText('•').count()).toBe(0);
    await shot(page, 'unsubscribe-tampered-phone');
    expect(await suppressionCount()).toBe(before);
    await page.close();
  });

  it('unsubscribes and resubscribes from the real link on a phone, without Firebase', async () => {
    const before = await suppressionCount();
    const page = await phone.newPage();
    await page.goto(link);
    await page
      .getByRole('heading', { level: 1, name: 'Unsubscribe from our newsletters' })
      .waitFor({ timeout: 15_000 });
    expect(await page.getByText(/^s\S*•\S*@demo\.test$/).count()).toBe(1);
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'unsubscribe-phone');

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('You are unsubscribed');
    expect(await suppressionCount()).toBe(before + 1);
    await shot(page, 'unsubscribe-done-phone');

    // Opening the link again shows the state the server keeps.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }).waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Resubscribe' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'You are subscribed again' })
      .waitFor({ timeout: 15_000 });
    expect(await suppressionCount()).toBe(before);
    await shot(page, 'unsubscribe-resubscribed-phone');
    expect(firebaseRequests).toEqual([]);
    await page.close();
  });

  it('fits a 360 px phone and a desktop', async () => {
    const small = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
    const page = await small.newPage();
    await page.goto(link);
    await page.getByRole('button', { name: 'Unsubscribe' }).waitFor({ timeout: 15_000 });
    expect(await overflowing(page)).toEqual([]);
    await small.close();
    const { page: desktop, context } = await newPage(browser);
    await desktop.goto(link);
    await desktop.getByRole('button', { name: 'Unsubscribe' }).waitFor({ timeout: 15_000 });
    await shot(desktop, 'unsubscribe-desktop');
    await context.close();
  });
});

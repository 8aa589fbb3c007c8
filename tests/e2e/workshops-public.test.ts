import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { baseUrl, launchBrowser, shot } from '../support/browser';
import { e2eStack } from '../support/e2e-stack';

/**
 * The public workshop pages in a real browser, signed out: a school books without an account and sees a
 * confirmation, and the booking e-mail reaches the SMTP catcher; a group's request meets the server's rules
 * before it is sent; the landing page sits inside the app's one <main> and footer, its "Contact us" is a mail
 * link, and it fits a 390 px phone; the public pages show no contact details of a workshop.
 */
let browser: Browser;
let page: Page;
const run = Date.now().toString(36);
const school = `Seaside Primary ${run}`;
const contact = `head-${run}@seaside.example`;
const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  browser = await launchBrowser();
  // A phone-sized visitor with no account (a fresh context: nothing signed in).
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});
type Mail = { to: string[]; subject: string; text: string };
const mails = async (subjectPart: string) =>
  ((await (await fetch(`${e2eStack().mailUrl}/messages`)).json()) as Mail[]).filter((m) =>
    m.subject.includes(subjectPart),
  );
const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

describe('public workshop pages, signed out', () => {
  it('the landing page: one main landmark, one footer, a mail link to support, no wider than the phone', async () => {
    await page.goto(`${baseUrl()}/workshop-landing`);
    await page.getByRole('heading', { name: 'Stories belong to places' }).waitFor();
    await page.getByText('Upcoming workshops').waitFor();
    await page.getByText('Memories of the Mill').first().waitFor({ timeout: 15_000 });
    expect(await page.locator('main').count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: 'Contact us about a workshop' })
        .getAttribute('href'),
    ).toBe('mailto:support@storytelling.example');
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    await shot(page, 'workshops-landing-390');
  });

  it('the public listing shows no lead contact, phone or facilitator', async () => {
    await page.getByText('Memories of the Mill').first().click();
    await page.getByRole('heading', { name: 'Memories of the Mill' }).waitFor({ timeout: 15_000 });
    const text = await page.locator('body').innerText();
    // The seed's lead contact (the demo organisation admin) and phone are on the workshop, not its listing.
    expect(text).not.toContain('01234 567890');
    expect(text).not.toContain('orgadmin@demo.test');
    expect(text).not.toContain('reception@demo.test');
    expect(await pageWidth()).toBeLessThanOrEqual(390);
  });

  it('registers interest from one workshop’s page: signs in there, comes back, sends, and is told so', async () => {
    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await visitor.goto(`${baseUrl()}/workshop-landing/demo-org/demo-ws-needs-response`);
    await visitor.getByRole('heading', { name: 'Memories of the Mill' }).waitFor({ timeout: 15_000 });
    await visitor.getByRole('link', { name: 'Sign in to register' }).click();
    await visitor.waitForURL(/\/participant-login\?from=/);
    const account = DEMO_ACCOUNTS.member;
    await visitor.getByLabel('Email').fill(account.email);
    await visitor.getByLabel('Password').fill(account.password);
    await visitor.getByRole('button', { name: /sign in/i }).click();
    await visitor.waitForURL(/\/workshop-landing\/demo-org\/demo-ws-needs-response$/, { timeout: 30_000 });
    // The registration (its request and notice) loads only here, for a signed-in person on an open workshop.
    await visitor.getByRole('button', { name: 'Register your interest' }).click();
    const dialog = visitor.getByRole('dialog');
    await dialog.getByLabel('Notes').fill(`From the landing page ${run}`);
    await dialog.getByRole('button', { name: 'Send interest' }).click();
    await visitor.getByText('Thanks — your interest was sent.').waitFor({ timeout: 20_000 });
    expect(await dialog.count()).toBe(0);
    await shot(visitor, 'workshops-landing-interest-sent');
    await expect
      .poll(async () => (await mails('Workshop interest')).filter((m) => m.text.includes(run)).length, {
        timeout: 15_000,
      })
      .toBe(1);
    await visitor.close();
  });

  it('a school books without an account: a confirmation, and the booking e-mail reaches support', async () => {
    await page.goto(`${baseUrl()}/workshop-booking`);
    await page.getByRole('heading', { name: 'Book a custom workshop' }).waitFor();
    expect(await page.getByText('Sign in to send a booking request').count()).toBe(0);
    await page.getByLabel('Organisation name').fill(school);
    await page.getByLabel('Organisation type').fill('School');
    await page.getByLabel('Participants').fill('28');
    await page.getByLabel('Preferred date').fill(date);
    await page.getByLabel('Contact name').fill('Hana Head');
    await page.getByLabel('Contact e-mail').fill(contact);
    await page.getByLabel('Contact phone').fill('01632 960001');
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Send booking request' }).click();
    await page.getByText('your booking request was sent').waitFor({ timeout: 20_000 });
    await shot(page, 'workshops-booking-signed-out');
    const sent = await mails(`Workshop booking request: ${school}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toEqual(['support@storytelling.example']);
    expect(sent[0]!.text).toContain(contact);
    expect(sent[0]!.text).toContain(date);
    expect(sent[0]!.text).toContain('01632 960001');
  });

  it('a group asks for a workshop: a contact that is not what the method says is refused, then it is sent', async () => {
    const group = `Harbour Club ${run}`;
    await page.goto(`${baseUrl()}/workshop-booking`);
    await page.getByRole('tab', { name: 'Group workshop request' }).click();
    await page.getByLabel('Group name').fill(group);
    await page.getByLabel('Group size').fill('14');
    await page.getByLabel('Contact name').fill('Gus Guide');
    await page.getByRole('radio', { name: 'Phone' }).check();
    await page.getByLabel('Contact phone').fill('call me');
    await page.getByRole('button', { name: 'Send group request' }).click();
    // The rule the server applies, in its words, before anything is sent.
    await page.getByText('Enter a phone number').waitFor();
    await shot(page, 'workshops-group-request-refused');
    await page.getByLabel('Contact phone').fill('01632 960002');
    await page.getByRole('button', { name: 'Send group request' }).click();
    await page.getByText('your group workshop request was sent').waitFor({ timeout: 20_000 });
    const sent = await mails(`Group workshop request: ${group}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('01632 960002');
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eStack } from '../support/e2e-stack';

/**
 * The workshop flow end to end in a real browser: an organisation books, the super admin creates and assigns,
 * the facilitator responds and sees it on the calendar, a participant shows interest, the facilitator sends
 * an update; every e-mail reaches the SMTP catcher and /email-management. Then with SMTP stopped the same
 * kind of step logs `failed`, the user sees the catalogue's message, and a resend once SMTP is back turns the
 * SAME entry sent.
 */
let browser: Browser;
const run = Date.now().toString(36);
const title = `Harbour stories ${run}`;
const orgName = `Harbour school ${run}`;
const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const pages: Record<string, Page> = {};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await fetch(`${e2eStack().mailUrl}/smtp/start`, { method: 'POST' });
  await browser?.close();
});

async function as(role: 'organisationAdmin' | 'superAdmin' | 'facilitator' | 'member'): Promise<Page> {
  if (!pages[role]) {
    const { page } = await newPage(browser);
    await signIn(page, role);
    pages[role] = page;
  }
  return pages[role];
}
async function mails(subjectPart: string) {
  const all = (await (await fetch(`${e2eStack().mailUrl}/messages`)).json()) as {
    to: string[];
    subject: string;
  }[];
  return all.filter((m) => m.subject.includes(subjectPart));
}
const smtp = (state: 'stop' | 'start') => fetch(`${e2eStack().mailUrl}/smtp/${state}`, { method: 'POST' });

describe('workshops end to end', () => {
  it('an organisation books a workshop; every field is checked first', async () => {
    const page = await as('organisationAdmin');
    await page.goto(`${baseUrl()}/workshop-booking`);
    await page.getByRole('button', { name: 'Send booking request' }).click();
    await shot(page, 'workshops-booking-errors');
    await expect.poll(() => page.getByText('Organisation name is required').count()).toBe(1);
    await expect.poll(() => page.getByText('Add at least one preferred date').count()).toBe(1);
    await page.getByLabel('Organisation name').fill(orgName);
    await page.getByLabel('Organisation type').fill('School');
    await page.getByLabel('Participants').fill('24');
    await page.getByLabel('Preferred date').fill(date);
    await page.getByLabel('Contact name').fill('Olivia');
    await page.getByLabel('Contact e-mail').fill('olivia@example.test');
    await page.getByRole('button', { name: 'Send booking request' }).click();
    // The form's status line: a failure reports what the person was told (a limit, the catalogue's message).
    const outcome = page.getByRole('form', { name: 'Workshop booking request' }).getByRole('status');
    await expect
      .poll(() => outcome.textContent(), { timeout: 15_000 })
      .toContain('your booking request was sent');
    await shot(page, 'workshops-booking');
    expect(await mails(`Workshop booking request: ${orgName}`)).toHaveLength(1);
  });

  it('the super admin creates the workshop and assigns the demo facilitator', async () => {
    const page = await as('superAdmin');
    await page.goto(`${baseUrl()}/workshop-manager`);
    await page.getByRole('button', { name: 'New workshop' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Date', { exact: true }).fill(date);
    await dialog.getByLabel('Start time').fill('10:00');
    await dialog.getByLabel('End time').fill('12:00');
    await dialog.getByLabel('Organisation', { exact: true }).fill(orgName);
    await dialog.getByLabel('Lead contact name').fill('Olivia');
    await dialog.getByLabel('Lead contact e-mail').fill('olivia@example.test');
    await dialog.getByRole('button', { name: 'Create workshop' }).click();
    await page.getByText('Workshop created.').waitFor({ timeout: 15_000 });
    const card = page.locator('[data-testid^="workshop-"]', { hasText: title });
    await card.getByRole('button', { name: 'Assign facilitators' }).click();
    await page.getByRole('dialog').getByLabel(`Assign ${DEMO_ACCOUNTS.facilitator.name}`).check();
    await page.getByRole('button', { name: 'Save assignments' }).click();
    await page.getByText('Facilitators assigned; confirmations sent.').waitFor({ timeout: 15_000 });
    await shot(page, 'workshops-manager');
    const sent = await mails(`Workshop assignment: ${title}`);
    expect(sent.map((m) => m.to)).toEqual([[DEMO_ACCOUNTS.facilitator.email]]);
  });

  it('the facilitator responds and sees the workshop on the calendar', async () => {
    const page = await as('facilitator');
    await page.goto(`${baseUrl()}/facilitator-dashboard`);
    const card = page.locator('.MuiCard-root', { hasText: title });
    await card.waitFor({ timeout: 15_000 });
    await card.getByRole('button', { name: 'Available', exact: true }).click();
    await page.getByText(`You responded available to ${title}.`).waitFor({ timeout: 15_000 });
    expect(await mails(`is available for ${title}`)).toHaveLength(1);
    await page.getByRole('tab', { name: 'Calendar View' }).click();
    await page.locator('[data-testid="calendar-event"]', { hasText: title }).first().waitFor();
    await shot(page, 'workshops-calendar');
  });

  it('a participant shows interest', async () => {
    const page = await as('member');
    await page.goto(`${baseUrl()}/participant-dashboard`);
    await page.getByRole('button', { name: `Show interest in ${title}` }).click();
    await page.getByLabel('Notes').fill('Looking forward');
    await page.getByRole('button', { name: 'Send interest' }).click();
    await page.getByText('your interest was sent').waitFor({ timeout: 15_000 });
    expect(
      await mails(`for ${title}`).then((m) => m.filter((x) => x.subject.startsWith('Workshop interest'))),
    ).toHaveLength(1);
  });

  it('the facilitator sends an update to participants', async () => {
    const page = await as('facilitator');
    await page.goto(`${baseUrl()}/facilitator-dashboard`);
    await page.getByRole('tab', { name: 'My Assigned Workshops' }).click();
    const card = page.locator('.MuiCard-root', { hasText: title }).first();
    await card.getByLabel(/Update to participants \(1 recipient\)/).fill('Please bring photos');
    await card.getByRole('button', { name: 'Send update' }).click();
    await card.getByText('Update sent to 1 participant.').waitFor({ timeout: 20_000 });
    await shot(page, 'workshops-participant-update-sent');
    const sent = await mails(`Update: ${title}`);
    expect(sent.map((m) => m.to)).toEqual([[DEMO_ACCOUNTS.member.email]]);
  });

  it('every workshop e-mail appears in /email-management', async () => {
    const page = await as('superAdmin');
    await page.goto(`${baseUrl()}/email-management`);
    const rows = page.locator('[data-testid="log-row"]', { hasText: title });
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(3); // assignment, interest, update
    expect(
      await page.locator('[data-testid="log-row"][data-status="sent"]', { hasText: orgName }).count(),
    ).toBeGreaterThanOrEqual(1);
    await shot(page, 'workshops-email-management');
  });

  it('with SMTP down: the spec message and a failed entry; resend after SMTP is back, same entry, no duplicate', async () => {
    const member = await as('member');
    await smtp('stop');
    try {
      await member.goto(`${baseUrl()}/participant-dashboard`);
      // Already registered: the workshop is among theirs, where they change their answer.
      await member.getByRole('button', { name: `Change my answer for ${title}` }).click();
      await member.getByLabel('I need cover').check();
      await member.getByRole('button', { name: 'Save my answer' }).click();
      await member.getByText('Failed to send workshop interest notification').waitFor({ timeout: 20_000 });
      await shot(member, 'workshops-interest-failed');
    } finally {
      await smtp('start');
    }
    const page = await as('superAdmin');
    await page.goto(`${baseUrl()}/email-management`);
    const rows = page.locator('[data-testid="log-row"]', { hasText: title });
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(4);
    // The chart's figures come from the server's counters: the failure is counted, and moves on resend.
    const totals = async () => {
      const text = await page.getByRole('heading', { name: /^Last 30 days:/ }).innerText();
      const [, sent, failed] = /(\d+) sent, (\d+) failed/.exec(text)!;
      return { sent: Number(sent), failed: Number(failed) };
    };
    const totalsBefore = await totals();
    const failed = page.locator('[data-testid="log-row"][data-status="failed"]', { hasText: title });
    expect(await failed.count()).toBe(1);
    const before = (await mails(`for ${title}`)).length;
    await failed.getByRole('button', { name: /^Resend/ }).click();
    await page.getByText('E-mail resent; the entry is now marked sent.').waitFor({ timeout: 15_000 });
    await expect
      .poll(() => page.locator('[data-testid="log-row"][data-status="failed"]', { hasText: title }).count())
      .toBe(0);
    expect(await rows.count()).toBe(4);
    expect((await mails(`for ${title}`)).length).toBe(before + 1);
    await page.reload();
    await expect
      .poll(totals, { timeout: 15_000 })
      .toEqual({ sent: totalsBefore.sent + 1, failed: totalsBefore.failed - 1 });
    await shot(page, 'workshops-resent');
  });
});

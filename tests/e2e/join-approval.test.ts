import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { axeFindings, describeFindings } from '../support/axe';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eStack } from '../support/e2e-stack';

/**
 * The approval queue from both sides, on the demo organisation (which requires approval): two people join with
 * the class code RIVER25K and see that they wait (one on a phone); the organisation admin sees the count and the
 * queue, approves one and declines the other; each gets the answer by e-mail; the approved one then signs in.
 */
let browser: Browser;
const run = Date.now().toString(36);
const ada = { name: 'Ada Applicant', email: `ada-${run}@example.test` };
const bob = { name: 'Bob Applicant', email: `bob-${run}@example.test` };

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function mailTo(address: string, timeoutMs = 60_000): Promise<{ subject: string; text: string }[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const all = (await (await fetch(`${e2eStack().mailUrl}/messages`)).json()) as {
      to: string[];
      subject: string;
      text: string;
    }[];
    const mine = all.filter((m) => m.to.some((t) => t.includes(address)));
    if (mine.length > 0 || Date.now() > until) return mine;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function join(page: Page, person: { name: string; email: string }) {
  await page.goto(`${baseUrl()}/join-org/RIVER25K`);
  await page.getByText(/approves new members/).waitFor();
  await page.getByLabel('Your name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill('secret-123');
  await page.getByRole('button', { name: /^Join / }).click();
  await page.getByTestId('waiting-for-approval').waitFor({ timeout: 20_000 });
}

describe('joining where approval is required', () => {
  it('the people joining see that they wait, with no access (desktop and phone)', async () => {
    const desktop = await newPage(browser);
    await join(desktop.page, ada);
    expect(desktop.page.url()).toMatch(/\/join-org\/RIVER25K$/);
    await shot(desktop.page, 'join-waiting-desktop');
    await desktop.context.close();

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const phone = await context.newPage();
    await join(phone, bob);
    await shot(phone, 'join-waiting-phone');
    await context.close();
  });

  it('the admin sees the count and the queue, approves one and declines the other', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'organisationAdmin');
    await page.goto(`${baseUrl()}/org-dashboard`);
    const badge = page.getByTestId('nav-join-requests');
    await badge.getByText(/^[1-9]\d*$/).waitFor({ timeout: 20_000 });
    await page.getByRole('tab', { name: /Join requests \(\d+\)/ }).click();
    const rows = page.getByTestId('join-request-row');
    await rows.filter({ hasText: ada.email }).waitFor();
    await rows.filter({ hasText: bob.email }).waitFor();
    await shot(page, 'join-requests-queue');
    // The badge's number is text inside the menu button: the button's name must hold it as a word of its own.
    expect(describeFindings('/org-dashboard with join requests waiting', await axeFindings(page))).toEqual(
      [],
    );
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByTestId('nav-count').waitFor();
    await shot(page, 'join-requests-navigation');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Approve ${ada.name}` }).click();
    await page.getByText(`${ada.name} is now a member`).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: `Decline ${bob.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Decline' }).click();
    await page.getByText(`${bob.name}’s request was declined`).waitFor({ timeout: 20_000 });
    expect(await rows.filter({ hasText: ada.email }).count()).toBe(0);
    expect(await rows.filter({ hasText: bob.email }).count()).toBe(0);
    await shot(page, 'join-requests-decided');
    await page.getByRole('tab', { name: 'Members' }).click();
    await page.getByRole('cell', { name: ada.email }).waitFor();
    await context.close();
  });

  it('each person gets the answer by e-mail from the server', async () => {
    const [yes] = await mailTo(ada.email);
    expect(yes?.subject).toBe('You can now use Riverside Heritage School');
    expect(yes?.text).toContain('approved your request to join as Student/Member');
    const [no] = await mailTo(bob.email);
    expect(no?.subject).toBe('Your request to join Riverside Heritage School');
    expect(no?.text).toContain('declined your request');
  });

  it('the approved person now signs in as a member', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl()}/loginscreen`);
    await page.getByLabel('Role').selectOption({ label: DEMO_ACCOUNTS.member.signInAs });
    await page.getByLabel('Email').fill(ada.email);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/participant-dashboard/, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Your workshops' }).waitFor({ timeout: 20_000 });
    // The dashboard as the member sees it, once its lists have loaded (not their placeholders).
    await expect.poll(() => page.locator('.MuiSkeleton-root').count(), { timeout: 30_000 }).toBe(0);
    await shot(page, 'join-approved-signed-in');
    await context.close();
  });
});

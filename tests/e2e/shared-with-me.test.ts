import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVITE_ID, DEMO_PRIVATE_PROJECT } from '../../scripts/seed/membership';
import { PASSWORD_RULE } from '../../src/kernel/password';
import { axeFindings, describeFindings } from '../support/axe';
import { baseUrl, dataShown, launchBrowser, newPage, shot } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';
import { PHONE } from '../support/phone-layout';
import { isPublished } from '../../src/features/recordings/consent';

/**
 * An invitation that leads somewhere: a visitor opens the demo invite to the private project Harbour Memories,
 * creates an account and accepts in one step, lands on Shared with me, and opens the project read only: its
 * pins on the map and its recordings, with no edit actions. Then the same person, now with an account, comes
 * back through the invite's sign-in form and is told they already have access.
 */
let browser: Browser;
const run = Date.now().toString(36);
const reader = { name: `Rosa Reader ${run}`, email: `rosa-${run}@example.test`, password: 'secret-123' };
const admin = e2eAdmin();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

async function expectNoAxeFindings(page: Page, where: string) {
  await dataShown(page);
  expect(describeFindings(where, await axeFindings(page))).toEqual([]);
}

describe('an invite to a private project', () => {
  it('takes a visitor from the invite link through a new account to the project, read only', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl()}/invite/${DEMO_INVITE_ID}`);
    await page.getByRole('button', { name: 'Create account and accept' }).click();
    // Every field says what is wrong before anything is sent, in the join page's words.
    await page.getByText('Enter your name.').waitFor();
    await page.getByText('Invalid email format').waitFor();
    await page.getByText(PASSWORD_RULE).waitFor();
    await shot(page, 'invite-new-account-errors');

    await page.getByLabel('Your name').fill(reader.name);
    await page.getByLabel('Email').fill(reader.email);
    await page.getByLabel('Password').fill(reader.password);
    await page.getByRole('button', { name: 'Create account and accept' }).click();
    await page.getByText('Invite accepted: the project is now open to you.').waitFor({ timeout: 20_000 });
    await shot(page, 'invite-accepted');

    await page.getByRole('link', { name: 'Open projects' }).click();
    await page.waitForURL(/\/shared-with-me$/);
    await page.getByRole('heading', { name: 'Shared with me' }).waitFor();
    const card = page.getByTestId('shared-project').filter({ hasText: 'Harbour Memories' });
    await card.getByText(/Read access · Shared with you · since/).waitFor();
    await expectNoAxeFindings(page, 'shared with me');
    await shot(page, 'shared-with-me-desktop');

    // The navigation lists the page for someone with something shared.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Shared with me' }).waitFor();
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'detached' });

    await card.getByRole('link').click();
    await page.waitForURL(new RegExp(`/shared-with-me/${DEMO_PRIVATE_PROJECT}$`));
    await page.getByRole('heading', { name: 'Harbour Memories', level: 1 }).waitFor();
    const pins = page.getByRole('list', { name: 'Pins of this project' });
    await pins.getByText('Lifeboat station').waitFor();
    // Every pin of the project is on the map as a marker.
    const stored = await admin.db().collection('Pins').where('project', '==', DEMO_PRIVATE_PROJECT).get();
    await page
      .locator('.leaflet-marker-icon')
      .nth(stored.size - 1)
      .waitFor();
    expect(await page.locator('.leaflet-marker-icon').count()).toBe(stored.size);
    const recordings = await admin
      .db()
      .collection('Recordings')
      .where('project', '==', DEMO_PRIVATE_PROJECT)
      .get();
    // The published recordings only: not one under review, nor one whose consent was withdrawn (the seed has
    // both here), which the rules keep from a reader anyway.
    const published = recordings.docs.filter((d) => isPublished(d.data()));
    const hidden = recordings.docs.filter((d) => !isPublished(d.data()));
    expect(hidden.some((d) => d.get('consent.withdrawnAt'))).toBe(true);
    expect(published.length).toBeGreaterThan(0);
    await page.getByTestId('recording-card').first().waitFor();
    expect(await page.getByTestId('recording-card').count()).toBe(published.length);
    for (const d of hidden)
      expect(
        await page
          .getByTestId('recording-card')
          .filter({ hasText: String(d.get('title')) })
          .count(),
      ).toBe(0);
    // Read only: none of the curators' actions.
    expect(await page.getByRole('button', { name: /^Edit|^Delete|^Add/ }).count()).toBe(0);
    await expectNoAxeFindings(page, 'shared project');
    await shot(page, 'shared-project-desktop');

    // Choosing a pin (from the list, by keyboard) shows the recordings made there.
    await pins.getByRole('button', { name: /Lifeboat station/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Recordings at Lifeboat station' }).waitFor();
    await page.getByRole('button', { name: 'Show all recordings' }).click();
    await page.getByRole('heading', { name: 'Recordings', exact: true }).waitFor();

    // The same pages at a phone's width.
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByRole('heading', { name: 'Harbour Memories', level: 1 }).waitFor();
    await page.getByTestId('recording-card').first().waitFor();
    await shot(page, 'shared-project-phone');
    await page.goto(`${baseUrl()}/shared-with-me`);
    await page.getByTestId('shared-project').first().waitFor();
    await shot(page, 'shared-with-me-phone');

    const access = await admin
      .db()
      .doc(`ProjectAccess/${DEMO_PRIVATE_PROJECT}_${await uidOf(reader.email)}`)
      .get();
    expect(access.data()).toMatchObject({ accessLevel: 'read', source: 'invite', inviteId: DEMO_INVITE_ID });
    await context.close();
  });

  it('lets the person with an account sign in on the invite page, and says they already have access', async () => {
    const { page, context } = await newPage(browser);
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl()}/invite/${DEMO_INVITE_ID}`);
    await page.getByLabel('Your name').fill(reader.name);
    await page.getByLabel('Email').fill(reader.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Create account and accept' }).click();
    await page.getByRole('alert').getByText('Incorrect password', { exact: true }).waitFor();
    await page.getByLabel('Password').fill(reader.password);
    await page.getByRole('button', { name: 'Create account and accept' }).click();
    await page.getByText('You already have access to this project.').waitFor({ timeout: 20_000 });
    await shot(page, 'invite-already-phone');
    await page.getByRole('link', { name: 'Open projects' }).click();
    await page.getByTestId('shared-project').filter({ hasText: 'Harbour Memories' }).waitFor();
    await context.close();
  });

  it('lets the reader, in no organisation, sign in later as a member and land on Shared with me', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl()}/loginscreen`);
    await page.getByLabel('Role').selectOption({ label: 'Participant / Member' });
    await page.getByLabel('Email').fill(reader.email);
    await page.getByLabel('Password').fill(reader.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/shared-with-me$/, { timeout: 20_000 });
    await page.getByTestId('shared-project').filter({ hasText: 'Harbour Memories' }).waitFor();
    await context.close();
  });

  it('names an unknown invite with the catalogue message', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl()}/invite/no-such-invite-${run}`);
    await page.getByRole('alert').getByText('Invalid access code', { exact: true }).waitFor();
    await page.getByText('This invite link is not valid.').waitFor();
    await context.close();
  });
});

async function uidOf(email: string): Promise<string> {
  return (await admin.auth().getUserByEmail(email)).uid;
}

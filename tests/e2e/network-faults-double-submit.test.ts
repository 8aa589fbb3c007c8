import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eAdmin } from '../support/e2e-admin';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';

/**
 * Double submits: a double click on a create button writes one document. The demo organisation admin
 * makes an access code, a group and a feedback form; the super admin a workshop and a message. Each check counts
 * the documents with the admin SDK. (The project create button is in network-faults.test.ts, the partners'
 * timeline in partners.test.ts.)
 */
let browser: Browser;
let orgAdmin: Page;
let superAdmin: Page;
const run = Date.now().toString(36);
const admin = e2eAdmin();
const db = () => admin.db();

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: orgAdmin } = await newPage(browser));
  await signIn(orgAdmin, 'organisationAdmin');
  ({ page: superAdmin } = await newPage(browser));
  await signIn(superAdmin, 'superAdmin');
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

/**
 * A second click's write would start with the first and end just after it: the one wait of this file (there is
 * no event for "a write that was never started"), short, before counting.
 */
const settle = (page: Page) => page.waitForTimeout(1_500);

const count = async (collection: string, field: string, value: string) =>
  (await db().collection(collection).where(field, '==', value).get()).size;

describe('double-clicked create buttons write one document', () => {
  it('an access code', async () => {
    const codes = () => count('accessCodes', 'organisationId', 'demo-org');
    const before = await codes();
    await orgAdmin.goto(`${baseUrl()}/org-dashboard`);
    await orgAdmin.getByRole('tab', { name: 'Access codes' }).click({ timeout: 30_000 });
    await orgAdmin.getByRole('combobox', { name: /^Role/ }).click();
    await orgAdmin.getByRole('option', { name: 'Student/Member' }).click();
    await orgAdmin.getByRole('button', { name: 'Create code' }).dblclick();
    await orgAdmin.getByTestId('new-code').waitFor({ timeout: 20_000 });
    await settle(orgAdmin);
    expect(await codes()).toBe(before + 1);
  });

  it('a group', async () => {
    const name = `Double ${run}`;
    await orgAdmin.getByRole('tab', { name: 'Groups' }).click();
    await orgAdmin.getByLabel('New group name').fill(name);
    await orgAdmin.getByRole('button', { name: 'Create group' }).dblclick();
    await orgAdmin.getByRole('button', { name: `Members of ${name}` }).waitFor({ timeout: 20_000 });
    await settle(orgAdmin);
    expect(await count('groups', 'name', name)).toBe(1);
    expect(await orgAdmin.getByRole('button', { name: `Members of ${name}` }).count()).toBe(1);
  });

  it('a feedback form', async () => {
    const title = `Double form ${run}`;
    await orgAdmin.goto(`${baseUrl()}/feedback-forms`);
    await orgAdmin.getByRole('button', { name: 'New form' }).click({ timeout: 30_000 });
    await orgAdmin.getByLabel('Title', { exact: true }).fill(title);
    const row = orgAdmin.getByRole('group', { name: /^Question 1:/ });
    await row.getByLabel('Question', { exact: true }).fill('Name');
    await orgAdmin.getByRole('button', { name: 'Save and publish' }).dblclick();
    await orgAdmin.getByText('Form published: share its link.').waitFor({ timeout: 20_000 });
    await settle(orgAdmin);
    expect(await count('feedbackForms', 'title', title)).toBe(1);
  });

  // The manager lists every workshop of the run: slow to draw on a loaded machine.
  it('a workshop', { timeout: 150_000 }, async () => {
    const title = `Double workshop ${run}`;
    await superAdmin.goto(`${baseUrl()}/workshop-manager`);
    await superAdmin.getByRole('button', { name: 'New workshop' }).click({ timeout: 30_000 });
    const dialog = superAdmin.getByRole('dialog');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Date', { exact: true }).fill('2030-06-01');
    await dialog.getByLabel('Start time').fill('10:00');
    await dialog.getByLabel('End time').fill('12:00');
    await dialog.getByLabel('Organisation', { exact: true }).fill('Riverside Heritage School');
    await dialog.getByLabel('Lead contact name').fill('Olivia');
    await dialog.getByLabel('Lead contact e-mail').fill('olivia@example.test');
    await dialog.getByRole('button', { name: 'Create workshop' }).dblclick();
    try {
      await superAdmin.getByText('Workshop created.').waitFor({ timeout: 30_000 });
    } finally {
      await shot(superAdmin, 'network-double-submit-workshop');
    }
    await settle(superAdmin);
    expect(await count('workshops', 'title', title)).toBe(1);
  });

  it('a message', async () => {
    const title = `Double message ${run}`;
    await superAdmin.goto(`${baseUrl()}/message-view`);
    await superAdmin.getByRole('button', { name: 'New message' }).click({ timeout: 30_000 });
    const dialog = superAdmin.getByRole('dialog', { name: 'New message' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('textbox', { name: 'Message' }).click();
    await superAdmin.keyboard.type('Bring spare batteries.');
    await dialog.getByRole('button', { name: 'Save message' }).dblclick();
    await superAdmin.getByText(`“${title}” was published.`).waitFor({ timeout: 20_000 });
    await shot(superAdmin, 'network-double-submit-message');
    await settle(superAdmin);
    expect(await count('announcements', 'title', title)).toBe(1);
  });
});

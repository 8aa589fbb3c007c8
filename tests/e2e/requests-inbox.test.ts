import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORG_ID } from '../../scripts/seed/accounts';
import { audit, PHONE } from '../support/accessibility';
import { baseUrl, dataShown, launchBrowser, newPage, shot, signIn } from '../support/browser';

/**
 * The requests inbox in a real browser: a booking filed signed out reaches the workshop manager's Requests tab,
 * becomes a workshop from the pre-filled form and reads scheduled with its workshop; a project inquiry sent from
 * /project-questionnaire reaches the project inquiry manager and is declined with a reason.
 */
let browser: Browser;
let admin: Page;
const run = Date.now().toString(36);
const school = `Quayside school ${run}`;
const date = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  browser = await launchBrowser();
  admin = (await newPage(browser)).page;
  await signIn(admin, 'superAdmin');
});
afterAll(async () => {
  await browser?.close();
});

async function openRequestsTab(page: Page) {
  await page.goto(`${baseUrl()}/workshop-manager`);
  await page.getByRole('tab', { name: 'Requests' }).click();
  await page.getByRole('table', { name: 'Requests' }).waitFor({ timeout: 20_000 });
}

describe('booking request → workshop', () => {
  it('a visitor books without signing in', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl()}/workshop-booking/${DEMO_ORG_ID}`);
    await page.getByLabel('Organisation name').fill(school);
    await page.getByLabel('Organisation type').fill('School');
    await page.getByLabel('Participants').fill('26');
    await page.getByLabel('Preferred date').fill(date);
    await page.getByLabel('Contact name').fill('Quinn');
    await page.getByLabel('Contact e-mail').fill(`quinn-${run}@example.test`);
    await page.getByRole('button', { name: 'Send booking request' }).click();
    await page.getByText('your booking request was sent').waitFor({ timeout: 20_000 });
    await context.close();
  });

  it('the request shows in the inbox, and opens with everything given', async () => {
    await openRequestsTab(admin);
    const row = admin.locator('[data-testid^="request-"]', { hasText: school });
    await row.waitFor({ timeout: 20_000 });
    expect(await row.getAttribute('data-status')).toBe('new');
    await dataShown(admin);
    await shot(admin, 'requests-inbox');
    expect(await audit(admin, '/workshop-manager [Requests tab]')).toEqual([]);
    await row.getByRole('button', { name: school }).click();
    const dialog = admin.getByRole('dialog', { name: school });
    await dialog.getByText(`quinn-${run}@example.test`).waitFor();
    await dialog.getByText(date).waitFor();
    await shot(admin, 'requests-booking-dialog');
    expect(await audit(admin, '/workshop-manager [request dialog]')).toEqual([]);
  });

  it('creates the workshop from it: the form is pre-filled, and the request reads scheduled with its workshop', async () => {
    const dialog = admin.getByRole('dialog', { name: school });
    await dialog.getByRole('button', { name: 'Create workshop from request' }).click();
    const form = admin.getByRole('dialog', { name: 'New workshop' });
    await form.waitFor();
    expect(await form.getByLabel('Date', { exact: true }).inputValue()).toBe(date);
    expect(await form.getByLabel('Lead contact e-mail').inputValue()).toBe(`quinn-${run}@example.test`);
    expect(await form.getByLabel('Title').inputValue()).toBe(`${school} workshop`);
    await shot(admin, 'requests-workshop-prefilled');
    await form.getByRole('button', { name: 'Create workshop' }).click();
    await form.waitFor({ state: 'detached', timeout: 20_000 });
    await expect
      .poll(() => dialog.getByTestId('request-status').textContent(), { timeout: 20_000 })
      .toBe('Scheduled');
    const link = await dialog.getByTestId('request-link').textContent();
    const workshopId = /Became workshop (\S+)\./.exec(link ?? '')?.[1];
    expect(workshopId).toBeTruthy();
    await shot(admin, 'requests-booking-scheduled');
    await dialog.getByRole('button', { name: 'Close' }).click();
    const row = admin.locator('[data-testid^="request-"]', { hasText: school });
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 20_000 }).toBe('scheduled');
    // The workshop names its request: it is in the workshops list under the title the form was given.
    await admin.getByRole('tab', { name: 'Workshops' }).click();
    await admin.locator(`[data-testid="workshop-${workshopId}"]`).waitFor({ timeout: 20_000 });
  });

  it('a group request shows its availability as a grid', async () => {
    await openRequestsTab(admin);
    // The seeded request is older than whatever other files filed on this stack: the newest come first, a page
    // at a time, so it is found the way staff would look for it, by its kind.
    await admin.getByLabel('Kind').click();
    await admin.getByRole('option', { name: 'Group workshop request' }).click();
    await admin.getByRole('button', { name: 'Year 9 local history club' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Year 9 local history club' });
    await dialog.getByRole('table', { name: 'Availability by weekday and time band' }).waitFor();
    await shot(admin, 'requests-group-dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });
});

describe('project inquiry → declined', () => {
  const project = `Harbour lights ${run}`;

  it('a visitor sends the questionnaire as an inquiry (desktop and phone)', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl()}/project-questionnaire`);
    await page.getByLabel('Project name (for the summary)').fill(project);
    await page.getByLabel('Hourly rate').fill('30');
    await page.getByLabel('Hours').fill('4');
    await page.getByLabel('Facilitators').fill('1');
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await page.getByText('Your name is required').waitFor();
    await shot(page, 'questionnaire-inquiry-errors');
    await page.getByLabel('Your name').fill('Rae');
    await page.getByLabel('Your e-mail').fill(`rae-${run}@example.test`);
    await page.getByRole('textbox', { name: /^Organisation/ }).fill('Harbour Trust');
    await page.getByLabel('Message').fill('A lantern walk');
    await page.setViewportSize(PHONE);
    await shot(page, 'questionnaire-inquiry-phone');
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await page.getByText('your inquiry was sent').waitFor({ timeout: 20_000 });
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'questionnaire-inquiry-sent');
    await context.close();
  });

  it('it shows in the project inquiry manager with its budget, and is declined with a reason', async () => {
    await admin.goto(`${baseUrl()}/project-inquiries`);
    const row = admin.locator('[data-testid^="request-"]', { hasText: project });
    await row.waitFor({ timeout: 20_000 });
    await dataShown(admin);
    await shot(admin, 'project-inquiries');
    await row.getByRole('button', { name: project }).click();
    const dialog = admin.getByRole('dialog', { name: project });
    await dialog.getByText('Total: £120.00').waitFor();
    await dialog.getByRole('button', { name: 'Decline…' }).click();
    await dialog.getByRole('button', { name: 'Decline and tell the requester' }).click();
    await dialog.getByText('Say why, in words for the requester').waitFor();
    await dialog.getByLabel('Reason (sent to the requester)').fill('We are fully booked this year.');
    await dialog.getByRole('button', { name: 'Decline and tell the requester' }).click();
    await expect
      .poll(() => dialog.getByTestId('request-status').textContent(), { timeout: 20_000 })
      .toBe('Declined');
    await shot(admin, 'project-inquiry-declined');
    expect(await audit(admin, '/project-inquiries [declined inquiry]')).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recording as seededRecording } from '../../scripts/seed/curation';
import { REGISTER_COLUMNS } from '../../src/features/recordings/consent';
import { consentRecordPath } from '../../src/features/recordings/consent-writes';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';

/**
 * Consent in a real browser on the seeded emulators: a recording with no consent cannot be approved (the
 * button says why), consent is recorded in its dialog and the recording published; consent is withdrawn with a
 * reason, which unpublishes it; the project's consent register shows it withdrawn and downloads it as CSV.
 */
let browser: Browser;
let page: Page;
const run = Date.now().toString(36);
const id = `e2e-consent-${run}`;
const title = `Consent story ${run}`;
const admin = e2eAdmin();
const stored = async () => (await admin.db().doc(`Recordings/${id}`).get()).data()!;
const storedRecord = async () => (await admin.db().doc(consentRecordPath(id)).get()).data()!;
const PERSONAL = [
  'consentedBy',
  'guardianName',
  'recordedBy',
  'recordedByName',
  'withdrawnBy',
  'withdrawnReason',
];
const status = (text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text }).waitFor({ timeout: 15_000 });

beforeAll(async () => {
  browser = await launchBrowser();
  await admin
    .db()
    .doc(`Recordings/${id}`)
    .set(
      seededRecording(title, 'demo-project-harbour', 1, 'demo-author-arthur', null, { status: 'pending' }, 0),
    );
  ({ page } = await newPage(browser));
  await signIn(page, 'superAdmin');
});
afterAll(async () => {
  await admin.db().doc(`Recordings/${id}`).delete();
  await admin.db().doc(consentRecordPath(id)).delete();
  await browser?.close();
  await admin.close();
});

describe('recording consent', () => {
  it('approve waits for consent; consent is recorded in its dialog, then the recording is published', async () => {
    await page.goto(`${baseUrl()}/moderation-view`);
    const card = page.getByTestId('review-card').filter({ hasText: title });
    await card.waitFor({ timeout: 20_000 });
    expect(await card.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    await card.getByText(/Approve is unavailable: No consent is recorded/).waitFor();
    await shot(page, 'consent-approve-disabled');

    await card.getByRole('button', { name: `Record consent for ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Record consent: ${title}` });
    await dialog.getByRole('button', { name: 'Save consent' }).click();
    await dialog.getByText('Enter the name of the person who consented.').waitFor();
    await dialog.getByText('Choose at least one use the contributor agreed to.').waitFor();
    await dialog.getByLabel('Contributor’s name').fill('Sam Pupil');
    await dialog.getByLabel('The contributor is under 18').check();
    await dialog.getByRole('button', { name: 'Save consent' }).click();
    await dialog.getByText(/needs a parent or guardian/).waitFor();
    await dialog.getByLabel('Parent or guardian who consented').fill('Pat Parent');
    await dialog.getByLabel('In the app').check();
    await dialog.getByLabel('In the archive').check();
    await shot(page, 'consent-dialog');
    await dialog.getByRole('button', { name: 'Save consent' }).click();
    await status(`Consent recorded for “${title}”.`);
    expect(await storedRecord()).toMatchObject({ consentedBy: 'Sam Pupil', guardianName: 'Pat Parent' });
    await card.getByText(/Consented by Sam Pupil \(under 18; guardian Pat Parent\)/).waitFor();

    await card.getByLabel('Reason').fill('Consent on file, clear audio');
    await card.getByRole('button', { name: 'Approve' }).click();
    await status(`“${title}” approved.`);
    const published = await stored();
    expect(published.moderation.status).toBe('approved');
    // Every reader of the published recording gets the whole document: its consent holds no name or account.
    expect(published.consent).toMatchObject({ contributorUnder18: true, uses: ['app', 'archive'] });
    for (const field of PERSONAL) expect(published.consent).not.toHaveProperty(field);
  });

  it('withdrawing needs a reason and unpublishes the recording at once, keeping who, when and why', async () => {
    await page.getByRole('tab', { name: 'All recordings' }).click();
    const card = page.getByTestId('recording-card').filter({ hasText: title });
    await card.waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: `Withdraw consent for ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Withdraw consent: ${title}` });
    await dialog.getByRole('button', { name: 'Withdraw consent' }).click();
    await dialog.getByText('Give the reason consent was withdrawn.').waitFor();
    await dialog.getByLabel('Reason for withdrawal').fill('The family asked for it to be removed');
    await dialog.getByRole('button', { name: 'Withdraw consent' }).click();
    await status(/Consent withdrawn for .* no longer published/);
    const after = await stored();
    // Public readers (the app, the web, walks) play only approved recordings: this one is no longer one.
    expect(after.moderation.status).toBe('pending');
    expect(after.consent.withdrawnAt).toBeDefined();
    for (const field of PERSONAL) expect(after.consent).not.toHaveProperty(field);
    expect((await storedRecord()).withdrawnReason).toBe('The family asked for it to be removed');
    await card.getByText(/Withdrawn on .* by you: The family asked for it to be removed/).waitFor();
    await shot(page, 'consent-withdrawn');

    // The organisation's history keeps who withdrew it and why, even once consent is recorded again.
    await page.goto(`${baseUrl()}/org-history`);
    await page.getByRole('combobox', { name: 'Organisation' }).click();
    await page.getByRole('option', { name: 'Riverside Heritage School', exact: true }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Consent withdrawn' })
      .filter({ hasText: `Withdrew the consent for “${title}”: The family asked for it to be removed` })
      .waitFor({ timeout: 15_000 });
    await shot(page, 'consent-withdrawn-history');
  });

  it('the register lists it as withdrawn and downloads the register as CSV', async () => {
    await page.evaluate(() => localStorage.setItem('selectedProject', 'demo-project-harbour'));
    await page.goto(`${baseUrl()}/consent-register`);
    await page.getByRole('heading', { level: 1, name: 'Consent Register' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: /^Consent withdrawn/ }).click();
    const table = page.getByRole('table', { name: 'Consent register demo-project-harbour' });
    await table.getByText(title).waitFor({ timeout: 15_000 });
    await shot(page, 'consent-register');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const lines = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(REGISTER_COLUMNS.join(','));
    const row = lines.find((l) => l.startsWith(`${id},`));
    expect(row).toContain(`${title},withdrawn,no,Sam Pupil,yes,Pat Parent,`);
    // Who recorded and who withdrew it, by name (the super admin did both here).
    expect(row).toMatch(/The family asked for it to be removed,Sam Super,Sam Super$/);
    // Only the withdrawn ones are in the download, as on screen.
    expect(lines.slice(1).every((l) => l.split(',')[2] === 'withdrawn')).toBe(true);
  });
});

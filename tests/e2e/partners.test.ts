import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ORG_ID, DEMO_ORG_NAME } from '../../scripts/seed/accounts';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';

/**
 * The partnership dashboard in a real browser. The demo organisation's admin opens her organisation as a partner,
 * adds a timeline entry (with a double click: one entry), changes its status, and prints the impact report to
 * PDF. The super admin sees every organisation (one of this run's own, without a record, as a prospect), filters
 * by status, saves the prospect as a partner and adds to its timeline. The demo partner is put back at the end.
 */
const SHOTS = resolve(import.meta.dirname, '__shots__');
let browser: Browser;
const run = Date.now().toString(36);
const admin = e2eAdmin();
const FIXTURE_ORG = `e2e-partner-${run}`;
const FIXTURE_NAME = `Willow Archive ${run}`;
let seededDemoPartner: Record<string, unknown> | undefined;
/** This run's notes on the demo school's timeline, taken off again at the end. */
const added: string[] = [];

const timelineNotes = async (orgId: string, note: string) =>
  (await admin.db().collection(`partners/${orgId}/activities`).where('note', '==', note).get()).size;

beforeAll(async () => {
  browser = await launchBrowser();
  seededDemoPartner = (await admin.db().doc(`partners/${DEMO_ORG_ID}`).get()).data();
  const at = new Date();
  await admin
    .db()
    .doc(`Organisations/${FIXTURE_ORG}`)
    .set({
      name: FIXTURE_NAME,
      type: 'archive',
      description: '',
      adminId: 'nobody',
      createdAt: at,
      updatedAt: at,
      isActive: true,
      settings: { allowAnonymousMembers: false, requireApproval: true },
      partnerLogoUrls: [],
    });
});
afterAll(async () => {
  await browser?.close();
  // Put the demo partner back as seeded, and remove this run's organisation with its partner record.
  if (seededDemoPartner) await admin.db().doc(`partners/${DEMO_ORG_ID}`).set(seededDemoPartner);
  for (const note of added) {
    const found = await admin
      .db()
      .collection(`partners/${DEMO_ORG_ID}/activities`)
      .where('note', '==', note)
      .get();
    await Promise.all(found.docs.map((d) => d.ref.delete()));
  }
  await admin.db().recursiveDelete(admin.db().doc(`partners/${FIXTURE_ORG}`));
  await admin.db().doc(`Organisations/${FIXTURE_ORG}`).delete();
  await admin.close();
});

/** Adds one entry through the add form; the button is clicked twice, as an impatient person does. */
async function addEntry(page: Page, kind: string, who: string, note: string) {
  added.push(note);
  const form = page.getByRole('form', { name: 'Add to the timeline' });
  await form.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: kind, exact: true }).click();
  await form.getByLabel('Who').fill(who);
  await form.getByLabel('Note').fill(note);
  await form.getByRole('button', { name: 'Add to timeline' }).dblclick();
  await page.getByText('Added to the timeline.').waitFor({ timeout: 20_000 });
}

describe('partnership dashboard', { timeout: 240_000 }, () => {
  let page: Page;
  beforeEach(() => {
    onTestFailed(async () => {
      await shot(page, `partners-failed-${Date.now()}`).catch(() => undefined);
    });
  });

  describe('as the organisation admin', () => {
    beforeAll(async () => {
      ({ page } = await newPage(browser));
      await signIn(page, 'organisationAdmin');
      await page.goto(`${baseUrl()}/partnership-dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Partnerships' }).waitFor({ timeout: 30_000 });
    });

    it('sees her own organisation only, as an active partner with its next action', async () => {
      const rows = page.getByTestId('partner-row');
      await rows.first().waitFor({ timeout: 30_000 });
      expect(await rows.count()).toBe(1);
      expect(await rows.first().getAttribute('data-status')).toBe('active');
      await rows.first().getByText(DEMO_ORG_NAME).waitFor();
      await shot(page, 'partners-list-org-admin');
    });

    it('adds a timeline entry once, even clicked twice, and shows it first', async () => {
      await page.getByRole('button', { name: `Open ${DEMO_ORG_NAME}` }).click();
      await page.getByRole('heading', { level: 1, name: DEMO_ORG_NAME }).waitFor({ timeout: 20_000 });
      const timeline = page.getByRole('list', { name: 'Timeline' });
      await timeline.getByTestId('timeline-entry').first().waitFor({ timeout: 20_000 });
      const before = await timeline.getByTestId('timeline-entry').count();
      const note = `Planned the summer walk with the head teacher (${run})`;
      await addEntry(page, 'Meeting', 'Olivia Admin', note);
      await timeline.getByTestId('timeline-entry').first().getByText(note).waitFor({ timeout: 20_000 });
      expect(await timeline.getByTestId('timeline-entry').count()).toBe(before + 1);
      expect(await timelineNotes(DEMO_ORG_ID, note)).toBe(1);
      const stored = (
        await admin.db().collection(`partners/${DEMO_ORG_ID}/activities`).where('note', '==', note).get()
      ).docs[0]!.data();
      expect(stored).toMatchObject({
        kind: 'meeting',
        who: 'Olivia Admin',
        createdBy: DEMO_ACCOUNTS.organisationAdmin.uid,
      });
      // The form is ready for the next entry: the note is empty, who stays.
      const form = page.getByRole('form', { name: 'Add to the timeline' });
      expect(await form.getByLabel('Note').inputValue()).toBe('');
      expect(await form.getByLabel('Who').inputValue()).toBe('Olivia Admin');
    });

    it('refuses a bad contact address on the field and keeps what was typed', async () => {
      const details = page.getByRole('form', { name: 'Partner details' });
      await details.getByLabel('Contact e-mail').fill('head at school');
      await details.getByRole('button', { name: 'Save partner' }).click();
      await details.getByText('Enter a valid e-mail address').waitFor();
      expect(await details.getByLabel('Contact e-mail').inputValue()).toBe('head at school');
      await details.getByLabel('Contact e-mail').fill('head@riverside-school.example');
    });

    it('changes the status, and the record says so', async () => {
      const details = page.getByRole('form', { name: 'Partner details' });
      await details.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Lapsed', exact: true }).click();
      await details.getByRole('button', { name: 'Save partner' }).click();
      await page.getByText(`${DEMO_ORG_NAME} saved.`).waitFor({ timeout: 20_000 });
      await expect
        .poll(async () => (await admin.db().doc(`partners/${DEMO_ORG_ID}`).get()).get('status'), {
          timeout: 10_000,
        })
        .toBe('lapsed');
      const stored = (await admin.db().doc(`partners/${DEMO_ORG_ID}`).get()).data()!;
      expect(stored.updatedBy).toBe(DEMO_ACCOUNTS.organisationAdmin.uid);
      await page.getByTestId('figure-listens').waitFor({ timeout: 20_000 });
      await shot(page, 'partners-detail-org-admin');
    });

    it('prints the impact report: controls and navigation hidden, a PDF with the figures', async () => {
      await page.getByRole('button', { name: 'Impact report' }).click();
      await page.waitForURL(/[?&]report=demo-org/);
      const report = page.getByRole('article', { name: `Impact report for ${DEMO_ORG_NAME}` });
      await report.getByTestId('figure-participants').waitFor({ timeout: 20_000 });
      await report.getByRole('img', { name: /^Partnership activity by month/ }).waitFor({ timeout: 20_000 });
      await report.locator('.MuiChartsSurface-root').first().waitFor({ timeout: 20_000 });
      await report.getByRole('img', { name: `${DEMO_ORG_NAME} logo` }).waitFor({ timeout: 20_000 });
      // The Print button asks the browser to print (window.print is replaced to record the call).
      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
      await page.getByRole('button', { name: 'Print' }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await shot(page, 'impact-report-screen');

      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('header.MuiAppBar-root').isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      expect(await page.locator('footer').isVisible()).toBe(false);
      expect(await report.isVisible()).toBe(true);
      await shot(page, 'impact-report-print');
      const pdf = resolve(SHOTS, 'impact-report.pdf');
      await page.pdf({ path: pdf, format: 'A4', printBackground: true });
      await page.emulateMedia({ media: 'screen' });
      expect(readFileSync(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(statSync(pdf).size).toBeGreaterThan(10_000);
      expect(readFileSync(pdf).includes(Buffer.from('%%EOF'))).toBe(true);
    });
  });

  describe('as the super admin', () => {
    beforeAll(async () => {
      ({ page } = await newPage(browser));
      await signIn(page, 'superAdmin');
      await page.goto(`${baseUrl()}/partnership-dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Partnerships' }).waitFor({ timeout: 30_000 });
    });

    it('sees every organisation, one without a record as a prospect, and filters by status', async () => {
      const rows = page.getByTestId('partner-row');
      await rows.first().waitFor({ timeout: 30_000 });
      const fixture = rows.filter({ hasText: FIXTURE_NAME });
      const demo = rows.filter({ hasText: DEMO_ORG_NAME });
      await fixture.waitFor();
      expect(await fixture.getAttribute('data-status')).toBe('prospect');
      await demo.waitFor();

      const filters = page.getByRole('group', { name: 'Show partners by status' });
      await filters.getByRole('button', { name: 'Prospect', exact: true }).click();
      await fixture.waitFor();
      await demo.waitFor({ state: 'detached' });
      const statuses = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
      expect(statuses.length).toBeGreaterThan(0);
      expect(new Set(statuses)).toEqual(new Set(['prospect']));
      await shot(page, 'partners-list-super-admin-prospects');

      await filters.getByRole('button', { name: 'Lapsed', exact: true }).click();
      // The demo school was made lapsed by its admin above; this run's archive is a prospect.
      await demo.waitFor();
      await fixture.waitFor({ state: 'detached' });
      await filters.getByRole('button', { name: 'All', exact: true }).click();
      await fixture.waitFor();
    });

    it('saves the prospect as an active partner and adds to its timeline', async () => {
      await page.getByRole('button', { name: `Open ${FIXTURE_NAME}` }).click();
      await page.getByRole('heading', { level: 1, name: FIXTURE_NAME }).waitFor({ timeout: 20_000 });
      await page.getByText('Nothing on the timeline yet').waitFor({ timeout: 20_000 });
      const details = page.getByRole('form', { name: 'Partner details' });
      await details.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Active', exact: true }).click();
      await details.getByLabel('Main contact').fill('Ada Keeper');
      await details.getByLabel('Contact e-mail').fill('ada@willow-archive.example');
      await details.getByLabel('Next action date').fill('2030-01-15');
      await details.getByLabel('Next action', { exact: true }).fill('Agree the loan of the photographs');
      await details.getByRole('button', { name: 'Save as partner' }).click();
      await page.getByText(`${FIXTURE_NAME} saved.`).waitFor({ timeout: 20_000 });
      const stored = (await admin.db().doc(`partners/${FIXTURE_ORG}`).get()).data()!;
      expect(stored).toMatchObject({
        organisationId: FIXTURE_ORG,
        status: 'active',
        type: 'archive',
        mainContact: { name: 'Ada Keeper', email: 'ada@willow-archive.example', phone: '' },
        nextActionDate: '2030-01-15',
        nextAction: 'Agree the loan of the photographs',
        updatedBy: DEMO_ACCOUNTS.superAdmin.uid,
      });

      const note = `Called about the photographs (${run})`;
      await addEntry(page, 'Call', 'Sam Super', note);
      const timeline = page.getByRole('list', { name: 'Timeline' });
      await timeline.getByTestId('timeline-entry').first().getByText(note).waitFor({ timeout: 20_000 });
      expect(await timelineNotes(FIXTURE_ORG, note)).toBe(1);
      await shot(page, 'partners-detail-super-admin');

      await page.getByRole('button', { name: 'All partners' }).click();
      const row = page.getByTestId('partner-row').filter({ hasText: FIXTURE_NAME });
      await expect.poll(() => row.getAttribute('data-status'), { timeout: 20_000 }).toBe('active');
    });
  });
});

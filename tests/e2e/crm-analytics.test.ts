import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { analyticsYearPath } from '@storytelling/shared/analytics';
import { DEMO_ORG_ID } from '../../scripts/seed/accounts';
import { DEMO_PARTNER_ORG_ID, DEMO_PARTNER_ORG_NAME } from '../../scripts/seed/analytics';
import {
  customPeriod,
  funnelOf,
  presetPeriod,
  totalOf,
  weeksInPeriod,
  yearsOfPeriod,
  type Period,
} from '../../src/features/analytics/model';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';

/**
 * /crm-analytics on the seeded demo year: an organisation admin and a super admin change the period and see the
 * figures follow (checked against the stored counters), then download a table as CSV and read it back.
 */
let browser: Browser;
const admin = e2eAdmin();

/** What the dashboard should show for a period: the stored counters, summed as the model does. */
async function expectedFunnel(orgId: string, period: Period) {
  const stored = new Map<string, unknown>();
  for (const year of yearsOfPeriod(period)) {
    const snap = await admin.db().doc(analyticsYearPath(orgId, year)).get();
    for (const [k, v] of Object.entries((snap.get('weeks') ?? {}) as Record<string, unknown>))
      stored.set(k, v);
  }
  const weeks = weeksInPeriod(period, stored);
  return { weeks, funnel: funnelOf(totalOf(weeks)) };
}

/** The funnel as the page's table shows it. */
async function shownFunnel(page: Page): Promise<[string, number][]> {
  const table = page.getByRole('table', { name: 'Funnel', exact: true });
  const rows = await table.locator('tbody tr').allTextContents();
  return Promise.all(
    rows.map(async (_, i) => {
      const cells = await table.locator('tbody tr').nth(i).locator('td').allTextContents();
      return [cells[0]!, Number(cells[1])] as [string, number];
    }),
  );
}

async function waitForFunnel(page: Page, expected: { label: string; value: number }[]) {
  const want = expected.map((s) => [s.label, s.value]);
  await expect.poll(() => shownFunnel(page), { timeout: 30_000 }).toEqual(want);
}

async function downloadCsv(page: Page, title: string): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download CSV: ${title}`, exact: true }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  return csv
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
}

async function choosePreset(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

describe('CRM analytics', { timeout: 240_000 }, () => {
  let page: Page;
  beforeEach(() => {
    onTestFailed(async () => {
      await shot(page, `crm-analytics-failed-${Date.now()}`).catch(() => undefined);
    });
  });

  it('an organisation admin changes the period, sees the figures change and reads the CSV back', async () => {
    ({ page } = await newPage(browser));
    await signIn(page, 'organisationAdmin');
    const now = new Date();
    await page.goto(`${baseUrl()}/crm-analytics`);
    await page.getByRole('heading', { level: 1, name: 'CRM Analytics' }).waitFor({ timeout: 30_000 });
    // No organisation picker for staff: they see their own organisation.
    expect(await page.getByRole('combobox', { name: 'Organisation' }).count()).toBe(0);

    const quarter = await expectedFunnel(DEMO_ORG_ID, presetPeriod('13w', now));
    await waitForFunnel(page, quarter.funnel);
    await page
      .getByRole('img', { name: /^Funnel: Count \d+/ })
      .locator('svg')
      .first()
      .waitFor();
    await shot(page, 'crm-analytics-org-admin-13-weeks');

    await choosePreset(page, 'Last 52 weeks');
    const year = await expectedFunnel(DEMO_ORG_ID, presetPeriod('52w', now));
    await waitForFunnel(page, year.funnel);
    const delivered = (f: typeof year.funnel) => f.find((s) => s.label === 'Workshops delivered')!.value;
    expect(delivered(year.funnel)).toBeGreaterThan(delivered(quarter.funnel));

    const funnelCsv = await downloadCsv(page, 'Funnel');
    expect(funnelCsv[0]).toEqual(['Step', 'Count']);
    expect(funnelCsv.slice(1)).toEqual(year.funnel.map((s) => [s.label, String(s.value)]));

    const subscribersCsv = await downloadCsv(page, 'Subscribers per week');
    expect(subscribersCsv[0]).toEqual(['Week', 'Gained', 'Lost']);
    expect(subscribersCsv.slice(1)).toEqual(
      year.weeks.map((w) => [w.key, String(w.figures.subscribersGained), String(w.figures.subscribersLost)]),
    );
    await shot(page, 'crm-analytics-org-admin-52-weeks');

    // Custom dates: a quarter half a year ago.
    const day = (ago: number) => new Date(now.getTime() - ago * 86_400_000).toISOString().slice(0, 10);
    await choosePreset(page, 'Custom dates');
    await page.getByLabel('From', { exact: true }).fill(day(200));
    await page.getByLabel('To', { exact: true }).fill(day(110));
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const custom = customPeriod(day(200), day(110));
    if (typeof custom === 'string') throw new Error(custom);
    const older = await expectedFunnel(DEMO_ORG_ID, custom);
    await waitForFunnel(page, older.funnel);
    const dripCsv = await downloadCsv(page, 'Drip steps completed per week');
    expect(dripCsv.slice(1).map((r) => r[0])).toEqual(older.weeks.map((w) => w.key));
    expect(dripCsv.slice(1).map((r) => Number(r[1]))).toEqual(older.weeks.map((w) => w.figures.dripSteps));

    // A period the wrong way round is refused, and the dates typed stay.
    await page.getByLabel('From', { exact: true }).fill(day(10));
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('The start date must be before the end date').waitFor();
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(day(10));
    await waitForFunnel(page, older.funnel);
    await shot(page, 'crm-analytics-org-admin-custom');
    await page.context().close();
  });

  it('a super admin picks the partner organisation, changes the period and reads the CSV back', async () => {
    ({ page } = await newPage(browser));
    await signIn(page, 'superAdmin');
    const now = new Date();
    await page.goto(`${baseUrl()}/crm-analytics`);
    await page.getByRole('heading', { level: 1, name: 'CRM Analytics' }).waitFor({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Organisation' }).click();
    await page.getByRole('option', { name: DEMO_PARTNER_ORG_NAME, exact: true }).click();
    const quarter = await expectedFunnel(DEMO_PARTNER_ORG_ID, presetPeriod('13w', now));
    await waitForFunnel(page, quarter.funnel);

    await choosePreset(page, 'Last 26 weeks');
    const half = await expectedFunnel(DEMO_PARTNER_ORG_ID, presetPeriod('26w', now));
    await waitForFunnel(page, half.funnel);
    expect(half.funnel.find((s) => s.label === 'Recordings')!.value).toBeGreaterThan(
      quarter.funnel.find((s) => s.label === 'Recordings')!.value,
    );

    const feedbackCsv = await downloadCsv(page, 'Feedback scores per week');
    expect(feedbackCsv[0]).toEqual(['Week', 'Responses', 'Average score']);
    expect(feedbackCsv).toHaveLength(half.weeks.length + 1);
    const scored = feedbackCsv.slice(1).filter((r) => r[2] !== '');
    expect(scored.length).toBeGreaterThan(0);
    for (const r of scored) expect(Number(r[2])).toBeGreaterThanOrEqual(1);
    expect(feedbackCsv.slice(1).map((r) => Number(r[1]))).toEqual(
      half.weeks.map((w) => w.figures.feedbackResponses),
    );
    const newsletterCsv = await downloadCsv(page, 'Newsletters');
    expect(newsletterCsv[0]).toEqual(['Measure', 'Value']);
    expect(newsletterCsv.map((r) => r[0])).toContain('Delivery rate (%)');
    await page
      .getByRole('img', { name: /^Feedback scores per week: Average score/ })
      .locator('svg')
      .first()
      .waitFor();
    await shot(page, 'crm-analytics-super-admin-partner');
    await page.context().close();
  });
});

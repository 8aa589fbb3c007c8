import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDayIso } from '../../src/kernel/dates';
import { axeFindings, describeFindings } from '../support/axe';
import { baseUrl, launchBrowser, shot } from '../support/browser';
import { e2eStack } from '../support/e2e-stack';

/**
 * The public booking form's preferred dates, signed out, on a desktop and a 360 px phone: date pickers that
 * offer no day before today, the message for a missing date beside its field, axe, and, once sent, the
 * acknowledgement e-mail to the address the requester gave (read back from the SMTP catcher).
 */
let browser: Browser;
const run = Date.now().toString(36);
const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
} as const;
const DATE_LABELS = ['Preferred date', 'Second choice (optional)', 'Third choice (optional)'];

type Mail = { to: string[]; subject: string; text: string };
const mailsTo = async (address: string) =>
  ((await (await fetch(`${e2eStack().mailUrl}/messages`)).json()) as Mail[]).filter((m) =>
    m.to.includes(address),
  );

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(Object.keys(SIZES) as (keyof typeof SIZES)[])('the booking form on a %s', (size) => {
  it('asks for dates with date pickers from today, says what is missing, and acknowledges the request', async () => {
    const context = await browser.newContext(SIZES[size]);
    const page = await context.newPage();
    const contact = `dates-${size}-${run}@school.example`;
    await page.goto(`${baseUrl()}/workshop-booking`);
    await page.getByRole('heading', { name: 'Book a custom workshop' }).waitFor();
    for (const label of DATE_LABELS) {
      const field = page.getByLabel(label);
      expect(await field.getAttribute('type')).toBe('date');
      // The form comes drawn at build time, which knows no today: the earliest day is set as the app takes over.
      await expect.poll(() => field.getAttribute('min')).toBe(localDayIso());
    }
    await page.getByRole('button', { name: 'Send booking request' }).click();
    await page.getByText('Add at least one preferred date').waitFor();
    expect(await page.getByLabel('Preferred date').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      SIZES[size].viewport.width,
    );
    expect(describeFindings(`/workshop-booking [${size}, errors]`, await axeFindings(page))).toEqual([]);
    await shot(page, `booking-dates-errors-${size}`);

    await page.getByLabel('Organisation name').fill(`Dates School ${size} ${run}`);
    await page.getByLabel('Organisation type').fill('School');
    await page.getByLabel('Participants').fill('20');
    await page.getByLabel('Preferred date').fill(localDayIso(new Date(Date.now() + 21 * 86_400_000)));
    await page
      .getByLabel('Second choice (optional)')
      .fill(localDayIso(new Date(Date.now() + 28 * 86_400_000)));
    await page.getByLabel('Contact name').fill('Dara Dates');
    await page.getByLabel('Contact e-mail').fill(contact);
    await shot(page, `booking-dates-filled-${size}`);
    await page.getByRole('button', { name: 'Send booking request' }).click();
    await page.getByText('your booking request was sent').waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => (await mailsTo(contact)).map((m) => m.subject), { timeout: 20_000 })
      .toContain('We received your booking request');
    await context.close();
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ORG_ID, DEMO_ORG_NAME } from '../../scripts/seed/accounts';
import { publicWorkshopOf, withFacilitators, zWorkshop } from '../../src/features/workshops/model';
import { newOffer, offerId } from '../../src/features/workshops/offer-model';
import { axeFindings, describeFindings } from '../support/axe';
import { baseUrl, dataShown, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';
import { PHONE } from '../support/phone-layout';

/**
 * Workshop history in a real browser: a participant registers interest in two upcoming workshops, the super
 * admin cancels one with a reason, and then the assigned facilitator sees it among their past and cancelled
 * workshops with the reason, and the participant sees it on their dashboard with the reason and the cancellation
 * e-mail they were sent, beside the other workshop, still to come, with their answer (which they change).
 */
let browser: Browser;
const admin = e2eAdmin();
const run = Date.now().toString(36);
const cancelled = { id: `hist-off-${run}`, title: `Lighthouse keepers ${run}` };
const upcoming = { id: `hist-on-${run}`, title: `Harbour songs ${run}` };
const offered = { id: `hist-offer-${run}`, title: `Net makers ${run}` };
const reason = `The lighthouse is closed for repairs (${run})`;
const offerReason = `Not enough boats this year (${run})`;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const f = DEMO_ACCOUNTS.facilitator;
const pages: Record<string, Page> = {};
const contexts: BrowserContext[] = [];

/** A workshop as the super admin's form writes it (same schema, same public copy), assigned to the demo facilitator. */
async function createWorkshop(id: string, title: string, date: string, assign = true) {
  const now = new Date();
  const workshop = zWorkshop.parse({
    title,
    date,
    startTime: '10:00',
    endTime: '12:00',
    duration: 2,
    address: 'Harbour Wall',
    description: 'Stories of the harbour.',
    leadContact: { name: 'Lena Lead', email: `lead-${run}@example.test`, phone: '' },
    organisationId: DEMO_ORG_ID,
    organisationName: DEMO_ORG_NAME,
    status: 'scheduled',
    ...withFacilitators(assign ? [{ userId: f.uid, name: f.name, email: f.email, type: 'primary' }] : []),
    createdAt: now,
    updatedAt: now,
  });
  const db = admin.db();
  await db.doc(`workshops/${id}`).set(workshop);
  await db.doc(`publicWorkshops/${id}`).set(publicWorkshopOf(workshop));
  return workshop;
}

/**
 * A workshop offered to the demo facilitator (not assigned), then cancelled, as the offer service and the
 * cancellation write them (same offer builder, same public projection).
 */
async function offerThenCancel() {
  const workshop = await createWorkshop(offered.id, offered.title, day(11), false);
  const db = admin.db();
  const offer = newOffer(
    { ...workshop, id: offered.id },
    { userId: f.uid, name: f.name, email: f.email },
    DEMO_ACCOUNTS.superAdmin.uid,
    new Date(),
  );
  await db.doc(`workshopOffers/${offerId(offered.id, f.uid)}`).set(offer);
  const now = new Date();
  const cancelled = {
    status: 'cancelled',
    cancellationReason: offerReason,
    cancelledAt: now,
    updatedAt: now,
  } as const;
  await db.doc(`workshops/${offered.id}`).update(cancelled);
  await db.doc(`publicWorkshops/${offered.id}`).set(publicWorkshopOf(cancelled), { merge: true });
}

async function as(role: 'superAdmin' | 'facilitator' | 'member'): Promise<Page> {
  if (!pages[role]) {
    const { context, page } = await newPage(browser);
    contexts.push(context);
    await signIn(page, role);
    pages[role] = page;
  }
  return pages[role];
}

/** The participant's card of one of their workshops. */
const myCard = (page: Page, title: string) => page.locator('[data-testid="my-workshop"]', { hasText: title });

async function expectAccessible(page: Page, where: string) {
  await dataShown(page);
  expect(describeFindings(where, await axeFindings(page))).toEqual([]);
}

/** At 360 px wide nothing reaches past the screen's right edge. */
async function fitsPhone(
  path: string,
  role: 'facilitator' | 'member',
  name: string,
  ready: (p: Page) => Promise<void>,
) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, role);
  await page.goto(`${baseUrl()}${path}`);
  await ready(page);
  await dataShown(page);
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  await shot(page, name);
  expect(scroll).toBeLessThanOrEqual(width);
}

beforeAll(async () => {
  browser = await launchBrowser();
  await createWorkshop(cancelled.id, cancelled.title, day(9));
  await createWorkshop(upcoming.id, upcoming.title, day(12));
  await offerThenCancel();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await admin.close();
});

describe('workshop history', () => {
  it('a participant registers for two workshops; each leaves the open list and shows with their answer', async () => {
    const page = await as('member');
    await page.goto(`${baseUrl()}/participant-dashboard`);
    for (const w of [cancelled, upcoming]) {
      await page.getByRole('button', { name: `Show interest in ${w.title}` }).click();
      const dialog = page.getByRole('dialog');
      if (w === cancelled) await dialog.getByLabel('I need cover').check();
      await dialog.getByLabel('Notes').fill(`Notes for ${w.title}`);
      await dialog.getByRole('button', { name: 'Send interest' }).click();
      // The first send wakes the e-mail function on a fresh stack, which can take a while on a busy machine.
      await page.getByText('your interest was sent').waitFor({ timeout: 40_000 });
      await myCard(page, w.title).waitFor({ timeout: 15_000 });
    }
    // Registered: no longer offered as "Show interest", but as "Change my answer".
    expect(await page.getByRole('button', { name: `Show interest in ${upcoming.title}` }).count()).toBe(0);
    const card = myCard(page, upcoming.title);
    await expect.poll(() => card.innerText()).toContain('Upcoming');
    expect(await card.innerText()).toContain('can attend Yes · needs cover No');
    expect(await myCard(page, cancelled.title).innerText()).toContain('needs cover Yes');
  });

  it('the super admin cancels one with a reason', async () => {
    const page = await as('superAdmin');
    await page.goto(`${baseUrl()}/workshop-manager`);
    const row = page.locator('[data-testid^="workshop-"]', { hasText: cancelled.title });
    await row.getByRole('button', { name: 'Cancel workshop' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Cancel workshop' }).click();
    await page.getByText(/^Workshop cancelled/).waitFor({ timeout: 20_000 });
    const stored = (await admin.db().doc(`publicWorkshops/${cancelled.id}`).get()).data();
    expect(stored).toMatchObject({ status: 'cancelled', cancellationReason: reason });
  });

  it('the assigned facilitator sees it among past and cancelled workshops, with the reason and the date', async () => {
    const page = await as('facilitator');
    await page.goto(`${baseUrl()}/facilitator-dashboard`);
    // The offer of a workshop cancelled since does not wait for an answer.
    await page
      .getByText('No assigned workshop needs your response')
      .or(page.getByText('Your response').first())
      .first()
      .waitFor({ timeout: 15_000 });
    await dataShown(page);
    expect(await page.locator(`[data-testid="offer-${offered.id}"]`).count()).toBe(0);
    await page.getByRole('tab', { name: 'My Assigned Workshops' }).click();
    const past = page.locator('section', { has: page.getByRole('heading', { name: 'Past and cancelled' }) });
    const card = past.locator('.MuiCard-root', { hasText: cancelled.title });
    await card.waitFor({ timeout: 15_000 });
    const text = await card.innerText();
    expect(text).toContain('Cancelled');
    expect(text).toContain(`Reason: ${reason}`);
    expect(text).toContain(`Cancelled on ${new Date().toLocaleDateString('en-GB')}`);
    // No longer offered for a response, nor among the workshops still assigned.
    expect(await card.getByRole('button', { name: 'Available', exact: true }).count()).toBe(0);
    const assigned = page.locator('section', {
      has: page.getByRole('heading', { name: 'Assigned', exact: true }),
    });
    expect(await assigned.locator('.MuiCard-root', { hasText: cancelled.title }).count()).toBe(0);
    // A workshop offered to them and cancelled before anyone was assigned: with its reason, not to be answered.
    const offer = past.locator(`[data-testid="closed-offer-${offered.id}"]`);
    expect(await offer.innerText()).toContain(`Reason: ${offerReason}`);
    expect(await page.locator(`[data-testid="offer-${offered.id}"]`).count()).toBe(0);
    // The seed's delivered workshop says so.
    await past
      .locator('.MuiCard-root', { hasText: 'High Street Then and Now' })
      .getByText('Delivered')
      .waitFor();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'workshop-history-facilitator');
    await expectAccessible(page, '/facilitator-dashboard (my assigned workshops)');
  });

  it('the participant sees it cancelled with the reason and the e-mail they were sent', async () => {
    const page = await as('member');
    const card = myCard(page, cancelled.title);
    // The cancellation e-mail goes through the mail queue: its log entry appears once it is sent.
    await expect
      .poll(
        async () => {
          await page.goto(`${baseUrl()}/participant-dashboard`);
          await card.waitFor({ timeout: 15_000 });
          return card.innerText();
        },
        { timeout: 60_000, interval: 3_000 },
      )
      .toContain(`Cancelled: ${cancelled.title}`);
    expect(await card.getAttribute('data-standing')).toBe('cancelled');
    const text = await card.innerText();
    expect(text).toContain(`Reason: ${reason}`);
    expect(text).toContain('Updates you received');
    // Closed: the answer stands as it was, with no way to change it.
    expect(await card.getByRole('button', { name: /Change my answer/ }).count()).toBe(0);
    const earlier = page.locator('section', {
      has: page.getByRole('heading', { name: 'Earlier and cancelled' }),
    });
    expect(await earlier.locator('[data-testid="my-workshop"]', { hasText: cancelled.title }).count()).toBe(
      1,
    );
    await shot(page, 'workshop-history-participant');
    await expectAccessible(page, '/participant-dashboard');
  });

  it('the participant changes their answer to a workshop still to come', async () => {
    const page = await as('member');
    const card = myCard(page, upcoming.title);
    await card.getByRole('button', { name: `Change my answer for ${upcoming.title}` }).click();
    const dialog = page.getByRole('dialog');
    // The dialog opens on the answer given before.
    await expect.poll(() => dialog.getByLabel('Notes').inputValue()).toBe(`Notes for ${upcoming.title}`);
    expect(await dialog.getByLabel('I can attend').isChecked()).toBe(true);
    await dialog.getByLabel('I need cover').check();
    await dialog.getByLabel('Notes').fill('Coming with two friends');
    await shot(page, 'workshop-history-change-answer');
    await expectAccessible(page, '/participant-dashboard (change my answer)');
    await dialog.getByRole('button', { name: 'Save my answer' }).click();
    await page.getByText('your interest was sent').waitFor({ timeout: 20_000 });
    await expect
      .poll(() => card.innerText(), { timeout: 15_000 })
      .toContain('Your notes: Coming with two friends');
    expect(await card.innerText()).toContain('needs cover Yes');
    const stored = (await admin.db().doc(`interest/${upcoming.id}_${DEMO_ACCOUNTS.member.uid}`).get()).data();
    expect(stored).toMatchObject({ needsCoverage: true, notes: 'Coming with two friends' });
  });

  it('both dashboards fit a 360 px phone', async () => {
    await fitsPhone('/participant-dashboard', 'member', 'workshop-history-participant-phone', (p) =>
      myCard(p, cancelled.title).waitFor({ timeout: 15_000 }),
    );
    await fitsPhone(
      '/facilitator-dashboard',
      'facilitator',
      'workshop-history-facilitator-phone',
      async (p) => {
        await p.getByRole('tab', { name: 'My Assigned Workshops' }).click();
        await p.locator('.MuiCard-root', { hasText: cancelled.title }).waitFor({ timeout: 15_000 });
      },
    );
  });
});

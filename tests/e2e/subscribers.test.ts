import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriberId, subscriberRecord } from '@storytelling/shared/subscribers';
import { DEMO_ORG_ID } from '../../scripts/seed/accounts';
import { DEMO_LISTS, demoSubscribers } from '../../scripts/seed/subscribers';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';
import { e2eStack } from '../support/e2e-stack';

/**
 * /subscriber-view as the demo organisation's admin: the seeded table, search, filters, add and edit, a small CSV
 * import whose bad row shows in the preview, the export; then a list's public sign-up on a phone, confirmed from
 * the link of the e-mail read back from the SMTP catcher.
 */
let browser: Browser;
const run = Date.now().toString(36);
const admin = e2eAdmin();
const seeded = demoSubscribers(new Date()).map((r) => r.doc);
const rows = (page: Page) => page.getByTestId('subscriber-row');
/** The address column of the rows shown. */
const addresses = (page: Page) => rows(page).locator('td:nth-child(2)').allTextContents();

interface Caught {
  to: string[];
  subject: string;
  text: string;
}
async function mailTo(address: string): Promise<Caught> {
  const find = async () =>
    ((await (await fetch(`${e2eStack().mailUrl}/messages`)).json()) as Caught[]).find((m) =>
      m.to.includes(address),
    );
  await expect.poll(async () => !!(await find()), { timeout: 30_000 }).toBe(true);
  return (await find())!;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

describe('/subscriber-view as an organisation admin', () => {
  let page: Page;
  let pageErrors: string[];
  beforeAll(async () => {
    ({ page, pageErrors } = await newPage(browser));
    await signIn(page, 'organisationAdmin');
    await page.goto(`${baseUrl()}/subscriber-view`);
  });
  afterAll(() => page?.context().close());

  it('shows the seeded subscribers a page at a time, with the total', async () => {
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Subscribers' }).isVisible(), {
        timeout: 30_000,
      })
      .toBe(true);
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBe(25);
    // In address order. Which addresses come first depends on the run: other browser test files add their own
    // subscribers to the demo organisation (newsletters.test.ts adds reader…@e2e-news.test).
    const first = await addresses(page);
    expect(first).toEqual([...first].sort());
    await expect
      .poll(
        async () => Number((await page.getByTestId('subscriber-total').textContent())?.replace(/\D/g, '')),
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThanOrEqual(seeded.length);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(async () => (await addresses(page))[0], { timeout: 20_000 }).not.toBe(first[0]);
    const second = await addresses(page);
    expect(second[0]! > first[first.length - 1]!).toBe(true);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await shot(page, 'subscribers-table-desktop');
  });

  it('search by address finds one; the status and list filters narrow the query', async () => {
    await page.getByRole('textbox', { name: 'Search' }).fill('Subscriber007');
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(1);
    expect(await rows(page).first().textContent()).toContain('subscriber007@demo.test');
    await page.getByRole('textbox', { name: 'Search' }).fill('');

    const bounced = seeded.filter((s) => s.status === 'bounced');
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Bounced', exact: true }).click();
    await expect
      .poll(async () => await page.getByTestId('subscriber-total').textContent(), { timeout: 20_000 })
      .toBe(`${bounced.length} subscribers`);
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(Math.min(25, bounced.length));

    const bouncedWalks = bounced.filter((s) => s.lists.includes(DEMO_LISTS.walks.id));
    await page.getByRole('combobox', { name: 'Filter by list' }).click();
    await page.getByRole('option', { name: DEMO_LISTS.walks.name, exact: true }).click();
    await expect
      .poll(async () => await page.getByTestId('subscriber-total').textContent(), { timeout: 20_000 })
      .toBe(`${bouncedWalks.length} subscribers`);
    // back to everyone
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'All statuses' }).click();
    await page.getByRole('combobox', { name: 'Filter by list' }).click();
    await page.getByRole('option', { name: 'All lists' }).click();
  });

  it('search finds a surname in the middle of a name and part of an address', async () => {
    const archers = seeded.filter((s) => s.name.includes('Archer'));
    await page.getByRole('textbox', { name: 'Search' }).fill('rcher');
    await expect
      .poll(async () => await page.getByTestId('subscriber-total').textContent(), { timeout: 20_000 })
      .toBe(`${archers.length} subscribers`);
    // the rows follow the total: every one shown is an Archer
    await expect
      .poll(
        async () => {
          const names = await rows(page).locator('td:nth-child(3)').allTextContents();
          return names.length === Math.min(25, archers.length) && names.every((n) => n.endsWith(' Archer'));
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    // the middle of the address: subscriber120 … subscriber129
    await page.getByRole('textbox', { name: 'Search' }).fill('riber12');
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(10);
    expect(await addresses(page)).toEqual(Array.from({ length: 10 }, (_, i) => `subscriber12${i}@demo.test`));
    await shot(page, 'subscribers-search-middle-desktop');
    await page.getByRole('textbox', { name: 'Search' }).fill('');
  });

  it('sorts by a column header, from the keyboard too, with aria-sort saying which way', async () => {
    const nameHeader = page.getByRole('columnheader', { name: 'Name', exact: true });
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await expect.poll(() => nameHeader.getAttribute('aria-sort'), { timeout: 10_000 }).toBe('ascending');
    expect(
      await page.getByRole('columnheader', { name: 'Address', exact: true }).getAttribute('aria-sort'),
    ).toBeNull();
    await page.getByRole('button', { name: 'Name', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => nameHeader.getAttribute('aria-sort'), { timeout: 10_000 }).toBe('descending');
    const byName = (await rows(page).locator('td:nth-child(3)').allTextContents()).filter(Boolean);
    await expect
      .poll(
        async () => {
          const n = await rows(page).locator('td:nth-child(3)').allTextContents();
          return n.join('|') === [...n].sort().reverse().join('|');
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(byName.length).toBeGreaterThan(0);
    // with a filter: the bounced ones, added first (the Added column, keyboard again)
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Bounced', exact: true }).click();
    await page.getByRole('button', { name: 'Added', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('columnheader', { name: 'Added', exact: true }).getAttribute('aria-sort'), {
        timeout: 10_000,
      })
      .toBe('ascending');
    // The bounced ones only, oldest first: the Added column (dd/mm/yyyy) in ascending order of its days.
    const day = (text: string) => text.split('/').reverse().join('-');
    await expect
      .poll(
        async () => {
          const statuses = await rows(page).locator('td:nth-child(4)').allTextContents();
          const added = (await rows(page).locator('td:nth-child(7)').allTextContents()).map(day);
          return (
            statuses.length > 1 &&
            statuses.every((t) => t === 'Bounced') &&
            added.every((d, i) => i === 0 || added[i - 1]! <= d)
          );
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await shot(page, 'subscribers-sorted-desktop');
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'All statuses' }).click();
    await page.getByRole('button', { name: 'Address', exact: true }).click();
    await expect
      .poll(
        () => page.getByRole('columnheader', { name: 'Address', exact: true }).getAttribute('aria-sort'),
        {
          timeout: 10_000,
        },
      )
      .toBe('ascending');
  });

  it('selects all matching beyond the page and deletes them on the server, with a dialog and progress', async () => {
    // 30 people of this run's own, written with the shared builder
    const now = new Date();
    const tag = `bulk${run.slice(-5)}`;
    const batch = admin.db().batch();
    for (let i = 0; i < 30; i++) {
      const r = subscriberRecord({
        organisationId: DEMO_ORG_ID,
        email: `${tag}-${String(i).padStart(2, '0')}@example.test`,
        name: `Bulk Person ${i}`,
        status: 'subscribed',
        consent: { source: 'manual', at: now, wording: 'Yes' },
        now,
      });
      batch.set(admin.db().doc(`subscribers/${r.id}`), r.doc);
    }
    await batch.commit();
    await page.getByRole('textbox', { name: 'Search' }).fill(tag);
    await expect
      .poll(async () => await page.getByTestId('subscriber-total').textContent(), { timeout: 20_000 })
      .toBe('30 subscribers');
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(25);
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByRole('button', { name: 'Select all 30 matching' }).click();
    await expect
      .poll(() => page.getByText('All 30 matching subscribers are selected.').isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Delete all' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 30 subscribers?' });
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    await shot(page, 'subscribers-delete-all-dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent(), { timeout: 60_000 })
      .toBe('Deleted: 30 subscribers');
    await expect
      .poll(async () => await page.getByTestId('subscriber-total').textContent(), { timeout: 20_000 })
      .toBe('0 subscribers');
    await shot(page, 'subscribers-deleted-all-desktop');
    const left = await admin
      .db()
      .collection('subscribers')
      .where('organisationId', '==', DEMO_ORG_ID)
      .where('email', '>=', tag)
      .where('email', '<', `${tag}\uf8ff`)
      .count()
      .get();
    expect(left.data().count).toBe(0);
    await page.getByRole('textbox', { name: 'Search' }).fill('');
  });

  it('adds a subscriber and edits the name', async () => {
    const email = `added-${run}@example.test`;
    await page.getByRole('button', { name: 'Add subscriber' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add subscriber' });
    await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Added Person');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent(), { timeout: 20_000 })
      .toBe(`Added ${email}`);
    await page.getByRole('textbox', { name: 'Search' }).fill(email);
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(1);
    await page.getByRole('button', { name: `Edit ${email}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit subscriber' });
    await edit.getByRole('textbox', { name: 'Name' }).fill('Edited Person');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => rows(page).first().textContent(), { timeout: 20_000 }).toContain('Edited Person');
    const doc = (
      await admin
        .db()
        .doc(`subscribers/${subscriberId(DEMO_ORG_ID, email)}`)
        .get()
    ).data();
    expect(doc).toMatchObject({ name: 'Edited Person', status: 'subscribed', consent: { source: 'manual' } });
    await page.getByRole('textbox', { name: 'Search' }).fill('');
  });

  it('imports a small CSV: the bad row shows in the preview, the good ones are written', async () => {
    const csv = [
      'email,name',
      `imp1-${run}@example.test,Imp One`,
      `imp2-${run}@example.test,Imp Two`,
      'not-an-address,Broken',
      `imp1-${run}@example.test,Again`,
      'subscriber008@demo.test,Unsubscribed before',
    ].join('\n');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import subscribers from CSV' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    // The guessed mapping (email, name) is right as it is.
    await dialog.getByRole('button', { name: 'Use this mapping' }).click();
    // Onto a list with an active "joined a list" campaign: the dialog says who it would start for, and is off.
    await dialog.getByRole('combobox', { name: 'Add to lists' }).click();
    await page.getByRole('option', { name: DEMO_LISTS.walks.name, exact: true }).click();
    await page.keyboard.press('Escape');
    const automations = dialog.getByRole('checkbox', { name: 'Start automations for these people' });
    await automations.waitFor({ timeout: 20_000 });
    expect(await automations.isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect
      .poll(
        () =>
          dialog.getByText(/2 people join Walks and workshops, which starts “Welcome to the walks”/).count(),
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    const problems = dialog.getByTestId('import-problem');
    await expect.poll(() => problems.count(), { timeout: 30_000 }).toBe(3);
    const texts = await problems.allTextContents();
    expect(texts.join('|')).toContain('Invalid address');
    expect(texts.join('|')).toContain('Duplicate within the file');
    expect(texts.join('|')).toContain('Already unsubscribed: stays unsubscribed');
    await shot(page, 'subscribers-import-preview');
    await dialog.getByRole('button', { name: 'Import 2' }).click();
    await expect
      .poll(() => dialog.getByRole('status').textContent(), { timeout: 30_000 })
      .toContain('Imported: 2 added, 0 updated, 0 unchanged, 3 rejected');
    await dialog.getByRole('button', { name: 'Close' }).click();
    const imported = (
      await admin
        .db()
        .doc(`subscribers/${subscriberId(DEMO_ORG_ID, `imp2-${run}@example.test`)}`)
        .get()
    ).data();
    expect(imported).toMatchObject({
      status: 'subscribed',
      lists: [DEMO_LISTS.walks.id],
      consent: { source: 'import' },
    });
    // Not asked: no join time, which is what the campaign's trigger reads.
    expect(imported?.listJoinedAt?.[DEMO_LISTS.walks.id]).toBeUndefined();
    const kept = (
      await admin
        .db()
        .doc(`subscribers/${subscriberId(DEMO_ORG_ID, 'subscriber008@demo.test')}`)
        .get()
    ).data();
    expect(kept?.status).toBe('unsubscribed');
  }, 120_000);

  it('exports the filtered set as CSV', async () => {
    await page.getByRole('textbox', { name: 'Search' }).fill(`imp`);
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const text = readFileSync((await download.path())!, 'utf8');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^email,name,status,lists/);
    expect(lines.length).toBe(3);
    expect(pageErrors).toEqual([]);
  });

  it('the lists tab shows each list with its counts and sign-up link', async () => {
    await page.getByRole('tab', { name: 'Lists' }).click();
    const card = page.getByRole('region', { name: DEMO_LISTS.news.name });
    await expect.poll(() => card.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await card.getByRole('textbox').inputValue()).toBe(`${baseUrl()}/subscribe/${DEMO_LISTS.news.id}`);
    await expect
      .poll(async () => (await card.textContent()) ?? '', { timeout: 20_000 })
      .toMatch(/Subscribed: \d+/);
    await shot(page, 'subscribers-lists');
  });
});

describe('the subscribers table on a phone', () => {
  it('searches and sorts at phone width', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, 'organisationAdmin');
    await page.goto(`${baseUrl()}/subscriber-view`);
    await page.getByRole('textbox', { name: 'Search' }).fill('Archer');
    const archers = seeded.filter((s) => s.name.includes('Archer')).length;
    await expect
      .poll(async () => await page.getByTestId('subscriber-total').textContent(), { timeout: 30_000 })
      .toBe(`${archers} subscribers`);
    await expect
      .poll(
        async () =>
          (await rows(page).locator('td:nth-child(3)').allTextContents()).every((n) => n.endsWith(' Archer')),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect
      .poll(() => page.getByRole('button', { name: `Select all ${archers} matching` }).isVisible())
      .toBe(true);
    await shot(page, 'subscribers-search-phone');
    await context.close();
  });
});

describe('public sign-up with double opt-in, on a phone', () => {
  it('signs up, receives the confirmation e-mail, confirms, and is subscribed', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const email = `visitor-${run}@example.test`;
    await page.goto(`${baseUrl()}/subscribe/${DEMO_LISTS.news.id}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 })
      .toBe(`Sign up: ${DEMO_LISTS.news.name}`);
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await page.getByRole('textbox', { name: 'Name' }).fill('Visiting Person');
    await shot(page, 'subscribers-signup-phone');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect
      .poll(() => page.getByText('Tick the box to agree to receive e-mails').isVisible(), { timeout: 10_000 })
      .toBe(true);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent(), { timeout: 30_000 })
      .toContain('Check your inbox');
    const ref = admin.db().doc(`subscribers/${subscriberId(DEMO_ORG_ID, email)}`);
    expect((await ref.get()).data()?.status).toBe('pending');
    const mail = await mailTo(email);
    const link = /https?:\/\/\S+\/confirm\?token=\S+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    expect(link!.startsWith(baseUrl())).toBe(true);
    // Opening the link (as a mail scanner would) confirms nothing; the person's press of the button does.
    await page.goto(link!);
    await page.getByRole('button', { name: 'Yes, subscribe me' }).waitFor({ timeout: 30_000 });
    await shot(page, 'subscribers-confirm-phone');
    expect((await ref.get()).data()?.status).toBe('pending');
    await page.getByRole('button', { name: 'Yes, subscribe me' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 })
      .toBe('Subscription confirmed');
    await shot(page, 'subscribers-confirmed-phone');
    const doc = (await ref.get()).data();
    expect(doc).toMatchObject({
      status: 'subscribed',
      lists: [DEMO_LISTS.news.id],
      consent: { source: 'signupForm' },
    });
    await context.close();
  });
});

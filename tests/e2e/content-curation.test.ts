import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';

/**
 * Issue 4's curation screens in a real browser on the seeded emulators: tags, moderation with audio and
 * ratings, stats with charts, merging look-alike authors, orphaned images without Storage, and the author's
 * dashboard and claim that a super admin approves.
 */
let browser: Browser;
const run = Date.now().toString(36);
const pages: Record<string, Page> = {};
const admin = e2eAdmin();
const pinTags = async (key: string) =>
  ((await admin.db().doc(`Pins/${key}`).get()).data()?.tags?.locationTags ?? []) as string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

async function as(role: 'superAdmin' | 'author' | 'facilitator', path: string): Promise<Page> {
  if (!pages[role]) {
    const { page } = await newPage(browser);
    await signIn(page, role);
    pages[role] = page;
  }
  const page = pages[role];
  await page.goto(`${baseUrl()}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  return page;
}
const status = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text }).waitFor({ timeout: 15_000 });

describe('content curation', () => {
  it('tags: grouped by kind; a tag is created by its first key and deleted with its last', async () => {
    const page = await as('superAdmin', '/tags-view');
    await page.getByTestId('tags-pin').getByText('Harbour front').waitFor({ timeout: 15_000 });
    await page.getByTestId('admin-content-tags').getByText('Young Adult').waitFor();
    await page.getByTestId('tags-content').getByText('demo-rec-high-street-1').waitFor();
    await shot(page, 'curation-tags-all');
    const name = `Lanterns ${run}`;
    await page.getByRole('textbox', { name: /^Tag name/ }).fill(name);
    await page.getByRole('textbox', { name: /^Key\b/ }).fill('demo-pin-harbour-3');
    await page.getByRole('button', { name: 'Add key' }).click();
    await status(page, 'Tag created with its first key.');
    const row = page.getByTestId('tag-row').filter({ hasText: name });
    await row.waitFor();
    expect(await pinTags('demo-pin-harbour-3')).toContain(name); // the pin lists its new tag too
    await page.getByLabel('Search tags and keys').fill('lanterns');
    await shot(page, 'curation-tags');
    await row.locator('.MuiChip-deleteIcon').click();
    await status(page, 'That was its last key: the tag was deleted.');
    await expect.poll(() => row.count()).toBe(0);
    expect(await pinTags('demo-pin-harbour-3')).not.toContain(name);
  });

  it('tags: a super admin rebuilds pin tags from the pins', async () => {
    const page = await as('superAdmin', '/tags-view');
    // A tag the pins do not list, as older data may hold: the rebuild takes it away.
    const stale = `Stale ${run}`;
    await admin
      .db()
      .doc(`Tags/pin_stale-${run}`)
      .set({
        tagName: stale,
        kind: 'pin',
        pinKeys: ['demo-pin-harbour-1'],
        keys: [],
        authorKeys: [],
        recordingKeys: [],
      });
    await page.reload();
    const card = page.getByTestId('rebuild-pin-tags');
    await page.getByTestId('tags-pin').getByText(stale).waitFor();
    await card.getByRole('button', { name: 'Rebuild pin tags' }).click();
    await card
      .getByText(/^Pin tags checked against [\d,]+ pins and [\d,]+ pin tags: .*1 tag deleted/)
      .waitFor();
    await shot(page, 'curation-tags-rebuilt');
    await expect.poll(() => page.getByTestId('tags-pin').getByText(stale).count()).toBe(0);
    expect((await admin.db().doc(`Tags/pin_stale-${run}`).get()).exists).toBe(false);
  });

  it('moderation: listen, rate, and decide with a required reason', async () => {
    const page = await as('superAdmin', '/moderation-view');
    const card = page.getByTestId('review-card').filter({ hasText: 'Fishing Fleet Mornings' });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.locator('audio[controls]').getAttribute('src')).toBe('/audio/demo-chime.wav');
    await card.getByLabel('Content rating').click();
    await page.getByRole('option', { name: 'Family' }).click();
    await status(page, '“Fishing Fleet Mornings” rated Family.');
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.getByText('Give a reason for this decision').waitFor();
    await shot(page, 'curation-moderation');
    await card.getByLabel('Reason').fill('Clear voices, fine for families');
    await card.getByRole('button', { name: 'Approve' }).click();
    await status(page, '“Fishing Fleet Mornings” approved.');
    await expect.poll(() => card.count()).toBe(0);
  });

  it('moderation: someone with no projects sees the empty state', async () => {
    const page = await as('facilitator', '/moderation-view');
    await page.getByText('Nothing to review').waitFor({ timeout: 15_000 });
    await shot(page, 'curation-moderation-empty');
  });

  it('stats: counts per project, top recordings and ratings chart', async () => {
    const page = await as('superAdmin', '/stats-view');
    const row = page.getByTestId('stats-row').filter({ hasText: 'High Street Then and Now' });
    await row.waitFor({ timeout: 15_000 });
    await expect.poll(() => row.locator('td').nth(2).textContent()).toBe('4');
    // Authors sits between Recordings and Times collected: Arthur and both Mary Jones profiles.
    const headers = await page
      .getByRole('table', { name: 'Counts per project' })
      .locator('th')
      .allTextContents();
    expect(headers).toEqual(['Project', 'Pins', 'Recordings', 'Authors', 'Times collected']);
    await expect.poll(() => row.locator('td').nth(3).textContent()).toBe('3');
    await page.getByRole('button', { name: 'Rebuild author counts' }).click();
    await status(page, /^Author counts rebuilt from \d+ recordings/);
    await expect.poll(() => row.locator('td').nth(3).textContent()).toBe('3');
    await shot(page, 'curation-stats-table');
    await page.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: 'High Street Then and Now' }).click();
    await page
      .getByRole('list', { name: 'Most collected recordings' })
      .getByText('1. The Corner Shop')
      .waitFor();
    await page
      .locator('[aria-label="Recordings per content rating"] svg')
      .first()
      .waitFor({ timeout: 15_000 });
    await shot(page, 'curation-stats');
  });

  it('orphaned files: without a Storage emulator the screen says so', async () => {
    const page = await as('superAdmin', '/orphaned-files');
    await page.getByTestId('storage-unavailable').waitFor({ timeout: 15_000 });
    await shot(page, 'curation-orphaned-files');
  });

  it('artists: look-alike profiles are merged after a confirmation', async () => {
    const page = await as('superAdmin', '/artists-view');
    await page
      .getByTestId('duplicates')
      .getByText(/Mary Jones/)
      .waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Merge…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('This is recorded and cannot be undone').waitFor();
    await page.waitForTimeout(400); // let the dialog finish fading in before the picture
    await shot(page, 'curation-merge-dialog');
    await dialog.getByRole('button', { name: /^Merge into/ }).click();
    await status(page, /Merged .* into Mary Jones: 2 recordings, 1 tags and 0 users moved/);
    await page.getByTestId('duplicates').getByText('No look-alike names').waitFor();
    await page.getByLabel('Search authors').fill('mary');
    await expect.poll(() => page.getByTestId('author-row').count()).toBe(1);
    await shot(page, 'curation-merged');
  });

  it('author: sees their recordings and claims another profile; the super admin approves', async () => {
    const author = await as('author', '/author-dashboard');
    await author
      .getByTestId('my-recording')
      .filter({ hasText: 'The Lighthouse Keeper' })
      .waitFor({ timeout: 15_000 });
    expect(await author.getByTestId('my-recording').count()).toBe(4);
    await shot(author, 'curation-author-dashboard');
    await author.goto(`${baseUrl()}/author-claim-process`);
    await author.getByRole('combobox', { name: 'Profile' }).click();
    await author.getByRole('option', { name: 'Mary Jones' }).click();
    await author.getByLabel('Message to the administrator').fill('I co-wrote the cinema story');
    await author.getByRole('button', { name: 'Send claim' }).click();
    await status(author, 'Your claim was sent.');
    await author.getByTestId('my-claim').filter({ hasText: 'pending' }).waitFor();
    await shot(author, 'curation-author-claim');

    const admin = await as('superAdmin', '/author-claim-process');
    const list = admin.getByTestId('claims-to-review');
    await list.getByText('I co-wrote the cinema story').waitFor({ timeout: 15_000 });
    await shot(admin, 'curation-claims-review');
    const item = list.getByRole('listitem').filter({ hasText: 'I co-wrote the cinema story' });
    await item.getByRole('button', { name: 'Approve' }).click();
    await status(admin, 'Claim approved: the profile is linked.');

    await author.goto(`${baseUrl()}/author-dashboard`);
    await author
      .getByTestId('my-recording')
      .filter({ hasText: 'The Old Cinema' })
      .waitFor({ timeout: 15_000 });
  });
});

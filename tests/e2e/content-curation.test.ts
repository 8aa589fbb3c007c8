import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recording as seededRecording } from '../../scripts/seed/curation';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';

/**
 * The curation screens in a real browser on the seeded emulators: tags, moderation with audio and
 * ratings, stats with charts, merging look-alike authors, orphaned images without Storage, the author's
 * dashboard and claim that a super admin approves, and a curator editing a recording's album and tags.
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

async function as(role: 'superAdmin' | 'author' | 'facilitator' | 'moderator', path: string): Promise<Page> {
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

    // The deletion is in the platform's history, and Undo brings the tag back to the pin.
    await page.goto(`${baseUrl()}/org-history`);
    await page.getByRole('combobox', { name: 'Organisation' }).click();
    await page.getByRole('option', { name: 'Platform: authors and tags' }).click();
    const entry = page.getByRole('listitem').filter({ hasText: 'Tag deleted' }).filter({ hasText: name });
    await entry.waitFor({ timeout: 15_000 });
    await entry.getByRole('button', { name: /^Undo:/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Undo' }).click();
    await entry.getByText('Undone', { exact: true }).waitFor({ timeout: 15_000 });
    await shot(page, 'curation-tag-deletion-undone');
    expect(await pinTags('demo-pin-harbour-3')).toContain(name);
    await page.goto(`${baseUrl()}/tags-view`);
    await page.getByLabel('Search tags and keys').fill('lanterns');
    await row.waitFor({ timeout: 15_000 });
    // Put the demo back: the tag goes again with its key.
    await row.locator('.MuiChip-deleteIcon').click();
    await status(page, 'That was its last key: the tag was deleted.');
    await expect.poll(() => row.count()).toBe(0);
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

  it('moderation: a facilitator, who moderates nothing, is told so and led to their own dashboard', async () => {
    // The route table gives /moderation-view to moderators and admins; the guard follows it, in words.
    const page = await as('facilitator', '/moderation-view');
    await page.getByRole('heading', { level: 1, name: "You don't have access to this page" }).waitFor();
    expect(await page.getByText('Nothing to review').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/moderation-view');
    await shot(page, 'curation-moderation-refused');
    await page.getByRole('link', { name: 'Go to Facilitator Dashboard' }).click();
    await page.waitForURL(/\/facilitator-dashboard$/, { timeout: 15_000 });
  });

  it('stats: counts per project, top recordings and ratings chart', async () => {
    const page = await as('superAdmin', '/stats-view');
    const row = page.getByTestId('stats-row').filter({ hasText: 'High Street Then and Now' });
    await row.waitFor({ timeout: 15_000 });
    await expect.poll(() => row.getByRole('gridcell').nth(2).textContent()).toBe('4');
    // Authors sits between Recordings and Times collected: Arthur and both Mary Jones profiles.
    const headers = await page
      .getByRole('grid', { name: 'Counts per project' })
      .getByRole('columnheader')
      .allTextContents();
    expect(headers).toEqual(['Project', 'Pins', 'Recordings', 'Authors', 'Times collected']);
    await expect.poll(() => row.getByRole('gridcell').nth(3).textContent()).toBe('3');
    await page.getByRole('button', { name: 'Rebuild author counts' }).click();
    await status(page, /^Author counts rebuilt from \d+ recordings/);
    await expect.poll(() => row.getByRole('gridcell').nth(3).textContent()).toBe('3');
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
    await dialog.getByText('It is recorded in History, where it can be undone for 7 days').waitFor();
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

describe('a recording’s album and tags, edited by a curator', () => {
  // A recording of our own in the moderator's private project Harbour Memories, built as the seed builds one
  // (subject "history", genre "oral history"); approved, so it is not in the review queue but under
  // "All recordings". Whatever it changes is put back at the end: its tags are emptied, the recording removed.
  const key = `e2e-rec-details-${run}`;
  const title = `Harbour Lights ${run}`;
  const lighthouses = `Lighthouses ${run}`;
  const shanty = `Sea shanty ${run}`;
  const db = () => admin.db();
  const stored = async () => (await db().doc(`Recordings/${key}`).get()).data();
  const keysOf = async (tagName: string) => {
    const found = await db().collection('Tags').where('tagName', '==', tagName).get();
    return found.docs.map((d) => d.data().keys as string[]);
  };
  const maritimeBefore = ['demo-rec-harbour-1', 'demo-rec-harbour-2', 'demo-rec-harbour-3'];
  const approved = { status: 'approved' as const, reason: 'Clear' };

  beforeAll(async () => {
    const now = new Date();
    await db()
      .doc(`Recordings/${key}`)
      .set({
        // Not rated: a rating would also need the recording in its content tag.
        ...seededRecording(title, 'demo-project-harbour', 1, 'demo-author-mary-jones', null, approved, 0),
        createdAt: now,
        updatedAt: now,
      });
  });
  afterAll(async () => {
    // Only if the test stopped half-way: take the key out of any tag still holding it, then the recording.
    const holding = await db().collection('Tags').where('keys', 'array-contains', key).get();
    for (const snap of holding.docs) {
      const keys = (snap.data().keys as string[]).filter((k) => k !== key);
      const others = ['pinKeys', 'authorKeys', 'recordingKeys'].some((f) => snap.data()[f]?.length);
      await (keys.length > 0 || others ? snap.ref.update({ keys }) : snap.ref.delete());
    }
    await db().doc(`Recordings/${key}`).delete();
  });

  async function openEditor(page: Page) {
    await page.goto(`${baseUrl()}/moderation-view`);
    await page.getByRole('tab', { name: 'All recordings' }).click();
    const card = page.getByTestId('recording-card').filter({ hasText: title });
    await card.waitFor({ timeout: 15_000 });
    await card.getByRole('button', { name: /^Edit album and tags/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Album and tags' });
    await dialog.waitFor();
    return { card, dialog };
  }

  it('the moderator edits album and tags; new tags are created, Maritime gains the key; /tags-view shows it', async () => {
    const page = await as('moderator', '/moderation-view');
    const { card, dialog } = await openEditor(page);
    await dialog.getByLabel('Album key').fill(`album-${run}`);
    const subject = dialog.getByRole('combobox', { name: 'Subject tags' });
    const genre = dialog.getByRole('combobox', { name: 'Genre tags' });
    await subject.click();
    await page.keyboard.type(lighthouses);
    await page.keyboard.press('Enter');
    // An existing recording tag is offered as a suggestion and picked with the keyboard.
    await page.keyboard.type('Mari');
    await page.getByRole('option', { name: 'Maritime' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await genre.click();
    await page.keyboard.type(shanty);
    await page.keyboard.press('Enter');
    // The same name as a subject tag, in other capitals: refused with the reason, nothing saved.
    await page.keyboard.type('HISTORY');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('“HISTORY” is already a subject tag').waitFor();
    await shot(page, 'recording-details-refused');
    expect((await stored())?.albumKey).toBeUndefined();
    await genre.focus();
    await page.keyboard.press('Backspace'); // removes the last chip, HISTORY
    await expect.poll(() => dialog.getByText('is already a subject tag').count()).toBe(0);
    await shot(page, 'recording-details-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await status(page, /^“Harbour Lights .*” saved\. Tags: new tags .*; added to “Maritime”\.$/);
    await dialog.waitFor({ state: 'detached' });

    expect(await stored()).toMatchObject({
      albumKey: `album-${run}`,
      tags: { subjectTags: ['history', lighthouses, 'Maritime'], genreTags: ['oral history', shanty] },
    });
    expect(await keysOf(lighthouses)).toEqual([[key]]);
    expect(await keysOf(shanty)).toEqual([[key]]);
    expect(await keysOf('Maritime')).toEqual([[...maritimeBefore, key]]);
    await card.getByText(`album-${run}`).waitFor();
    await card.getByText(lighthouses).waitFor();
    await shot(page, 'recording-details-saved');

    await page.goto(`${baseUrl()}/tags-view`);
    const recordingTags = page.getByTestId('tags-recording');
    await recordingTags.getByText(lighthouses).waitFor({ timeout: 15_000 });
    await page.getByLabel('Search tags and keys').fill(key);
    for (const name of [lighthouses, shanty, 'Maritime']) {
      const row = recordingTags.getByTestId('tag-row').filter({ hasText: name });
      await row.getByText(key).waitFor();
    }
    await shot(page, 'recording-details-tags-view');
  });

  it('removing tags: the last recording out deletes a tag, a shared tag only loses the key', async () => {
    const page = await as('moderator', '/moderation-view');
    const { dialog } = await openEditor(page);
    const chip = (name: string) => dialog.getByRole('button', { name, exact: true });
    await chip(lighthouses).locator('.MuiChip-deleteIcon').click();
    await chip('Maritime').locator('.MuiChip-deleteIcon').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await status(
      page,
      `“${title}” saved. Tags: taken out of “Maritime”; “${lighthouses}” deleted with its last recording.`,
    );
    expect(await keysOf(lighthouses)).toEqual([]);
    expect(await keysOf('Maritime')).toEqual([maritimeBefore]);

    await page.goto(`${baseUrl()}/tags-view`);
    const recordingTags = page.getByTestId('tags-recording');
    await recordingTags.getByText(shanty).waitFor({ timeout: 15_000 });
    expect(await recordingTags.getByText(lighthouses).count()).toBe(0);

    // Put the demo back: every tag emptied (each deleted with its last key), then the recording goes.
    const again = await openEditor(page);
    await again.dialog.getByLabel('Album key').fill('');
    // One Backspace per chip, each waited for: a second key pressed before the list has re-rendered would
    // remove the same (stale) last chip again and leave one behind.
    for (const [list, count] of [
      ['Subject tags', 1],
      ['Genre tags', 2],
    ] as const) {
      const input = page.getByRole('combobox', { name: list });
      const chips = again.dialog.locator('.MuiAutocomplete-root', { has: input }).locator('.MuiChip-root');
      expect(await chips.count()).toBe(count);
      await input.focus();
      for (let left = count; left > 0; left -= 1) {
        await page.keyboard.press('Backspace');
        await expect.poll(() => chips.count()).toBe(left - 1);
      }
    }
    await again.dialog.getByRole('button', { name: 'Save' }).click();
    await status(page, /deleted with their last recording\.$/);
    expect(await stored()).toMatchObject({ tags: { subjectTags: [], genreTags: [] } });
    const left = await db().collection('Tags').where('keys', 'array-contains', key).get();
    expect(left.size).toBe(0);
  });
});

import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_COLUMNS, type ArchiveManifest } from '@storytelling/shared/project-archive';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../../scripts/seed/accounts';
import { consented, recording, writeConsent } from '../../scripts/seed/curation';
import { newProjectFields } from '../../src/features/projects/model';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';

/**
 * The archive export as the demo moderator uses it, on a project of theirs with recordings in several consent
 * states: the export is started from the keyboard, its progress and the audio it could not fetch show while it
 * runs, and the zip saved holds items.csv with the Omeka S columns, one row and one file per recording with
 * archive consent and audio, and the manifest. (The e2e stack paces exports, ARCHIVE_EXPORT_PACE_MS, so that
 * seven small files take long enough to be seen.)
 */
let browser: Browser;
let page: Page;
const run = Date.now().toString(36);
const admin = e2eAdmin();
const PROJECT = `e2e-archive-${run}`;
const NAME = `Archive Walk ${run}`;
const WAV = readFileSync(new URL('../../public/audio/demo-chime.wav', import.meta.url));
const withArchive = consented(
  {
    consentedBy: 'Ada Contributor',
    contributorUnder18: false,
    guardianName: '',
    uses: ['app', 'web', 'archive'],
    licence: 'CC-BY-4.0',
  },
  PROJECT,
);
const appOnly = consented(
  {
    consentedBy: 'Bea Contributor',
    contributorUnder18: false,
    guardianName: '',
    uses: ['app'],
    licence: 'CC-BY-4.0',
  },
  PROJECT,
);
const IN = Array.from({ length: 6 }, (_, i) => `${PROJECT}-story-${i + 1}`);

beforeAll(async () => {
  browser = await launchBrowser();
  const db = admin.db();
  const now = new Date();
  const batch = db.batch();
  batch.set(db.doc(`Projects/${PROJECT}`), {
    ...newProjectFields(
      { projectKey: PROJECT, projectName: NAME, isPrivate: false, organisationId: DEMO_ORG_ID },
      DEMO_ACCOUNTS.moderator.uid,
    ),
    pins: [`${PROJECT}-1`],
    createdAt: now,
    updatedAt: now,
  });
  batch.set(db.doc(`Pins/${PROJECT}-1`), {
    pinKey: `${PROJECT}-1`,
    project: PROJECT,
    title: 'Old quay',
    pinType: 'story',
    location: { geoPoint: { lat: 54.4871, long: -0.6132 } },
    tags: { locationTags: [] },
    createdAt: now,
    updatedAt: now,
  });
  const rec = (title: string) =>
    recording(title, PROJECT, 1, 'demo-author-arthur', 'Family', { status: 'approved' }, 0);
  IN.forEach((id, i) => {
    batch.set(db.doc(`Recordings/${id}`), rec(`Quay story ${i + 1}`));
    writeConsent(batch, db, id, withArchive);
  });
  batch.set(db.doc(`Recordings/${PROJECT}-lost`), { ...rec('Lost tape'), audioUrl: '/audio/lost-tape.wav' });
  writeConsent(batch, db, `${PROJECT}-lost`, withArchive);
  batch.set(db.doc(`Recordings/${PROJECT}-app-only`), rec('Only in the app'));
  writeConsent(batch, db, `${PROJECT}-app-only`, appOnly);
  await batch.commit();
  ({ page } = await newPage(browser));
  await signIn(page, 'moderator');
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

describe('the project archive export', () => {
  it('shows progress and the audio it could not fetch, then saves the zip Omeka S imports', async () => {
    await page.goto(`${baseUrl()}/project-view`);
    await page.getByRole('list', { name: 'Projects' }).getByText(NAME).click();
    await page.getByRole('heading', { name: NAME }).waitFor();
    const button = page.getByRole('button', { name: 'Export archive' });
    await button.scrollIntoViewIfNeeded();

    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await button.focus();
    await page.keyboard.press('Enter');
    const status = page
      .getByRole('status')
      .filter({ hasText: /Adding recordings to the archive: [1-6] of 7\./ });
    await status.waitFor({ timeout: 20_000 });
    expect(await status.textContent()).toContain('Left out: 1 without consent to keep it in the archive.');
    await page.getByText('Lost tape', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('progressbar', { name: 'Archive export progress' }).count()).toBe(1);
    await shot(page, 'project-export-progress');

    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`archive-walk-${run}-archive.zip`);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const mediaFiles = IN.map((id) => `media/${id}.wav`);
    expect(Object.keys(files).sort()).toEqual(['items.csv', 'manifest.json', ...mediaFiles].sort());
    for (const f of mediaFiles) expect(Buffer.from(files[f]!).equals(WAV)).toBe(true);
    const csv = Papa.parse<string[]>(strFromU8(files['items.csv']!), { skipEmptyLines: true }).data;
    expect(csv[0]).toEqual([...ARCHIVE_COLUMNS]);
    expect(csv.slice(1).map((r) => r[0])).toEqual(IN);
    expect(csv.slice(1).map((r) => r[ARCHIVE_COLUMNS.indexOf('media')])).toEqual(mediaFiles);
    expect(csv[1]![ARCHIVE_COLUMNS.indexOf('dcterms:coverage')]).toBe('54.4871,-0.6132;Old quay');
    expect(csv[1]![ARCHIVE_COLUMNS.indexOf('dcterms:creator')]).toBe(DEMO_ACCOUNTS.author.name);
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as ArchiveManifest;
    expect(manifest.counts).toMatchObject({
      recordings: 8,
      items: 6,
      files: 6,
      noArchiveConsent: 1,
      mediaUnavailable: 1,
    });
    expect(manifest.leftOut.find((l) => l.id === `${PROJECT}-lost`)?.detail).toBe(
      'No media file at that address (the server sent a web page)',
    );

    const done = page.getByRole('status').filter({ hasText: `Saved archive-walk-${run}-archive.zip` });
    await done.waitFor();
    expect(await done.textContent()).toContain('6 recordings with their audio.');
    await page.getByText('Lost tape', { exact: true }).waitFor();
    // Focus stayed on the button, so the export can be run again from the keyboard.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Export archive');
    await shot(page, 'project-export-done');
  });
});

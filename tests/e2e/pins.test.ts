import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { e2eAdmin } from '../support/e2e-admin';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';

/**
 * The pin screens as the demo moderator uses them, on a project of this file's own (QR codes on, three pins:
 * two on branch main, one in no branch): add on the map by button and by click, edit with field messages,
 * drag to move, QR code, delete; the pin list's search, type filter, sort, CSV and editor; branch reordering
 * with the keyboard. The map has no tile server here, which is the point: it must work without one.
 */
let browser: Browser;
let page: Page;
const run = Date.now().toString(36);
const project = `pins-e2e-${run}`;
const pinA = `${project}-a`;
const pinB = `${project}-b`;
const pinC = `${project}-c`;
const admin = e2eAdmin();
const db = () => admin.db();
const pinDoc = (key: string) => db().doc(`Pins/${key}`).get();
const projectPins = async () =>
  ((await db().doc(`Projects/${project}`).get()).data()?.pins ?? []) as string[];

async function seedProject() {
  const now = new Date();
  const pin = (
    pinKey: string,
    title: string,
    lat: number,
    long: number,
    pinType: string,
    order?: number,
  ) => ({
    pinKey,
    project,
    title,
    pinType,
    location: { geoPoint: { lat, long } },
    tags: { locationTags: ['old town'] },
    ...(order ? { pinOrder: { id: order, branch: 'main' } } : {}),
    createdAt: now,
    updatedAt: now,
  });
  const batch = db().batch();
  batch.set(db().doc(`Projects/${project}`), {
    projectName: `Old Town Trail ${run}`,
    project_id: project,
    projectOwnerUserKey: DEMO_ACCOUNTS.moderator.uid,
    isPrivate: false,
    isAvailable: true,
    isQREnabled: true,
    isResponseEnabled: false,
    audioSize: 0,
    tags: { subjectTag: [], contentTag: '' },
    config: { locationInfo: true, authorInfo: true, recordingInfo: true, uploadFields: true, password: '' },
    transitAlbumKey: '',
    pins: [pinA, pinB, pinC],
    groupIds: [],
    createdAt: now,
    updatedAt: now,
  });
  batch.set(db().doc(`Pins/${pinA}`), pin(pinA, 'Clock tower', 51.4545, -2.5879, 'story', 1));
  batch.set(db().doc(`Pins/${pinB}`), pin(pinB, 'Swing bridge', 51.4531, -2.5902, 'trail', 2));
  batch.set(db().doc(`Pins/${pinC}`), pin(pinC, 'Corn mill', 51.4552, -2.5921, 'information'));
  await batch.commit();
}

/** The key of the pin the status line just named, e.g. "Pin pin-abc added". */
async function announcedKey(p: Page, verb: string): Promise<string> {
  const status = p.getByRole('status').filter({ hasText: new RegExp(`^Pin \\S+ ${verb}$`) });
  await status.waitFor();
  return (await status.textContent())!.split(' ')[1]!;
}

beforeAll(async () => {
  await seedProject();
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  await signIn(page, 'moderator');
  await page.evaluate((id) => localStorage.setItem('selectedProject', id), project);
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

describe('the map', () => {
  let added = '';

  it('lists the project’s pins and adds one at the map centre from the keyboard', async () => {
    await page.goto(`${baseUrl()}/map-view`);
    const nav = page.getByRole('navigation', { name: 'Pins' });
    await nav.getByText('Clock tower').waitFor();
    expect(await nav.getByRole('button').count()).toBe(3);
    await page.locator('.leaflet-marker-icon').first().waitFor();
    expect(await page.locator('.leaflet-marker-icon').count()).toBe(3);
    await shot(page, 'map-view');

    await page.getByRole('button', { name: 'Add pin at map centre' }).focus();
    await page.keyboard.press('Enter');
    added = await announcedKey(page, 'added');
    await page.getByRole('form', { name: `Edit pin ${added}` }).waitFor();
    const saved = (await pinDoc(added)).data()!;
    expect(saved).toMatchObject({ project, pinType: 'standard' });
    expect(await projectPins()).toContain(added);
  });

  it('says what is wrong with a field, keeps the input, then saves', async () => {
    const form = page.getByRole('form', { name: `Edit pin ${added}` });
    await form.getByLabel('Title').fill('Town gate');
    await form.getByLabel('Latitude').fill('95');
    await form.getByLabel('Collection logic (JSON)').fill('{radius');
    await form.getByRole('button', { name: 'Save pin' }).click();
    await form.getByText('Latitude must be between -90 and 90').waitFor();
    await form.getByText('Collection logic is not valid JSON').waitFor();
    expect(await form.getByLabel('Title').inputValue()).toBe('Town gate');
    await shot(page, 'map-view-pin-errors');

    await form.getByLabel('Latitude').fill('51.4538');
    await form.getByLabel('Longitude').fill('-2.5890');
    await form.getByLabel('Pin type').click();
    await page.getByRole('option', { name: 'story' }).click();
    await form.getByLabel('Location tags').fill('gate, old town, gate');
    await form.getByLabel('Collection logic (JSON)').fill('{"radius": 30}');
    await form.getByRole('button', { name: 'Save pin' }).click();
    await form.getByText('Pin saved').waitFor();
    expect((await pinDoc(added)).data()).toMatchObject({
      title: 'Town gate',
      pinType: 'story',
      location: { geoPoint: { lat: 51.4538, long: -2.589 } },
      tags: { locationTags: ['gate', 'old town'] },
      collectionLogic: { radius: 30 },
    });
    // The save put the pin's key in its tags, creating them on first use.
    for (const tag of ['pin_gate', 'pin_old-town'])
      expect((await db().doc(`Tags/${tag}`).get()).data()?.pinKeys).toContain(added);
  });

  it('moves a pin by dragging its marker', async () => {
    const marker = page.locator('.leaflet-marker-icon[title="Town gate"]');
    const box = (await marker.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 40, y + 30, { steps: 8 });
    await page.mouse.move(x + 80, y + 60, { steps: 8 });
    await page.mouse.up();
    expect(await announcedKey(page, 'moved')).toBe(added);
    await expect
      .poll(async () => (await pinDoc(added)).data()!.location.geoPoint.lat as number)
      .toBeLessThan(51.4538);
    expect((await pinDoc(added)).data()!.location.geoPoint.long).toBeGreaterThan(-2.589);
  });

  it('makes the pin’s QR code to download or print', async () => {
    const form = page.getByRole('form', { name: `Edit pin ${added}` });
    await form.getByRole('button', { name: 'Generate QR code' }).click();
    await form.getByRole('img', { name: `QR code for pin ${added}` }).waitFor();
    const download = form.getByRole('link', { name: 'Download PNG' });
    expect(await download.getAttribute('download')).toBe(`qr-${added}.png`);
    expect(await download.getAttribute('href')).toMatch(/^data:image\/png;base64,/);
    await form.getByRole('button', { name: 'Print' }).waitFor();
    expect((await pinDoc(added)).data()!.qrPath).toBe(`${project}/${added}`);
    await shot(page, 'map-view-qr');
  });

  it('deletes the pin after a confirmation, from the pin and from its project', async () => {
    await page.getByRole('button', { name: 'Delete pin' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Pin ${added} will be removed`).waitFor();
    await dialog.getByRole('button', { name: 'Delete pin' }).click();
    await page.getByRole('status').filter({ hasText: 'Pin deleted' }).waitFor();
    expect((await pinDoc(added)).exists).toBe(false);
    expect(await projectPins()).not.toContain(added);
    // …and from its tags (a tag whose last key it was is gone).
    for (const tag of ['pin_gate', 'pin_old-town'])
      expect((await db().doc(`Tags/${tag}`).get()).data()?.pinKeys ?? []).not.toContain(added);
    expect(await page.locator('.leaflet-marker-icon').count()).toBe(3);
  });

  it('adds a pin where the map is clicked', async () => {
    const map = page.locator('.leaflet-container');
    const box = (await map.boundingBox())!;
    // A corner of the map, away from the markers fitted into the middle.
    await map.click({ position: { x: 30, y: box.height - 30 } });
    const key = await announcedKey(page, 'added');
    expect(await page.locator('.leaflet-marker-icon').count()).toBe(4);
    expect((await pinDoc(key)).data()!.project).toBe(project);
    expect(await projectPins()).toContain(key);
    await db().doc(`Pins/${key}`).delete();
  });
});

describe('the pin list', () => {
  const rowTexts = (p: Page) =>
    p
      .getByTestId('pin-rows')
      .getByRole('row')
      .evaluateAll((rows) => rows.map((r) => r.textContent ?? ''));

  it('searches, filters by type and sorts', async () => {
    await page.goto(`${baseUrl()}/pin-list-view`);
    await page
      .getByRole('status')
      .filter({ hasText: /^\d+ pins$/ })
      .waitFor();
    const total = Number(
      (await page.getByRole('status').filter({ hasText: /pins$/ }).textContent())!.split(' ')[0],
    );
    expect(total).toBeGreaterThanOrEqual(3);
    await shot(page, 'pin-list-view');

    await page.getByLabel('Search pins').fill('bridge');
    await page.getByText(`1 of ${total} pins`).waitFor();
    expect((await rowTexts(page))[0]).toContain('Swing bridge');
    await page.getByLabel('Search pins').fill('no such pin at all');
    await page.getByText('No pins match').waitFor();
    await page.getByLabel('Search pins').fill('');

    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'information' }).click();
    await page.getByText(`1 of ${total} pins`).waitFor();
    expect((await rowTexts(page))[0]).toContain('Corn mill');
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'All types' }).click();
    await page.getByText(`${total} pins`, { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Title' }).click();
    const title = page.getByRole('columnheader', { name: /Title/ });
    expect(await title.getAttribute('aria-sort')).toBe('ascending');
    const ascending = await rowTexts(page);
    await page.getByRole('button', { name: /Title/ }).click();
    expect(await title.getAttribute('aria-sort')).toBe('descending');
    expect(await rowTexts(page)).not.toEqual(ascending);
    expect((await rowTexts(page))[0]).toContain('Swing bridge');
  });

  it('exports the shown rows as CSV', async () => {
    await page.getByLabel('Search pins').fill('old town');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`pins-${project}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toMatch(/^pinKey,/);
    expect(lines).toHaveLength(4);
    expect(csv).toContain('Clock tower');
    expect(csv).toContain('Corn mill');
    await page.getByLabel('Search pins').fill('');
  });

  it('opens a pin in the editor from its key', async () => {
    await page.getByRole('button', { name: pinC, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('form', { name: `Edit pin ${pinC}` }).waitFor();
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Corn mill');
    await shot(page, 'pin-list-editor');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('the branches', () => {
  it('reorders a branch with the keyboard and saves the pin order', async () => {
    await page.goto(`${baseUrl()}/branch-view`);
    const main = page.getByRole('list', { name: 'Pins of branch main' });
    await main.getByText('1. Clock tower').waitFor();
    await main.getByText('2. Swing bridge').waitFor();
    await page.getByText('Not in any branch (1)').waitFor();

    await main.getByRole('listitem').first().focus();
    await page.keyboard.press('Alt+ArrowDown');
    await main.getByText('1. Swing bridge').waitFor();
    await page.getByText('Branch main (unsaved)').waitFor();
    await page.getByRole('status').filter({ hasText: 'moved to position 2 of 2 in main' }).waitFor();
    await shot(page, 'branch-view-unsaved');

    await page.getByRole('button', { name: 'Save order' }).click();
    await page.getByText('Pin order saved (2 pins)').waitFor();
    expect((await pinDoc(pinB)).data()!.pinOrder).toEqual({ id: 1, branch: 'main' });
    expect((await pinDoc(pinA)).data()!.pinOrder).toEqual({ id: 2, branch: 'main' });
    await page.getByText('Branch main (unsaved)').waitFor({ state: 'detached' });
  });
});

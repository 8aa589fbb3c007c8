import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { DEMO_WANDER } from '../../scripts/seed/wanders';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';

/**
 * Wanders in a real browser: the organisation admin opens the demo wander over the Harbour Memories pins, finds
 * the seeded overlap in the walk checks, changes the pace and sees the walking time follow, reorders a pin with
 * the keyboard, exports GPX and reads the file back, and publishes past the problems with a confirmation. A
 * super admin, who has no organisation of their own, picks the organisation and finds the same walk.
 *
 * Worked figures: the legs are 143.9 m (lifeboat station to fish market steps) and 194.4 m (to the swing
 * bridge), 338.2 m in all: 270.6 s at 4.5 km/h ("4 min 31 s"), 405.8 s at 3 km/h ("6 min 46 s").
 */
let browser: Browser;
const admin = e2eAdmin();
const OVERLAP =
  /"Lifeboat station" and "Fish market steps" are 144 m apart, closer than their trigger distances \(80 m \+ 80 m\)/;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

async function openScreen(page: Page) {
  await page.goto(`${baseUrl()}/wanders-view`);
  await page.getByRole('heading', { level: 1, name: 'Wanders' }).waitFor({ timeout: 30_000 });
}

/** Picks Harbour Memories (other tests may add projects to the organisation) and opens the demo wander. */
async function openDemoWander(page: Page) {
  const project = page.getByRole('combobox', { name: 'Project' });
  await project.waitFor({ timeout: 30_000 });
  if ((await project.textContent()) !== 'Harbour Memories') {
    await project.click();
    await page.getByRole('option', { name: 'Harbour Memories', exact: true }).click();
  }
  await page
    .getByRole('list', { name: 'Wanders of this project' })
    .getByRole('button', { name: new RegExp(DEMO_WANDER.title) })
    .click({ timeout: 30_000 });
  await page.getByRole('heading', { name: 'Walk checks' }).waitFor({ timeout: 30_000 });
}

const figure = (page: Page, name: string) => page.getByRole('status', { name, exact: true });

describe('wanders as the organisation admin', { timeout: 180_000 }, () => {
  let page: Page;
  let pageErrors: string[];
  beforeEach(() => {
    onTestFailed(async () => {
      await shot(page, `wanders-failed-${Date.now()}`).catch(() => undefined);
    });
  });
  beforeAll(async () => {
    ({ page, pageErrors } = await newPage(browser));
    await signIn(page, 'organisationAdmin');
    await openScreen(page);
    await openDemoWander(page);
  });

  it('shows the route with its length, walking time and audio time, and reports the overlap', async () => {
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(DEMO_WANDER.title);
    const overlaps = page.getByRole('region', { name: 'Stories that overlap' });
    await overlaps.getByText(OVERLAP).waitFor({ timeout: 20_000 });
    expect(await overlaps.getByRole('alert').count()).toBe(1);
    // The other checks pass on the demo walk.
    for (const name of [
      'Stories longer than the walk to the next pin',
      'Pins far off the line of the walk',
      'Pins with no recording',
    ]) {
      expect(await page.getByRole('region', { name }).getByRole('alert').count()).toBe(0);
    }
    expect(await figure(page, 'Length').textContent()).toBe('338 m');
    expect(await figure(page, 'Walking time').textContent()).toBe('4 min 31 s');
    // The demo recordings (four on these pins) are a 1.5 s chime each, measured from the files themselves. One
    // of them (Smugglers' Tales) had its consent withdrawn and is not heard on the walk: 4.5 s, shown as 5 s.
    await expect.poll(() => figure(page, 'Audio time').textContent(), { timeout: 20_000 }).toBe('5 s');
    // The route is drawn as a line on the map, tiles or not, a moment after the figures are shown.
    await expect.poll(() => page.locator('path.leaflet-interactive').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator('.leaflet-marker-icon').count()).toBe(3);
    await shot(page, 'wanders-demo');
  });

  it('changing the pace changes the walking time', async () => {
    const pace = page.getByRole('spinbutton', { name: 'Pace (km/h)' });
    await pace.fill('3');
    await expect.poll(() => figure(page, 'Walking time').textContent()).toBe('6 min 46 s');
    await pace.fill('12');
    await page.getByText('Pace must be between 1 and 8 km/h').waitFor();
    expect(await figure(page, 'Walking time').textContent()).toBe('—');
    await pace.fill('3');
    await expect.poll(() => figure(page, 'Walking time').textContent()).toBe('6 min 46 s');
  });

  it('reorders a pin with the keyboard', async () => {
    const order = page.getByRole('list', { name: 'Pins in walk order' });
    await page.getByRole('button', { name: 'Move Swing bridge up' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await order.getByRole('listitem').allTextContents()).map((t) => t.split('·')[0]))
      .toEqual([
        expect.stringMatching(/^1\. Lifeboat station/),
        expect.stringMatching(/^2\. Swing bridge/),
        expect.stringMatching(/^3\. Fish market steps/),
      ]);
    // Lifeboat → swing bridge → fish market steps is longer than the pin order's walk.
    expect(await figure(page, 'Length').textContent()).not.toBe('338 m');
    await page.getByRole('button', { name: 'Move Swing bridge down' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => figure(page, 'Length').textContent()).toBe('338 m');
  });

  it('exports GPX 1.1: one track point and one named waypoint per pin, in walk order', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export GPX' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('harbour-heritage-walk.gpx');
    const gpx = readFileSync((await download.path())!, 'utf8');
    expect(gpx).toContain('<gpx version="1.1"');
    expect(gpx.match(/<trkpt /g)).toHaveLength(3);
    expect(gpx.match(/<trkseg>/g)).toHaveLength(1);
    const wptNames = [...gpx.matchAll(/<wpt [^>]*><name>([^<]*)<\/name>/g)].map((m) => m[1]);
    expect(wptNames).toEqual(['Lifeboat station', 'Fish market steps', 'Swing bridge']);
    const trkptNames = [...gpx.matchAll(/<trkpt [^>]*><name>([^<]*)<\/name>/g)].map((m) => m[1]);
    expect(trkptNames).toEqual(wptNames);
    expect(gpx).toContain('<trkpt lat="54.4871" lon="-0.6132">');
  });

  it('publishing with problems asks first; confirmed, it saves the pace and the status', async () => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish with problems?' });
    await dialog.getByText(OVERLAP).waitFor();
    await shot(page, 'wanders-publish-confirm');
    await dialog.getByRole('button', { name: 'Publish anyway' }).click();
    await page.getByText('Wander published').waitFor({ timeout: 20_000 });
    const saved = (await admin.db().doc(`wanders/${DEMO_WANDER.id}`).get()).data();
    expect(saved).toMatchObject({ status: 'published', paceKmh: 3, pinKeys: [...DEMO_WANDER.pinKeys] });
    expect(pageErrors).toEqual([]);
  });
});

describe('wanders as a super admin', { timeout: 120_000 }, () => {
  it('picks the demo organisation and finds the walk and its overlap', async () => {
    const { page, pageErrors } = await newPage(browser);
    await signIn(page, 'superAdmin');
    await openScreen(page);
    const org = page.getByRole('combobox', { name: 'Organisation' });
    await org.waitFor({ timeout: 30_000 });
    if ((await org.textContent()) !== 'Riverside Heritage School') {
      await org.click();
      await page.getByRole('option', { name: 'Riverside Heritage School', exact: true }).click();
    }
    await openDemoWander(page);
    await page
      .getByRole('region', { name: 'Stories that overlap' })
      .getByText(OVERLAP)
      .waitFor({ timeout: 20_000 });
    await shot(page, 'wanders-super-admin');
    expect(pageErrors).toEqual([]);
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { e2eAdmin } from '../support/e2e-admin';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';

/**
 * The project and pin screens as the roles other than the moderator (projects.test.ts, pins.test.ts) see them on
 * the demo data: the organisation admin sees the organisation's projects, the project admin only the projects in
 * their projectAdminAccess, and each changes real data where the rules let them.
 */
let browser: Browser;
const admin = e2eAdmin();
const db = () => admin.db();
const HARBOUR = 'demo-project-harbour';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

async function as(role: keyof typeof DEMO_ACCOUNTS): Promise<Page> {
  const { page } = await newPage(browser);
  await signIn(page, role);
  return page;
}

async function projectNames(page: Page): Promise<string> {
  await page.goto(`${baseUrl()}/project-view`);
  const list = page.getByRole('list', { name: 'Projects' });
  await list.getByText('Harbour Memories').waitFor();
  return list.innerText();
}

describe('projects and pins by role', () => {
  it('the organisation admin sees the organisation’s projects and their pins on the map', async () => {
    const page = await as('organisationAdmin');
    const names = await projectNames(page);
    expect(names).toContain('High Street Then and Now');
    await page.getByRole('list', { name: 'Projects' }).getByText('Harbour Memories').click();
    await page.goto(`${baseUrl()}/map-view`);
    await page.locator('.leaflet-marker-icon').first().waitFor();
    expect(await page.locator('.leaflet-marker-icon').count()).toBeGreaterThanOrEqual(3);
    await shot(page, 'roles-org-admin-map');
  });

  it('the project admin sees only their project, and edits it', async () => {
    const page = await as('projectAdmin');
    const names = await projectNames(page);
    expect(names).not.toContain('High Street Then and Now');
    await page.getByRole('list', { name: 'Projects' }).getByText('Harbour Memories').click();
    const form = page.getByRole('form', { name: 'Project settings' });
    const album = form.getByLabel('Transit album key');
    const before = await album.inputValue();
    await album.fill('album-from-project-admin');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Project saved.').waitFor();
    expect((await db().doc(`Projects/${HARBOUR}`).get()).data()?.transitAlbumKey).toBe(
      'album-from-project-admin',
    );
    await shot(page, 'roles-project-admin');
    await album.fill(before);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Project saved.').waitFor();
    expect((await db().doc(`Projects/${HARBOUR}`).get()).data()?.transitAlbumKey).toBe(before);

    await page.goto(`${baseUrl()}/pin-list-view`);
    await page.getByText(/^\d+ pins$/).waitFor();
    expect(await page.getByText(/^demo-pin-harbour-\d$/).count()).toBe(3);
  });

  it('a member, who manages nothing, is offered no project to edit', async () => {
    const page = await as('member');
    // /project-view is for those who manage content (the route table); the guard sends a member home.
    await page.goto(`${baseUrl()}/project-view`);
    await page.waitForURL(/\/participant-dashboard$/, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await shot(page, 'roles-member-projects');
    expect(await page.getByRole('form', { name: 'Project settings' }).count()).toBe(0);
  });
});

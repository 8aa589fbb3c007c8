import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { e2eAdmin } from '../support/e2e-admin';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { userRecord } from '../../scripts/seed/users';

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
    // /project-view is for those who manage content (the route table); the guard tells a member so.
    await page.goto(`${baseUrl()}/project-view`);
    await page
      .getByRole('heading', { level: 1, name: "You don't have access to this page" })
      .waitFor({ timeout: 30_000 });
    expect(await page.getByRole('link', { name: 'Go to Participant Dashboard' }).count()).toBe(1);
    await shot(page, 'roles-member-projects');
    expect(await page.getByRole('form', { name: 'Project settings' }).count()).toBe(0);
  });
});

/** A person of the test's own, written as the seed writes people, signed in through a form. */
async function person(name: string, roles: string[], extra: Record<string, unknown> = {}) {
  // Lower case, as the sign-in provider keeps addresses and the app copies them into records.
  const email = `${name.toLowerCase()}-${Date.now()}@menus.test`;
  const account = await admin.auth().createUser({ email, password: 'menus-pass-123', displayName: name });
  await db()
    .doc(`Users/${account.uid}`)
    .set(userRecord({ uid: account.uid, email, name }, roles, new Date(), extra));
  return { uid: account.uid, email, password: 'menus-pass-123' };
}

async function signInAt(path: string, who: { email: string; password: string }, role?: string) {
  const { page } = await newPage(browser);
  await page.goto(`${baseUrl()}${path}`);
  if (role) {
    await page.getByLabel('Role').selectOption({ label: role });
  }
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Account' }).waitFor({ timeout: 15_000 });
  return page;
}

describe('menus by what a person is', () => {
  const AUTHOR_ITEMS = ['Author Dashboard', 'Claim Author Profile'];

  async function menu(page: Page): Promise<string[]> {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link').first().waitFor();
    return nav.getByRole('link').allTextContents();
  }

  it('a participant sees participant items and no author items', async () => {
    // Not the demo participant: the seed gives them a claim on an author profile, which makes them both.
    const page = await signInAt('/loginscreen', await person('Pia', ['member']), 'Participant / Member');
    expect(await menu(page)).toEqual(['Participant Dashboard']);
    await shot(page, 'roles-participant-menu');
  });

  it('an author who belongs to no organisation sees author items and no participant items', async () => {
    const who = await person('Ivy', [], {
      userProfile: { userName: 'ivy', authorKey: 'demo-author-mary-jones' },
    });
    const page = await signInAt('/author-login', who);
    const items = await menu(page);
    expect(items).toEqual(AUTHOR_ITEMS);
    await shot(page, 'roles-author-only-menu');
  });

  it('someone who is both, a member with a claim waiting, sees both', async () => {
    const who = await person('Owen', ['member']);
    // The claim as the claim screen files it (features/authors/claims-service.ts).
    await db().collection('authorClaims').add({
      userKey: who.uid,
      authorKey: 'demo-author-arthur',
      message: 'My grandfather recorded these',
      status: 'pending',
      createdAt: new Date(),
    });
    const page = await signInAt('/loginscreen', who, 'Participant / Member');
    expect(await menu(page)).toEqual([...AUTHOR_ITEMS, 'Participant Dashboard']);
    await shot(page, 'roles-author-and-participant-menu');
  });
});

describe('project administrators, given and taken by the super admin', () => {
  it('finds a person by e-mail, gives them a project, which they then manage; revoking takes it away', async () => {
    const gus = await person('Gus', ['member']);
    const highStreet = (
      await db().collection('Projects').where('projectName', '==', 'High Street Then and Now').get()
    ).docs[0]!.id;
    const page = await as('superAdmin');
    await page.goto(`${baseUrl()}/user-access-view`);
    await page.getByRole('heading', { level: 2, name: 'Project administrators' }).waitFor();
    const rows = page.getByTestId('project-admin-row');
    await rows.filter({ hasText: 'projectadmin@demo.test' }).waitFor({ timeout: 20_000 });
    expect(await rows.filter({ hasText: 'projectadmin@demo.test' }).innerText()).toContain(
      'Harbour Memories',
    );

    await page.getByRole('button', { name: 'Add a project administrator' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a project administrator' });
    await dialog.getByLabel('E-mail address').fill('nobody@nowhere.test');
    await dialog.getByRole('button', { name: 'Find' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'No account uses this e-mail address.' }).waitFor();
    await dialog.getByLabel('E-mail address').fill(`  ${gus.email.toUpperCase()} `);
    await dialog.getByRole('button', { name: 'Find' }).click();
    await dialog.getByText(`Gus (${gus.email})`).waitFor();
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'High Street Then and Now' }).check();
    await shot(page, 'roles-project-admin-grant');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Gus administers 1 project.').waitFor();
    await rows.filter({ hasText: gus.email }).getByText('High Street Then and Now').waitFor();
    expect((await db().doc(`Users/${gus.uid}`).get()).data()?.projectAdminAccess).toEqual([highStreet]);
    await shot(page, 'roles-project-admins');

    // The grant takes effect: Gus signs in as a project admin and finds the project to manage.
    const gusPage = await signInAt('/loginscreen', gus, 'Project Admin');
    await gusPage.goto(`${baseUrl()}/project-view`);
    await gusPage.getByRole('list', { name: 'Projects' }).getByText('High Street Then and Now').waitFor();

    await rows
      .filter({ hasText: gus.email })
      .getByRole('button', { name: 'Revoke project admin access of Gus' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Revoke project admin access?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Gus no longer administers any project.').waitFor();
    await expect.poll(() => rows.filter({ hasText: gus.email }).count()).toBe(0);
    expect((await db().doc(`Users/${gus.uid}`).get()).data()?.projectAdminAccess).toEqual([]);
  });
});

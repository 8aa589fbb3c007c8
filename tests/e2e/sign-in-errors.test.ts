import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../../scripts/seed/accounts';
import { adminFor } from '../../scripts/seed/admin';
import { ERRORS, noRoleAccess } from '../../src/lib/errors';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eStack } from '../support/e2e-stack';

/**
 * The catalogue's login errors as a person meets them at /loginscreen, word for word, and the clean-up that
 * follows: after the four role errors, and after signing out, the user is signed out and the local storage
 * keys `user`, `userRole` and `currentOrganisation` are gone.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SESSION_KEYS = ['user', 'userRole', 'currentOrganisation'] as const;

function sessionStorageValues(page: Page) {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((k) => [k, window.localStorage.getItem(k)])),
    [...SESSION_KEYS],
  );
}

/** How many signed-in users Firebase Auth keeps in the browser (its IndexedDB persistence). */
function persistedAuthUsers(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const idb = open.result;
          if (!idb.objectStoreNames.contains('firebaseLocalStorage')) {
            idb.close();
            resolve(0);
            return;
          }
          const all = idb
            .transaction('firebaseLocalStorage')
            .objectStore('firebaseLocalStorage')
            .getAllKeys();
          all.onsuccess = () => {
            idb.close();
            resolve(all.result.filter((k) => String(k).startsWith('firebase:authUser')).length);
          };
          all.onerror = () => resolve(0);
        };
      }),
  );
}

async function attempt(page: Page, roleLabel: string, email: string, password: string) {
  await page.goto(`${baseUrl()}/loginscreen`);
  await page.getByLabel('Role').selectOption({ label: roleLabel });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function alertText(page: Page): Promise<string> {
  const alert = page.getByRole('alert');
  await alert.waitFor({ timeout: 15_000 });
  return ((await alert.textContent()) ?? '').trim();
}

describe('sign-in errors read as the catalogue writes them', () => {
  const member = DEMO_ACCOUNTS.member;

  it('an unknown e-mail shows “No account found with this email”', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await attempt(page, 'Organisation Admin', `nobody-${Date.now()}@demo.test`, 'whatever-123');
    expect(await alertText(page)).toBe(ERRORS.noAccount);
    expect(page.url()).toMatch(/\/loginscreen$/);
    await shot(page, 'sign-in-no-account');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a wrong password shows “Incorrect password”', async () => {
    const { page, context } = await newPage(browser);
    await attempt(page, 'Participant / Member', member.email, 'not-the-password');
    expect(await alertText(page)).toBe(ERRORS.incorrectPassword);
    expect(await persistedAuthUsers(page)).toBe(0);
    await context.close();
  });

  it('a malformed e-mail shows “Invalid email format”', async () => {
    const { page, context } = await newPage(browser);
    await attempt(page, 'Participant / Member', 'not-an-email', 'whatever-123');
    expect(await alertText(page)).toBe(ERRORS.invalidEmailFormat);
    await shot(page, 'sign-in-invalid-email');
    await context.close();
  });

  it.each([
    ['Super Admin', ERRORS.noSuperAdminAccess],
    ['Facilitator', ERRORS.noFacilitatorAccess],
    ['Moderator', noRoleAccess('moderator')],
    ['Organisation Admin', noRoleAccess('organisationAdmin')],
  ])(
    'a member signing in as %s sees “%s”, is signed out and local data is cleared',
    async (label, message) => {
      const { page, context } = await newPage(browser);
      await page.goto(`${baseUrl()}/loginscreen`);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      // Left-overs of an earlier session in this browser must not survive a refused sign-in.
      await page.evaluate(() => {
        localStorage.setItem('user', JSON.stringify({ userId: 'someone-else' }));
        localStorage.setItem('userRole', 'organisationAdmin');
        localStorage.setItem('currentOrganisation', 'demo-org');
      });
      await attempt(page, label, member.email, member.password);
      expect(await alertText(page)).toBe(message);
      expect(page.url()).toMatch(/\/loginscreen$/);
      await expect
        .poll(() => sessionStorageValues(page))
        .toEqual({
          user: null,
          userRole: null,
          currentOrganisation: null,
        });
      await expect.poll(() => persistedAuthUsers(page)).toBe(0);
      if (label === 'Organisation Admin') await shot(page, 'sign-in-role-error');
      // Reloading shows the sign-in form again, not "You are signed in".
      await page.reload();
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await page.getByText('You are signed in').count()).toBe(0);
      expect(await sessionStorageValues(page)).toEqual({
        user: null,
        userRole: null,
        currentOrganisation: null,
      });
      await context.close();
    },
  );

  it('signing in and then out clears user, userRole and currentOrganisation', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await signIn(page, 'organisationAdmin', { typed: true });
    await page.waitForURL(/\/org-dashboard/);
    const during = await sessionStorageValues(page);
    expect(JSON.parse(during.user ?? '{}')).toMatchObject({ userId: DEMO_ACCOUNTS.organisationAdmin.uid });
    expect(during.userRole).toBe('organisationAdmin');
    expect(during.currentOrganisation).toBe(DEMO_ORG_ID);
    expect(await persistedAuthUsers(page)).toBe(1);

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect
      .poll(() => sessionStorageValues(page))
      .toEqual({
        user: null,
        userRole: null,
        currentOrganisation: null,
      });
    await expect.poll(() => persistedAuthUsers(page)).toBe(0);
    await page.goto(`${baseUrl()}/loginscreen`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByText('You are signed in').count()).toBe(0);
    await shot(page, 'sign-in-after-sign-out');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('the organisation dashboard lists its invite links', () => {
  it('shows the seeded Harbour Memories invite, searchable and sortable', async () => {
    const e2e = e2eStack();
    const db = adminFor(e2e).db;
    const expiredId = `expired-invite-${Date.now().toString(36)}`;
    await db.doc(`invites/${expiredId}`).set({
      project_id: 'demo-project-harbour',
      accessLevel: 'write',
      createdAt: new Date(Date.now() - 10 * 86_400_000),
      expirationDate: new Date(Date.now() - 3 * 86_400_000),
    });
    const { page, context, pageErrors } = await newPage(browser);
    await signIn(page, 'organisationAdmin');
    await page.goto(`${baseUrl()}/org-dashboard`);
    await page.getByRole('tab', { name: 'Project invites' }).click();
    const invites = page.getByRole('table', { name: 'Invites' });
    const row = invites.getByTestId('invite-demo-invite-harbour');
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      'Harbour Memories',
      'Read',
      expect.stringMatching(/^(Valid|Expired)$/),
      expect.any(String),
      expect.any(String),
      '',
    ]);
    const expired = invites.getByTestId(`invite-${expiredId}`);
    expect(await expired.getByRole('cell').nth(1).textContent()).toBe('Write');
    expect(await expired.getByRole('cell').nth(2).textContent()).toBe('Expired');
    const order = () =>
      invites.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')));
    // Newest first by default; expiring soonest puts the expired one before the seeded one. (Other test files
    // add invites of their own, so only the order of these two is asserted.)
    const expiredBeforeSeeded = async () => {
      const ids = await order();
      return ids.indexOf(`invite-${expiredId}`) < ids.indexOf('invite-demo-invite-harbour');
    };
    expect(await expiredBeforeSeeded()).toBe(false);
    await page.getByLabel('Sort invites by').click();
    await page.getByRole('option', { name: 'Expiring soonest' }).click();
    await page.locator('.MuiPopover-root').waitFor({ state: 'detached' });
    expect(await expiredBeforeSeeded()).toBe(true);
    await page.getByLabel('Search invites').fill('harbour');
    await row.waitFor();
    await shot(page, 'org-dashboard-invites');
    await page.getByLabel('Search invites').fill('no such project');
    await page.getByText('No invite matches that search').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

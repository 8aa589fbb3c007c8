import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import {
  createAccessCode,
  createTemporaryMember,
  joinWithCode,
} from '../../src/features/access-codes/service';
import { createAccountOrSignIn } from '../../src/features/session/service';
import { setFirebaseForTests } from '../../src/lib/firebase';
import { e2eAdmin } from '../support/e2e-admin';
import { openMembership } from '../support/open-membership';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eStack } from '../support/e2e-stack';

/**
 * End-of-year cleanup as the seeded organisation admin meets it. The e2e files share one seeded stack, so the
 * cleanup runs in an organisation of its own that the admin registers here (the demo organisation's participant
 * and author stay untouched); its members join with codes through the app's own services.
 */
let browser: Browser;
const admin = e2eAdmin();
const apps: FirebaseApp[] = [];
const run = Date.now().toString(36);
const orgAdmin = DEMO_ACCOUNTS.organisationAdmin;
let orgId = '';

/** Signs someone in (creating the account when new) on a Firebase client of their own, for the services. */
async function as(email: string, password: string, name: string) {
  const e2e = e2eStack();
  const app = initializeApp({ projectId: e2e.projectId, apiKey: 'demo-key' }, `eoy-${apps.length}-${run}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${e2e.authHost}`, { disableWarnings: true });
  const db = getFirestore(app);
  const [host, port] = e2e.firestoreHost.split(':');
  connectFirestoreEmulator(db, host!, Number(port));
  setFirebaseForTests({ db, auth });
  return createAccountOrSignIn(email, password, name);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // Give the demo admin back their one organisation: the other e2e files sign in expecting exactly that.
  if (orgId) {
    const db = admin.db();
    await db.doc(`Users/${orgAdmin.uid}`).update({ [`Organisations.${orgId}`]: FieldValue.delete() });
    await db.doc(`Organisations/${orgId}/members/${orgAdmin.uid}`).delete();
  }
  await Promise.all(apps.map((a) => deleteApp(a)));
  await admin.close();
  await browser?.close();
});

const members = async () => (await admin.db().collection(`Organisations/${orgId}/members`).get()).docs;

describe('end-of-year cleanup', () => {
  let page: Page;
  let classCode = '';
  const pupils = ['Ada Pupil', 'Ben Pupil', 'Cy Pupil'];

  it('the organisation admin sees who goes and who stays, and must confirm first', async () => {
    ({ page } = await newPage(browser));
    // The seeded admin registers a second organisation with their own account.
    await page.goto(`${baseUrl()}/register-org`);
    await page.getByLabel('Your name').fill(orgAdmin.name);
    await page.getByLabel('Email').fill(orgAdmin.email);
    await page.getByLabel('Password').fill(orgAdmin.password);
    await page.getByLabel('Organisation name').fill(`Year-End School ${run}`);
    await page.getByRole('button', { name: 'Register organisation' }).click();
    await page.waitForURL(/\/org-dashboard/, { timeout: 20_000 });
    orgId = (await page.evaluate(() => localStorage.getItem('currentOrganisation'))) ?? '';
    expect(orgId).not.toBe('');

    // Its year: a class code, three pupils, a teacher and a temporary member.
    await as(orgAdmin.email, orgAdmin.password, orgAdmin.name);
    await openMembership(orgId);
    classCode = await createAccessCode({ organisationId: orgId, role: 'member' });
    const teacherCode = await createAccessCode({
      organisationId: orgId,
      role: 'moderator',
      email: `tom-${run}@example.test`,
    });
    await createTemporaryMember({ organisationId: orgId, name: 'Robin', moderatorEmail: orgAdmin.email });
    for (const name of pupils) {
      await as(`${name.split(' ')[0]!.toLowerCase()}-${run}@example.test`, 'secret-123', name);
      await joinWithCode(classCode);
    }
    await as(`tom-${run}@example.test`, 'secret-123', 'Tom Teacher');
    await joinWithCode(teacherCode);

    await page.reload();
    await page.getByTestId('org-summary').getByText('6 members').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'End-of-year cleanup' }).click();
    const dialog = page.getByRole('dialog', { name: 'End-of-year cleanup' });
    const goes = dialog.getByRole('list', { name: 'Will be removed (4)' });
    const stays = dialog.getByRole('list', { name: 'Will stay (2)' });
    await goes.waitFor();
    for (const name of [...pupils, '🐼 Robin']) await goes.getByText(name, { exact: true }).waitFor();
    expect(await goes.getByText('Temporary member').count()).toBe(1);
    await stays
      .getByRole('listitem')
      .filter({ hasText: orgAdmin.name })
      .getByText('Organisation Admin')
      .waitFor();
    await stays.getByRole('listitem').filter({ hasText: 'Tom Teacher' }).getByText('Moderator').waitFor();
    await shot(page, 'cleanup-preview');

    // Nothing happens without ticking the box.
    await dialog.getByRole('button', { name: 'Remove 4 members' }).click();
    await dialog.getByText('Tick the box to confirm.').waitFor();
    expect(await members()).toHaveLength(6);

    await page.setViewportSize({ width: 390, height: 844 });
    await goes.getByText('Ada Pupil').waitFor();
    await shot(page, 'cleanup-preview-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('removes the plain members with a progress bar, keeping staff and the class code', async () => {
    const dialog = page.getByRole('dialog', { name: 'End-of-year cleanup' });
    await dialog.getByRole('checkbox', { name: /I understand that 4 members will be removed/ }).check();
    await dialog.getByRole('button', { name: 'Remove 4 members' }).click();
    await dialog
      .getByRole('status')
      .getByText('4 members removed: 4 records deleted.')
      .waitFor({ timeout: 30_000 });
    await dialog.getByTestId('cleanup-progress').getByText('Removed 4 of 4').waitFor();
    expect(
      await dialog.getByRole('progressbar', { name: 'Cleanup progress' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    // The preview is read again: nobody is left to remove.
    await dialog.getByText('Nobody to remove').waitFor();
    await shot(page, 'cleanup-done');

    const left = (await members()).map((d) => d.get('name') as string).sort();
    expect(left).toEqual([orgAdmin.name, 'Tom Teacher'].sort());
    const code = (await admin.db().doc(`accessCodes/${classCode}`).get()).data();
    expect(code).toMatchObject({ isActive: true });

    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('org-summary').getByText('2 members').waitFor();
    await page.getByRole('cell', { name: 'Tom Teacher', exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: 'Ada Pupil', exact: true }).count()).toBe(0);
    await shot(page, 'cleanup-members-after');

    // Next year's first pupil still joins with the class code.
    await as(`dot-${run}@example.test`, 'secret-123', 'Dot Pupil');
    await expect(joinWithCode(classCode)).resolves.toMatchObject({ organisationId: orgId });
  });

  it('shows an empty state when there is nobody to remove', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByTestId('org-summary').getByText('3 members').waitFor({ timeout: 15_000 });
    // Dot joined after the cleanup: they would go now. Remove them one by one, then look again.
    await page.getByRole('button', { name: 'Remove Dot Pupil' }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText(/Dot Pupil was removed/).waitFor();
    await page.getByRole('button', { name: 'End-of-year cleanup' }).click();
    const dialog = page.getByRole('dialog', { name: 'End-of-year cleanup' });
    await dialog.getByText('Nobody to remove').waitFor();
    expect(await dialog.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    await shot(page, 'cleanup-empty-phone');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('a super admin sees no cleanup until they choose the organisation', async () => {
    const { page: superPage, context } = await newPage(browser);
    await signIn(superPage, 'superAdmin');
    await superPage.goto(`${baseUrl()}/org-dashboard`);
    // Before choosing, a super admin sees every organisation as a list to open, not an empty choice.
    const chooser = superPage.getByRole('list', { name: 'Organisations' });
    await chooser.waitFor();
    expect(await superPage.getByRole('button', { name: 'End-of-year cleanup' }).count()).toBe(0);
    await chooser.getByRole('button', { name: `Year-End School ${run}` }).click();
    await superPage.getByRole('button', { name: 'End-of-year cleanup' }).click();
    await superPage
      .getByRole('dialog', { name: 'End-of-year cleanup' })
      .getByRole('list', { name: 'Will stay (2)' })
      .waitFor();
    await context.close();
  });
});

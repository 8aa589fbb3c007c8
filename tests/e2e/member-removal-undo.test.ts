import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORG_ID } from '../../scripts/seed/accounts';
import { userRecord } from '../../scripts/seed/users';
import { baseUrl, dataShown, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eAdmin } from '../support/e2e-admin';

/**
 * Undoing a member's removal in a real browser: the demo organisation's admin removes a pupil on
 * /org-dashboard, finds the removal in /org-history, undoes it there, and finds the pupil back in the members
 * list with their record as it was; the entry then no longer offers Undo.
 */
let browser: Browser;
let page: Page;
const run = Date.now().toString(36);
const admin = e2eAdmin();
const pupil = { uid: `e2e-undo-${run}`, email: `undo-${run}@example.test`, name: `Aaron Undo ${run}` };

beforeAll(async () => {
  browser = await launchBrowser();
  // A pupil of the demo organisation only, as joining writes them: the record and its mirror entry.
  const record = userRecord(pupil, ['member'], new Date());
  const db = admin.db();
  await db.doc(`Users/${pupil.uid}`).set(record);
  await db.doc(`Organisations/${DEMO_ORG_ID}/members/${pupil.uid}`).set(record.Organisations[DEMO_ORG_ID]!);
  ({ page } = await newPage(browser));
  await signIn(page, 'organisationAdmin');
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

const status = (text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text }).waitFor({ timeout: 15_000 });
const pupilRow = () => page.getByTestId('member-row').filter({ hasText: pupil.name });

describe('undoing a member removal', () => {
  it('a removed member is put back from History', async () => {
    const before = (await admin.db().doc(`Users/${pupil.uid}`).get()).data();
    await page.goto(`${baseUrl()}/org-dashboard`);
    await pupilRow().waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: `Remove ${pupil.name}` }).click();
    await page.getByRole('dialog').getByText('It is recorded in History, where the organisation').waitFor();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText(`${pupil.name} was removed and their record deleted.`).waitFor({ timeout: 15_000 });
    await expect.poll(() => pupilRow().count(), { timeout: 15_000 }).toBe(0);
    expect((await admin.db().doc(`Users/${pupil.uid}`).get()).exists).toBe(false);

    await page.goto(`${baseUrl()}/org-history`);
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor({ timeout: 15_000 });
    const entry = page
      .getByRole('listitem')
      .filter({ hasText: 'Member removed' })
      .filter({ hasText: `Removed ${pupil.name} from the organisation` });
    await entry.waitFor({ timeout: 15_000 });
    await dataShown(page);
    await shot(page, 'history-removal-listed');

    await entry.getByRole('button', { name: /^Undo:/ }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Undo puts back what it changed').waitFor();
    await confirm.getByRole('button', { name: 'Undo' }).click();
    await status(`Undone: Removed ${pupil.name} from the organisation`);
    await entry.getByText('Undone', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await entry.getByRole('button', { name: /^Undo:/ }).count()).toBe(0);
    await shot(page, 'history-removal-undone');
    expect((await admin.db().doc(`Users/${pupil.uid}`).get()).data()).toEqual(before);

    await page.goto(`${baseUrl()}/org-dashboard`);
    await pupilRow().waitFor({ timeout: 15_000 });
    await shot(page, 'history-member-back');
  });

  it('a removal whose person has joined again since is refused, and the screen says why', async () => {
    await page.goto(`${baseUrl()}/org-dashboard`);
    await page.getByRole('button', { name: `Remove ${pupil.name}` }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(() => pupilRow().count(), { timeout: 15_000 }).toBe(0);
    // They join again (a new record and membership, as joining writes them) before anyone undoes the removal.
    const again = userRecord(pupil, ['member'], new Date());
    await admin.db().doc(`Users/${pupil.uid}`).set(again);
    await admin
      .db()
      .doc(`Organisations/${DEMO_ORG_ID}/members/${pupil.uid}`)
      .set(again.Organisations[DEMO_ORG_ID]!);

    await page.goto(`${baseUrl()}/org-history`);
    const entry = page
      .getByRole('listitem')
      .filter({ hasText: 'Member removed' })
      .filter({ hasText: `Removed ${pupil.name} from the organisation` })
      .filter({ has: page.getByRole('button', { name: /^Undo:/ }) });
    await entry.waitFor({ timeout: 15_000 });
    await entry.getByRole('button', { name: /^Undo:/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Undo' }).click();
    await status(
      'This person has an account record again since the removal (they joined again or signed up); nothing was undone',
    );
    await shot(page, 'history-removal-refused');
    // Nothing was written: the entry is not marked undone, and the new membership is as they made it.
    const removals = await admin
      .db()
      .collection('history')
      .where('kind', '==', 'member-removed')
      .where('target.id', '==', pupil.uid)
      .get();
    expect(removals.docs.map((d) => Boolean(d.get('undoneAt'))).sort()).toEqual([false, true]);
    const record = (await admin.db().doc(`Users/${pupil.uid}`).get()).data()!;
    expect(record.createdAt.toMillis()).toBe(again.createdAt.getTime());
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eAdmin } from '../support/e2e-admin';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { stackControl } from '../support/stack-control';
import { e2eStack } from '../support/e2e-stack';

/**
 * What a person sees when the network or a service fails. The demo moderator edits a project of
 * their own while the browser goes offline, reloads with a save waiting, double-clicks create buttons, and saves
 * while the Firestore emulator is frozen; a school books a workshop while the Functions emulator is stopped.
 * Every fault is undone in a finally, so the other files of the run see a whole stack.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;
const run = Date.now().toString(36);
const admin = e2eAdmin();
const db = () => admin.db();
const control = stackControl();

const projectName = `Tideway ${run}`;
const projectKey = `tideway-${run}`;
const form = () => page.getByRole('form', { name: 'Project settings' });
const notice = () => page.getByTestId('connection-notice');
const WAITING = 'Waiting for the connection… Your changes are kept and will be saved when it returns.';

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
  await signIn(page, 'moderator');
});
afterAll(async () => {
  await context?.setOffline(false);
  await browser?.close();
  await admin.close();
});

async function projectNameSaved(): Promise<string> {
  return String((await db().doc(`Projects/${projectKey}`).get()).get('projectName'));
}

describe('saving a project through network faults', () => {
  it('a double-clicked "Create project" creates one project', async () => {
    await page.goto(`${baseUrl()}/project-view`);
    await page.getByRole('button', { name: 'New project' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Project name').fill(projectName);
    await dialog.getByLabel('Project key').fill(projectKey);
    await dialog.getByRole('button', { name: 'Create project' }).dblclick();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    await page.getByRole('heading', { name: projectName }).waitFor({ timeout: 20_000 });
    // No "key taken" from a second attempt, and one document with this name.
    const same = await db().collection('Projects').where('projectName', '==', projectName).get();
    expect(same.docs.map((d) => d.id)).toEqual([projectKey]);
  });

  it('offline during a save: says it is waiting, then saves when the connection returns', async () => {
    await form().getByLabel('Project name').fill(`${projectName} offline`);
    await context.setOffline(true);
    try {
      await notice()
        .getByText(/^You are offline/)
        .waitFor({ timeout: 10_000 });
      await form().getByRole('button', { name: 'Save changes' }).click();
      await form().getByText(WAITING).waitFor({ timeout: 10_000 });
      await shot(page, 'network-offline-waiting');
      // What was typed is still there, and nothing has reached the server.
      expect(await form().getByLabel('Project name').inputValue()).toBe(`${projectName} offline`);
      expect(await projectNameSaved()).toBe(projectName);
    } finally {
      await context.setOffline(false);
    }
    // The notice says so at once, and stays until what waited has been sent.
    await notice().getByText('Back online.').waitFor({ timeout: 10_000 });
    await form().getByText('Project saved.').waitFor({ timeout: 30_000 });
    await shot(page, 'network-back-online-saved');
    expect(await projectNameSaved()).toBe(`${projectName} offline`);
  });

  it('a reload with a save waiting asks first; staying keeps the save, which then completes', async () => {
    await form().getByLabel('Project name').fill(`${projectName} kept`);
    await context.setOffline(true);
    const dialogs: string[] = [];
    try {
      await form().getByRole('button', { name: 'Save changes' }).click();
      await form().getByText(WAITING).waitFor({ timeout: 10_000 });
      const asked = page.waitForEvent('dialog', { timeout: 10_000 });
      // Not awaited: the reload is what the dialog holds up.
      const reload = page.evaluate(() => location.reload()).catch(() => undefined);
      const dialog = await asked;
      dialogs.push(dialog.type());
      await dialog.dismiss(); // "Stay on page"
      await reload;
      await form().getByText(WAITING).waitFor();
      expect(await form().getByLabel('Project name').inputValue()).toBe(`${projectName} kept`);
    } finally {
      await context.setOffline(false);
    }
    expect(dialogs).toEqual(['beforeunload']);
    await form().getByText('Project saved.').waitFor({ timeout: 30_000 });
    expect(await projectNameSaved()).toBe(`${projectName} kept`);
    // Nothing waiting: a reload now goes ahead without asking.
    page.once('dialog', (d) => {
      dialogs.push(d.type());
      void d.accept();
    });
    await page.reload();
    await form().getByLabel('Project name').waitFor({ timeout: 30_000 });
    expect(dialogs).toEqual(['beforeunload']);
  });

  it('Firestore frozen mid-save: "Saving…", then waiting, then saved when it answers again', async () => {
    await form().getByLabel('Project name').fill(`${projectName} frozen`, { timeout: 30_000 });
    await control.firestore('stop');
    try {
      await form().getByRole('button', { name: 'Save changes' }).click();
      await form().getByText('Saving…').waitFor({ timeout: 5_000 });
      // After a few seconds with no answer the save says it is waiting, and the notice says why.
      await form().getByText(WAITING).waitFor({ timeout: 20_000 });
      await notice()
        .getByText(/^The server is not answering/)
        .waitFor({ timeout: 5_000 });
      await shot(page, 'network-firestore-frozen');
    } finally {
      await control.firestore('start');
    }
    await form().getByText('Project saved.').waitFor({ timeout: 60_000 });
    await notice().getByText('Back online.').waitFor({ timeout: 10_000 });
    expect(await projectNameSaved()).toBe(`${projectName} frozen`);
    // What was saved before the freeze is still there after it: one project, named as last saved.
    const same = await db().collection('Projects').where('projectOwnerUserKey', '==', 'demo-moderator').get();
    expect(same.docs.filter((d) => d.id === projectKey)).toHaveLength(1);
  });
});

describe('a public booking while the Functions emulator is stopped', () => {
  const school = `Harbourside Primary ${run}`;
  type Mail = { subject: string };
  const mails = async () =>
    ((await (await fetch(`${e2eStack().mailUrl}/messages`)).json()) as Mail[]).filter((m) =>
      m.subject.includes(school),
    );

  // Starting the Functions emulator again takes a while on a loaded machine.
  it(
    'fails with the catalogue message, keeps the form, and a retry files exactly one request',
    { timeout: 240_000 },
    async () => {
      const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const p = await visitor.newPage();
      try {
        await p.goto(`${baseUrl()}/workshop-booking`);
        await p.getByRole('heading', { name: 'Book a custom workshop' }).waitFor({ timeout: 30_000 });
        await p.getByLabel('Organisation name').fill(school);
        await p.getByLabel('Organisation type').fill('School');
        await p.getByLabel('Participants').fill('24');
        await p.getByLabel('Preferred date').fill('2030-05-01');
        await p.getByLabel('Contact name').fill('Rae Reed');
        await p.getByLabel('Contact e-mail').fill(`rae-${run}@harbourside.example`);
        await control.functions('stop');
        try {
          await p.getByRole('button', { name: 'Send booking request' }).click();
          await p.getByText('Failed to send workshop booking request email').waitFor({ timeout: 20_000 });
          await shot(p, 'network-functions-stopped-booking');
          expect(await p.getByLabel('Organisation name').inputValue()).toBe(school);
          expect(await p.getByLabel('Contact name').inputValue()).toBe('Rae Reed');
        } finally {
          await control.functions('start');
        }
        await p.getByRole('button', { name: 'Try again' }).click();
        await p.getByText('your booking request was sent').waitFor({ timeout: 60_000 });
        await shot(p, 'network-functions-restarted-booking');
        const filed = await db().collection('bookingRequests').where('organisationName', '==', school).get();
        expect(filed.size).toBe(1);
        await expect.poll(async () => (await mails()).length, { timeout: 20_000 }).toBe(1);
      } finally {
        await visitor.close();
      }
    },
  );
});

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ORG_NAME, type DemoRole } from '../../scripts/seed/accounts';
import { baseUrl, launchBrowser, newPage, shot } from '../support/browser';
import { e2eStack } from '../support/e2e-stack';

/**
 * The main flows done with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrow keys and typing):
 * signing in, joining with a code (which waits for approval), creating a project, sending a participant update. Locators only say where
 * focus must be; nothing is clicked or filled. After each route change focus must be on the new screen's main
 * heading, and a submit with errors must put focus on the first invalid field.
 */
let browser: Browser;
const run = Date.now().toString(36);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Whether `target` (or something inside it, e.g. a text field's input) has focus. */
const focused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  await target.waitFor({ timeout: 20_000 });
  for (let i = 0; i < max; i++) {
    if (await focused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} not reached with ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses`);
}

/** Waits until focus is on the page's main heading (what the app does after every route change). */
async function headingFocused(page: Page, name: string | RegExp) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.matches('main h1, main h2') ?? false), {
      timeout: 30_000,
    })
    .toBe(true);
  expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(name);
}

/**
 * Picks the option named `name` of the focused select with the arrow keys, as the browser's own select answers
 * them while closed, and checks that the choice took (the arrows pass the wanted one at most once).
 */
async function chooseWithArrows(page: Page, name: string) {
  const chosen = () =>
    page.evaluate(() => (document.activeElement as HTMLSelectElement | null)?.selectedOptions?.[0]?.text);
  for (let i = 0; i < 15 && (await chosen()) !== name; i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 15 && (await chosen()) !== name; i++) await page.keyboard.press('ArrowUp');
  expect(await chosen()).toBe(name);
}

/** Signs in at /loginscreen with the keyboard only: Role (focused first), Email, Password, Enter. */
async function signInByKeyboard(page: Page, role: Exclude<DemoRole, 'author'>) {
  const account = DEMO_ACCOUNTS[role];
  await page.goto(`${baseUrl()}/loginscreen`);
  const roleField = page.getByRole('combobox', { name: 'Role' });
  await roleField.waitFor();
  // The Role choice comes first on the screen, so focus starts there and Tab runs down the form.
  await expect.poll(() => focused(roleField)).toBe(true);
  await chooseWithArrows(page, account.signInAs);
  await page.keyboard.press('Tab');
  expect(await focused(page.getByLabel('Email'))).toBe(true);
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  expect(await focused(page.getByLabel('Password'))).toBe(true);
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.endsWith('loginscreen'), { timeout: 20_000 });
}

describe('keyboard only', () => {
  it('signs in: the Role choice is in the Tab order, and focus lands on the dashboard heading', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl()}/loginscreen`);
    const roleField = page.getByRole('combobox', { name: 'Role' });
    // Shift+Tab from the e-mail field goes back to the Role choice (it used to come before the focused field).
    await tabTo(page, page.getByLabel('Email'));
    await tabTo(page, roleField, { back: true, max: 3 });
    await signInByKeyboard(page, 'moderator');
    expect(new URL(page.url()).pathname).toBe('/moderator-dashboard');
    await headingFocused(page, 'Moderator Dashboard');
    // The next Tab starts from the content, not from the top of the page or wherever the form was.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    await shot(page, 'keyboard-signed-in');
    await context.close();
  }, 120_000);

  it('joins with a code: a failed submit focuses the first invalid field, the wait for approval is read out', async () => {
    const { page, context } = await newPage(browser);
    // The demo organisation approves whoever joins with its class code: the joiner stays on this page, waiting.
    await page.goto(`${baseUrl()}/join-org/RIVER25K`);
    const name = page.getByLabel('Your name');
    await name.waitFor({ timeout: 20_000 });
    await expect.poll(() => focused(name)).toBe(true);
    await page.keyboard.type('Kim Keys');
    await page.keyboard.press('Tab'); // the e-mail is left empty
    await page.keyboard.press('Tab');
    expect(await focused(page.getByLabel('Password'))).toBe(true);
    await page.keyboard.type('secret-123');
    await page.keyboard.press('Enter');
    // The e-mail is the first (only) invalid field: focus goes there, with its message.
    await expect.poll(() => focused(page.getByLabel('Email'))).toBe(true);
    await page.getByText('Invalid email format').first().waitFor();
    await page.keyboard.type(`kim-${run}@example.test`);
    await tabTo(page, page.getByRole('button', { name: `Join ${DEMO_ORG_NAME}` }));
    await page.keyboard.press('Enter');
    // The form goes; focus moves to the answer (not lost to the page), and Tab goes on to signing in.
    const waiting = page.getByTestId('waiting-for-approval');
    await waiting.waitFor({ timeout: 30_000 });
    await expect.poll(() => focused(waiting)).toBe(true);
    expect(await waiting.textContent()).toContain(`Your request to join ${DEMO_ORG_NAME} as Student/Member`);
    expect(new URL(page.url()).pathname).toBe('/join-org/RIVER25K');
    await page.keyboard.press('Tab');
    expect(await focused(page.getByRole('link', { name: 'sign in' }))).toBe(true);
    await shot(page, 'keyboard-join-waiting');
    await context.close();
  }, 120_000);

  it('creates a project', async () => {
    const { page, context } = await newPage(browser);
    await signInByKeyboard(page, 'moderator');
    await page.getByRole('heading', { name: 'Moderator Dashboard' }).waitFor();
    await page.goto(`${baseUrl()}/project-view`);
    await tabTo(page, page.getByRole('button', { name: 'New project' }), { max: 60 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => focused(dialog.getByLabel('Project name'))).toBe(true);
    // Submitting empty focuses the first invalid field, the name.
    await tabTo(page, dialog.getByRole('button', { name: 'Create project' }));
    await page.keyboard.press('Enter');
    await dialog.getByText('Enter a project name').waitFor();
    await expect.poll(() => focused(dialog.getByLabel('Project name'))).toBe(true);
    const projectName = `Keyboard walk ${run}`;
    await page.keyboard.type(projectName);
    await tabTo(page, dialog.getByRole('button', { name: 'Create project' }));
    await page.keyboard.press('Space');
    await dialog.waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByRole('heading', { name: projectName }).waitFor({ timeout: 60_000 });
    await shot(page, 'keyboard-project-created');
    await context.close();
  }, 180_000);

  it('sends a participant update from the facilitator dashboard', async () => {
    const { page, context } = await newPage(browser);
    await signInByKeyboard(page, 'facilitator');
    await headingFocused(page, 'Facilitator Dashboard');
    // The tab row: Tab into it, arrow keys along it, Enter to open "My Assigned Workshops".
    await tabTo(page, page.getByRole('tab', { selected: true }));
    const assigned = page.getByRole('tab', { name: 'My Assigned Workshops' });
    for (let i = 0; i < 6 && !(await focused(assigned)); i++) await page.keyboard.press('ArrowRight');
    expect(await focused(assigned)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => assigned.getAttribute('aria-selected')).toBe('true');
    const card = page.locator('.MuiCard-root', { hasText: 'River Voices' }).first();
    const field = card.getByLabel(/Update to participants \(\d+ recipients?\)/);
    await tabTo(page, field, { max: 80 });
    const message = `Bring a torch ${run}`;
    await page.keyboard.type(message);
    await tabTo(page, card.getByRole('button', { name: 'Send update' }));
    await page.keyboard.press('Enter');
    await card.getByText(/Update sent to \d+ participants?\./).waitFor({ timeout: 60_000 });
    await shot(page, 'keyboard-participant-update');
    const all = (await (await fetch(`${e2eStack().mailUrl}/messages`)).json()) as {
      to: string[];
      subject: string;
      text: string;
    }[];
    const sent = all.filter((m) => m.subject.includes('Update: River Voices') && m.text.includes(message));
    expect(sent.flatMap((m) => m.to)).toContain(DEMO_ACCOUNTS.member.email);
    await context.close();
  }, 180_000);
});

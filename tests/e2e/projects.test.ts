import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProjectFields, PROJECT_PRIVATE_CONFIG } from '../../src/features/projects/model';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { DEMO_PROJECT_PASSWORD } from '../../scripts/seed/content';
import { userRecord } from '../../scripts/seed/users';
import { e2eAdmin } from '../support/e2e-admin';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';

/**
 * The project screens as the demo moderator uses them: create (with every key error), edit, select and delete a
 * project; the budget with its totals; the form builder and its public forms view; and the questionnaire used
 * by someone who never signs in.
 */
let browser: Browser;
let page: Page;
const run = Date.now().toString(36);
const admin = e2eAdmin();
const db = () => admin.db();
const selected = (p: Page) => p.evaluate(() => localStorage.getItem('selectedProject'));

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  await signIn(page, 'moderator');
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

async function pickProject(p: Page, name: string) {
  await p.getByRole('combobox', { name: /^Project/ }).click();
  await p.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

describe('projects as the moderator', () => {
  const key = `lighthouse-${run}`;
  const name = `Lighthouse Walk ${run}`;

  it('lists the moderator’s projects with search', async () => {
    await page.goto(`${baseUrl()}/project-view`);
    const list = page.getByRole('list', { name: 'Projects' });
    await list.getByText('Harbour Memories').waitFor();
    await list.getByText('High Street Then and Now').waitFor();
    await page.getByLabel('Search projects').fill('harb');
    await page.getByText(/^1 of \d+ projects$/).waitFor();
    expect(await list.getByText('High Street Then and Now').count()).toBe(0);
    await page.getByLabel('Search projects').fill('');
    await shot(page, 'project-view');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'project-view-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('creates a project after saying what is wrong with the key', async () => {
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await dialog.getByText('Enter a project name').waitFor();
    await dialog.getByText('Enter a project key').waitFor();
    await dialog.getByLabel('Project name').fill(name);
    expect(await dialog.getByLabel('Project key').inputValue()).toBe(`lighthouse-walk-${run}`);
    await dialog.getByLabel('Project key').fill('bad key!');
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await dialog.getByText('Use only letters, digits, - and _ (no spaces)').waitFor();
    await dialog.getByLabel('Project key').fill('demo-project-harbour');
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await dialog.getByText('The key “demo-project-harbour” is already taken; choose another').waitFor();
    expect(await dialog.getByLabel('Project name').inputValue()).toBe(name); // nothing lost
    await shot(page, 'project-create-errors');
    await dialog.getByLabel('Project key').fill(key);
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name }).waitFor();
    expect(await selected(page)).toBe(key);
    const saved = (await db().doc(`Projects/${key}`).get()).data()!;
    expect(saved).toMatchObject({
      projectName: name,
      projectOwnerUserKey: 'demo-moderator',
      isPrivate: true,
      isResponseEnabled: false,
      audioSize: 0,
      organisationId: 'demo-org',
      config: { locationInfo: true, authorInfo: true, recordingInfo: true, uploadFields: true, password: '' },
    });
  });

  it('edits the project: name, QR codes, tags and the password', async () => {
    const form = page.getByRole('form', { name: 'Project settings' });
    await form.getByLabel('Project name').fill(`${name} (edited)`);
    await form.getByLabel('Icon (URL)').fill('not a url');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Use an http(s):// address or a path starting with /').waitFor();
    await form.getByLabel('Icon (URL)').fill('');
    await form.getByRole('switch', { name: /QR codes/ }).check();
    await form.getByLabel('Subject tags').fill('lighthouse');
    await form.getByLabel('Subject tags').press('Enter');
    await form.getByLabel('Subject tags').fill('coast');
    await form.getByLabel('Subject tags').press('Enter');
    await form.getByLabel('Content tag').fill('Family');
    await form.getByLabel('Project password').fill('beam');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Project saved.').waitFor();
    await shot(page, 'project-edit');
    const saved = (await db().doc(`Projects/${key}`).get()).data()!;
    expect(saved).toMatchObject({
      projectName: `${name} (edited)`,
      isQREnabled: true,
      // "coast" joins the seeded subject tag "Coast" and takes its spelling.
      tags: { subjectTag: ['lighthouse', 'Coast'], contentTag: 'Family' },
      // The password is kept apart, for the project's managers only; the project itself is read more widely.
      config: { password: '', locationInfo: true },
    });
    expect((await db().doc(PROJECT_PRIVATE_CONFIG(key)).get()).data()).toMatchObject({ password: 'beam' });
    await page.reload();
    expect(await form.getByLabel('Project password').inputValue()).toBe('beam');
    const coast = (await db().doc('ProjectTags/project_coast').get()).data()!;
    expect(coast.projectKeys).toEqual(expect.arrayContaining([key, 'demo-project-harbour']));
    const lighthouse = (await db().doc('ProjectTags/project_lighthouse').get()).data()!;
    expect(lighthouse).toMatchObject({ tagName: 'lighthouse', projectKeys: [key] });
  });

  it('switches the selected project and keeps it after a reload', async () => {
    await page.getByRole('list', { name: 'Projects' }).getByText('High Street Then and Now').click();
    await page.getByRole('heading', { name: 'High Street Then and Now' }).waitFor();
    expect(await selected(page)).toBe('demo-project-high-street');
    await page.reload();
    await page.getByRole('heading', { name: 'High Street Then and Now' }).waitFor();
    await page.getByRole('list', { name: 'Projects' }).getByText(`${name} (edited)`).click();
    await page.getByRole('heading', { name: `${name} (edited)` }).waitFor();
  });

  it('deletes the project after a confirmation', async () => {
    await db()
      .doc(`Pins/pin-${run}`)
      .set({
        pinKey: `pin-${run}`,
        project: key,
        pinType: 'standard',
        location: { geoPoint: { lat: 51.5, long: -0.1 } },
      });
    await page.getByRole('button', { name: 'Delete project' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('This cannot be undone').waitFor();
    await shot(page, 'project-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete project' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('list', { name: 'Projects' })
      .getByText(`${name} (edited)`)
      .waitFor({ state: 'detached' });
    expect((await db().doc(`Projects/${key}`).get()).exists).toBe(false);
    expect((await db().doc(`Pins/pin-${run}`).get()).exists).toBe(false);
    expect(await selected(page)).not.toBe(key);
  });
});

describe('the budget', () => {
  it('shows the seeded budget’s totals and saves a change', async () => {
    await page.goto(`${baseUrl()}/project-budget`);
    await pickProject(page, 'Harbour Memories');
    const total = page.getByTestId('budget-total');
    // £32.50 × 12 h × 2 + £85.99 + £42.60 + £120.00
    await page.getByText('£1,028.59').first().waitFor();
    expect(await total.textContent()).toBe('£1,028.59');
    await page.getByLabel('Hours').fill('-1');
    await page.getByLabel('Hours').blur();
    await page.getByText('Hours cannot be negative').waitFor();
    await page.getByLabel('Hours').fill('10');
    expect(await total.textContent()).toBe('£898.59');
    await page.getByRole('button', { name: 'Save budget' }).click();
    await page.getByText('Budget saved.').waitFor();
    expect(await page.getByRole('button', { name: 'Save budget' }).isEnabled()).toBe(true);
    await shot(page, 'project-budget');
    const budget = (await db().doc('Projects/demo-project-harbour').get()).data()!.budget;
    expect(budget.facilitatorHundredthHours).toBe(1000);
  });
});

describe('the recording form', () => {
  it('adds a question, moves it with the keyboard and saves', async () => {
    await page.goto(`${baseUrl()}/form-builder-view`);
    await pickProject(page, 'High Street Then and Now');
    await page.getByRole('group', { name: /^Question 4:/ }).waitFor();
    await page.getByRole('button', { name: 'Add a question' }).click();
    const row = page.getByRole('group', { name: /^Question 5:/ });
    await row.getByLabel('Question', { exact: true }).fill('Your street');
    await row.getByLabel('Question', { exact: true }).blur();
    const moved = page.getByRole('group', { name: 'Question 5: Your street' });
    expect(await moved.getByLabel('Key', { exact: true }).inputValue()).toBe('your_street');
    await moved.getByLabel('Key', { exact: true }).press('Alt+ArrowUp');
    await page.getByRole('group', { name: 'Question 4: Your street' }).waitFor();
    await page.getByRole('button', { name: 'Save form' }).click();
    await page.getByText('Form saved.').waitFor();
    await shot(page, 'form-builder');
    const fields = (await db().doc('Projects/demo-project-high-street').get()).data()!.formFields;
    expect(fields.map((f: { key: string }) => f.key)).toEqual([
      'decade',
      'shop',
      'memory',
      'your_street',
      'consent',
    ]);
  });

  it('shows the public form to a visitor, and says when a project is private or missing', async () => {
    const { page: visitor, context } = await newPage(browser);
    await visitor.goto(`${baseUrl()}/forms-view/demo-project-high-street`);
    await visitor.getByText('High Street Then and Now').waitFor();
    await visitor.getByLabel('Your street').waitFor();
    // A choice list is shown, closed and disabled, with its choices spelled out under it.
    const decade = visitor.getByRole('combobox', { name: /^Which decade is your memory from\?/ });
    expect(await decade.isDisabled()).toBe(true);
    await visitor.getByText('Choices: 1950s, 1960s, 1970s, 1980s, 1990s or later').waitFor();
    await shot(visitor, 'forms-view-public');
    await visitor.goto(`${baseUrl()}/forms-view/demo-project-harbour`);
    await visitor.getByText('This project is private').waitFor();
    await visitor.goto(`${baseUrl()}/forms-view/no-such-project`);
    await visitor.getByText('There is no project with this key').waitFor();
    await shot(visitor, 'forms-view-missing');
    await context.close();
  });
});

describe('the questionnaire', () => {
  it('works out totals live without signing in, and writes nothing', async () => {
    const { page: visitor, context } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const writes: string[] = [];
    visitor.on('request', (r) => {
      if (r.url().includes('Firestore/Write')) writes.push(r.url());
    });
    await visitor.goto(`${baseUrl()}/project-questionnaire`);
    await visitor.getByText('Nothing you enter here is saved unless you send it to us below').waitFor();
    await visitor.getByLabel('Project name (for the summary)').fill('Canal walk');
    await visitor.getByLabel('Hourly rate').fill('20');
    await visitor.getByLabel('Hours').fill('2.5');
    await visitor.getByLabel('Facilitators').fill('2');
    await visitor.getByLabel('Materials').fill('15.50');
    await visitor.getByRole('button', { name: 'Add a cost' }).click();
    await visitor.getByLabel('Cost 1', { exact: true }).fill('Snacks');
    await visitor.getByLabel('Cost 1 amount').fill('4.5');
    expect(await visitor.getByTestId('budget-total').textContent()).toBe('£120.00');
    await visitor.getByLabel('Materials').fill('-3');
    await visitor.getByLabel('Materials').blur();
    await visitor.getByText('A materials amount cannot be negative').waitFor();
    await visitor.getByLabel('Materials').fill('15.50');
    await visitor.getByRole('button', { name: 'Copy summary' }).click();
    await visitor.getByText(/Summary copied|Copying is blocked/).waitFor();
    const summary = await visitor.getByLabel('Budget summary').textContent();
    expect(summary).toContain('Canal walk');
    expect(summary).toContain('Snacks: £4.50');
    expect(summary).toContain('Total: £120.00');
    expect(await visitor.getByRole('button', { name: /Save/ }).count()).toBe(0);
    await shot(visitor, 'project-questionnaire');
    expect(writes).toEqual([]);
    await context.close();
  });
});

/**
 * Who sees which project: a moderator their own; the organisation admin those owned by its
 * moderators and admins, and no longer those of someone who is not (a member owning a project). A fellow
 * moderator is made for this run, with a project of their own.
 */
describe('project lists per role', () => {
  const colleague = {
    uid: `e2e-colleague-${run}`,
    email: `e2e-colleague-${run}@example.test`,
    name: `Colleague ${run}`,
    password: 'colleague-123',
  };
  const colleagueProject = `Canal Stories ${run}`;
  const membersProject = `Pupil Project ${run}`;

  beforeAll(async () => {
    const now = new Date();
    const orgId = 'demo-org';
    await admin
      .auth()
      .createUser({ uid: colleague.uid, email: colleague.email, password: colleague.password });
    const record = userRecord(colleague, ['moderator'], now, {}, orgId);
    await db().doc(`Users/${colleague.uid}`).set(record);
    await db().doc(`Organisations/${orgId}/members/${colleague.uid}`).set(record.Organisations[orgId]!);
    const project = (projectKey: string, projectName: string, owner: string) => ({
      ...newProjectFields({ projectKey, projectName, isPrivate: true, organisationId: orgId }, owner),
      createdAt: now,
      updatedAt: now,
    });
    await db()
      .doc(`Projects/canal-${run}`)
      .set(project(`canal-${run}`, colleagueProject, colleague.uid));
    // Owned by the demo participant, a member: made when they were staff, say; nobody else of the org sees it.
    await db()
      .doc(`Projects/pupil-${run}`)
      .set(project(`pupil-${run}`, membersProject, DEMO_ACCOUNTS.member.uid));
  });

  const listed = async (p: Page) => {
    await p.goto(`${baseUrl()}/project-view`);
    const list = p.getByRole('list', { name: 'Projects' });
    await list.getByRole('listitem').first().waitFor();
    return list;
  };

  it('the moderator sees their own projects, not a fellow moderator’s', async () => {
    const list = await listed(page);
    await list.getByText('Harbour Memories').waitFor();
    expect(await list.getByText(colleagueProject).count()).toBe(0);
    expect(await list.getByText(membersProject).count()).toBe(0);
  });

  it('a fellow moderator sees only their own, and not the Harbour password', async () => {
    const { page: other, context } = await newPage(browser);
    await other.goto(`${baseUrl()}/loginscreen`);
    await other.getByLabel('Role').selectOption({ label: 'Moderator' });
    await other.getByLabel('Email').fill(colleague.email);
    await other.getByLabel('Password').fill(colleague.password);
    await other.getByRole('button', { name: 'Sign in' }).click();
    await other.waitForURL((url) => !url.pathname.endsWith('loginscreen'), { timeout: 15_000 });
    const list = await listed(other);
    await list.getByText(colleagueProject).waitFor();
    expect(await list.getByText('Harbour Memories').count()).toBe(0);
    expect(await list.getByText('High Street Then and Now').count()).toBe(0);
    await shot(other, 'project-view-fellow-moderator');
    await context.close();
  });

  it('the organisation admin sees the moderators’ projects and reads their passwords', async () => {
    const { page: head, context } = await newPage(browser);
    await signIn(head, 'organisationAdmin');
    const list = await listed(head);
    await list.getByText(colleagueProject).waitFor();
    await list.getByText('Harbour Memories').waitFor();
    await list.getByText('High Street Then and Now').waitFor();
    expect(await list.getByText(membersProject).count()).toBe(0);
    await shot(head, 'project-view-org-admin');
    await list.getByText('Harbour Memories').click();
    const form = head.getByRole('form', { name: 'Project settings' });
    await form.getByLabel('Project password').waitFor();
    expect(await form.getByLabel('Project password').inputValue()).toBe(DEMO_PROJECT_PASSWORD);
    await context.close();
  });

  it("the organisation admin opens a project to a group from the project's own page, and closes it again", async () => {
    const { page: head, context } = await newPage(browser);
    await signIn(head, 'organisationAdmin');
    const list = await listed(head);
    await list.getByText(colleagueProject).click();
    const none = head.getByText('No groups yet.');
    const chip = head.locator('.MuiChip-root', { hasText: 'Year 5 Explorers' });
    const choose = async () => {
      await head.getByRole('combobox', { name: 'Groups with access' }).click();
      await head.getByRole('option', { name: 'Year 5 Explorers' }).click();
      await head.keyboard.press('Escape');
      await head.getByRole('button', { name: 'Save groups' }).click();
      await head.getByText('Groups saved; access updated for their members.').waitFor({ timeout: 15_000 });
    };
    await none.waitFor();
    await choose();
    // The chip shows the project's own record read again (the projects' queries), not the form's choice.
    await chip.waitFor({ timeout: 15_000 });
    expect(await none.count()).toBe(0);
    await shot(head, 'project-view-groups-saved');
    // Taking the group off again (the option toggles) leaves the project as the other tests expect it.
    await choose();
    await none.waitFor({ timeout: 15_000 });
    expect(await chip.count()).toBe(0);
    await context.close();
  });
});

/** Access levels on /user-access-view: given, changed and removed by the project's manager. */
describe('changing and removing project access', () => {
  it('the moderator gives the facilitator access, makes it write, then removes it', async () => {
    const record = db().doc(`ProjectAccess/demo-project-harbour_${DEMO_ACCOUNTS.facilitator.uid}`);
    await record.delete();
    await page.goto(`${baseUrl()}/user-access-view`);
    const row = page.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.facilitator.name });
    await row.getByLabel('Project').click();
    await page.getByRole('option', { name: 'Harbour Memories' }).click();
    await row.getByRole('button', { name: 'Give access' }).click();
    const level = row.getByRole('combobox', {
      name: `Access level of ${DEMO_ACCOUNTS.facilitator.name} to Harbour Memories`,
    });
    await level.waitFor();
    expect((await record.get()).data()).toMatchObject({ accessLevel: 'read', source: 'direct' });
    await level.click();
    await page.getByRole('option', { name: 'Write' }).click();
    await expect.poll(async () => (await record.get()).data()?.accessLevel).toBe('write');
    await shot(page, 'user-access-levels');
    await row
      .getByRole('button', {
        name: `Remove the access of ${DEMO_ACCOUNTS.facilitator.name} to Harbour Memories`,
      })
      .click();
    await level.waitFor({ state: 'detached' });
    expect((await record.get()).exists).toBe(false);
  });
});

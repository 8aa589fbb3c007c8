import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { adminFor } from '../../scripts/seed/admin';
import { newProjectFields } from '../../src/features/projects/model';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';
import { e2eStack } from '../support/e2e-stack';

/**
 * The membership flows as a new user meets them: register an organisation, invite a
 * moderator by e-mail and join with that code in a second browser, make an anonymous code, add a temporary
 * member who then joins for real, put members in groups and watch private-project access follow.
 */
let browser: Browser;
const run = Date.now().toString(36);
const admin = () => {
  const e2e = e2eStack();
  return adminFor(e2e).db;
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function mailTo(address: string): Promise<{ text: string; subject: string }[]> {
  const response = await fetch(`${e2eStack().mailUrl}/messages`);
  const all = (await response.json()) as { to: string[]; text: string; subject: string }[];
  return all.filter((m) => m.to.some((t) => t.includes(address)));
}

async function joinAsNewPerson(page: Page, code: string, name: string, email: string) {
  await page.goto(`${baseUrl()}/join-org/${code}`);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret-123');
  await page.getByRole('button', { name: /^Join / }).click();
}

describe('an organisation from registration to groups', () => {
  let adminPage: Page;
  let orgId = '';
  const teacherEmail = `teacher-${run}@example.test`;
  let pupilEmail = '';

  it('registers an organisation and lands on its dashboard', async () => {
    ({ page: adminPage } = await newPage(browser));
    await adminPage.goto(`${baseUrl()}/register-org`);
    await adminPage.getByRole('button', { name: 'Register organisation' }).click();
    // Every field says what is wrong before anything is sent.
    await expect(adminPage.getByText('Enter your name.').isVisible()).resolves.toBe(true);
    await expect(adminPage.getByText('Invalid email format').isVisible()).resolves.toBe(true);
    await shot(adminPage, 'register-org-errors');
    await adminPage.getByLabel('Your name').fill('Ada Admin');
    await adminPage.getByLabel('Email').fill(`ada-${run}@example.test`);
    await adminPage.getByLabel('Password').fill('secret-123');
    await adminPage.getByLabel('Organisation name').fill(`Hillside School ${run}`);
    await adminPage.getByRole('button', { name: 'Register organisation' }).click();
    await adminPage.waitForURL(/\/org-dashboard/, { timeout: 20_000 });
    await adminPage.getByRole('heading', { name: 'Organisation Dashboard' }).waitFor();
    await adminPage.getByTestId('org-summary').getByText('1 member').waitFor();
    orgId = (await adminPage.evaluate(() => localStorage.getItem('currentOrganisation'))) ?? '';
    expect(orgId).not.toBe('');
    const org = (await admin().doc(`Organisations/${orgId}`).get()).data()!;
    expect(org.settings).toEqual({ allowAnonymousMembers: false, requireApproval: true });
    await shot(adminPage, 'org-dashboard-new');
    // These flows are about codes and groups: the admin lets people in at once and allows anonymous members
    // (join-approval.test.ts is the approval queue).
    await adminPage.goto(`${baseUrl()}/org-settings`);
    await adminPage.getByRole('switch', { name: /Allow anonymous members/ }).click();
    await adminPage.getByRole('switch', { name: /Require approval of new members/ }).click();
    await adminPage.getByRole('button', { name: 'Save settings' }).click();
    await adminPage.getByText('Settings saved.').waitFor();
    await adminPage.goto(`${baseUrl()}/org-dashboard`);
    await adminPage.getByRole('heading', { name: 'Organisation Dashboard' }).waitFor();
  });

  it('invites a moderator by e-mail; they join with the code in a second browser', async () => {
    await adminPage.getByRole('tab', { name: 'Access codes' }).click();
    await adminPage.getByRole('combobox', { name: /^Role/ }).click();
    await adminPage.getByRole('option', { name: 'Teacher/Moderator' }).click();
    await adminPage.getByLabel('E-mail (optional)').fill(teacherEmail);
    await adminPage.getByRole('button', { name: 'Send invitation' }).click();
    const code = (await adminPage.getByTestId('new-code').textContent({ timeout: 15_000 })) ?? '';
    // The e-mailed code is the full generated id, not an 8-character class code.
    expect(code).toMatch(/^[A-Za-z0-9]{20}$/);
    await adminPage.getByText(`Invitation sent to ${teacherEmail}`).waitFor();
    await shot(adminPage, 'org-dashboard-codes');
    const [mail] = await mailTo(teacherEmail);
    expect(mail?.text).toContain('as Teacher/Moderator');
    // The link carries the role the code was made for: the join page checks the code still grants it.
    expect(mail?.text).toContain(`/join-org/${code}?role=moderator`);
    expect(mail?.text).toContain('expires in 7 days');

    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl()}/join-org/${code}?role=moderator`);
    await page.getByText('as Teacher/Moderator').waitFor();
    await shot(page, 'join-org');
    await joinAsNewPerson(page, code, 'Tom Teacher', teacherEmail);
    await page.waitForURL(/\/moderator-dashboard/, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Moderator Dashboard' }).waitFor();
    await shot(page, 'moderator-dashboard');
    // The code is used up: the same link now explains why it no longer works.
    const { page: late, context: lateContext } = await newPage(browser);
    await late.goto(`${baseUrl()}/join-org/${code}`);
    await late.getByText('Invalid or expired access code', { exact: true }).waitFor();
    await lateContext.close();
    await context.close();
  });

  it('makes an anonymous code that several pupils join with', async () => {
    await adminPage.getByLabel('E-mail (optional)').fill('');
    await adminPage.getByRole('combobox', { name: /^Role/ }).click();
    await adminPage.getByRole('option', { name: 'Student/Member' }).click();
    await adminPage.getByRole('button', { name: 'Create code' }).click();
    await adminPage.getByText('Anyone with the code').first().waitFor();
    const code = (await adminPage.getByTestId('new-code').textContent()) ?? '';
    for (const n of [1, 2]) {
      const { page, context } = await newPage(browser);
      pupilEmail = `pupil${n}-${run}@example.test`;
      await joinAsNewPerson(page, code, `Pupil ${n}`, pupilEmail);
      await page.waitForURL(/\/participant-dashboard/, { timeout: 20_000 });
      await context.close();
    }
    const stored = (await admin().doc(`accessCodes/${code}`).get()).data()!;
    expect(stored.isActive).toBe(true);
    expect(stored.usedBy).toHaveLength(2);
  });

  it('adds a temporary member who then joins and becomes permanent', async () => {
    await adminPage.getByRole('tab', { name: 'Members' }).click();
    await adminPage.getByRole('button', { name: 'Add temporary member' }).click();
    await adminPage.getByLabel('First name').fill('Sam');
    await shot(adminPage, 'temporary-member-dialog');
    await adminPage.getByRole('button', { name: 'Add member' }).click();
    const notice = await adminPage.getByText(/was added\. Their access code is/).textContent();
    const code = /code is ([A-Z0-9]{8})/.exec(notice ?? '')?.[1] ?? '';
    expect(notice).toContain('🐼 Sam');
    await adminPage
      .getByRole('cell', { name: /🐼 Sam/ })
      .first()
      .waitFor();
    await shot(adminPage, 'members-with-temporary');

    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl()}/join-org/${code}`);
    await page.getByText('This code was made for 🐼 Sam').waitFor();
    await joinAsNewPerson(page, code, 'Sam Smith', `sam-${run}@example.test`);
    await page.waitForURL(/\/participant-dashboard/, { timeout: 20_000 });
    await context.close();

    await adminPage.reload();
    await adminPage.getByRole('cell', { name: 'Sam Smith', exact: true }).waitFor();
    expect(await adminPage.getByRole('cell', { name: /🐼 Sam/ }).count()).toBe(0);
  });

  it('puts members in a group and private-project access follows', async () => {
    // Owned by the organisation's admin, who manages it, built as the create dialog builds it.
    const adminId = (await admin().doc(`Organisations/${orgId}`).get()).get('adminId') as string;
    await admin()
      .doc(`Projects/priv-${run}`)
      .set(
        newProjectFields(
          {
            projectName: 'Hillside Secrets',
            projectKey: `priv-${run}`,
            isPrivate: true,
            organisationId: orgId,
          },
          adminId,
        ),
      );
    await adminPage.getByRole('tab', { name: 'Groups' }).click();
    await adminPage.getByLabel('New group name').fill('Year 9');
    await adminPage.getByRole('button', { name: 'Create group' }).click();
    await adminPage.getByRole('button', { name: 'Members of Year 9' }).click();
    await adminPage.getByRole('checkbox', { name: 'Sam Smith' }).click();
    await adminPage.getByRole('button', { name: /Save members/ }).click();
    await adminPage.getByText('1 member: Sam Smith').waitFor();
    await shot(adminPage, 'groups');

    await adminPage.getByRole('tab', { name: 'Project invites' }).click();
    await adminPage.getByLabel('Groups with access').click();
    await adminPage.getByRole('option', { name: 'Year 9' }).click();
    await adminPage.keyboard.press('Escape');
    await adminPage.getByRole('button', { name: 'Save groups' }).click();
    await adminPage.getByText('Groups saved; access updated').waitFor();
    await shot(adminPage, 'project-groups');

    await adminPage.goto(`${baseUrl()}/user-access-view`);
    const samRow = adminPage.getByRole('row', { name: /Sam Smith/ });
    await samRow.getByText('Hillside Secrets · via group').waitFor({ timeout: 15_000 });
    await shot(adminPage, 'user-access-view');

    await adminPage.goto(`${baseUrl()}/org-dashboard?tab=groups`);
    await adminPage.getByRole('button', { name: 'Members of Year 9' }).click();
    await adminPage.getByRole('checkbox', { name: 'Sam Smith' }).click();
    await adminPage.getByRole('button', { name: /Save members/ }).click();
    await adminPage.getByText('No members').waitFor();
    await adminPage.goto(`${baseUrl()}/user-access-view`);
    await adminPage
      .getByRole('row', { name: /Sam Smith/ })
      .getByText('None')
      .waitFor({ timeout: 15_000 });
  });

  it('removes a member after asking', async () => {
    await adminPage.goto(`${baseUrl()}/org-dashboard`);
    await adminPage.getByRole('button', { name: 'Remove Pupil 1' }).click();
    await adminPage.getByRole('dialog').getByText('leaves this organisation').waitFor();
    await adminPage.getByRole('button', { name: 'Remove', exact: true }).click();
    await adminPage.getByText(/Pupil 1 was removed/).waitFor();
    await expect.poll(() => adminPage.getByRole('cell', { name: 'Pupil 1', exact: true }).count()).toBe(0);
  });
});

describe('every membership error reads as the catalogue writes it', () => {
  const now = Date.now();
  const code = (id: string, fields: Record<string, unknown>) =>
    admin()
      .doc(`accessCodes/${id}`)
      .set({
        code: id,
        organisationId: 'demo-org',
        role: 'member',
        isActive: true,
        isAnonymous: false,
        createdAt: new Date(now),
        expiresAt: new Date(now + 86_400_000),
        ...fields,
      });

  it.each([
    ['ZZZZZZZZ', 'Invalid access code', '', {}],
    ['EXPIRED2', 'Access code has expired', '', { expiresAt: new Date(now - 86_400_000) }],
    ['INACTIV2', 'Invalid or expired access code', '', { isActive: false }],
    ['ROLEMEM2', 'Access code does not grant the required role', '?role=moderator', {}],
    ['NOORG222', 'Organisation not found', '', { organisationId: 'no-such-org' }],
    ['EMPTYORG', 'Invalid organisation ID provided', '', { organisationId: '' }],
  ])('%s shows “%s”', async (id, message, query, fields) => {
    if (id !== 'ZZZZZZZZ') await code(id, fields);
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl()}/join-org/${id}${query}`);
    await page.getByRole('alert').getByText(message, { exact: true }).waitFor();
    if (id === 'EXPIRED2') await shot(page, 'join-org-expired');
    await context.close();
  });

  it.each([
    [
      'TEMPGONE',
      'Temporary user data not found',
      { isAnonymous: true, tempUserId: 'temp_GONEGONEGONEGONEGONE' },
    ],
    [
      'TEMPNOML',
      'Moderator email not found for temporary user',
      { isAnonymous: true, tempUserId: 'temp_NOMAILNOMAILNOMAIL' },
    ],
  ])('joining with %s shows “%s”', async (id, message, fields) => {
    await code(id, fields);
    if (id === 'TEMPNOML')
      await admin()
        .doc('Users/temp_NOMAILNOMAILNOMAIL')
        .set({ userKey: 'temp_NOMAILNOMAILNOMAIL', isTemporary: true, Organisations: {} });
    const { page, context } = await newPage(browser);
    await joinAsNewPerson(page, id, 'Someone', `someone-${id}-${run}@example.test`);
    await page.getByRole('alert').getByText(message, { exact: true }).waitFor();
    await context.close();
  });

  it('a member cannot join their organisation again', async () => {
    await code('AGAIN222', { isAnonymous: true });
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl()}/join-org/AGAIN222`);
    await page.getByLabel('Your name').fill('Pat');
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.member.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: /^Join / }).click();
    await page.getByRole('alert').getByText('Incorrect password', { exact: true }).waitFor();
    await page.getByLabel('Password').fill(DEMO_ACCOUNTS.member.password);
    await page.getByRole('button', { name: /^Join / }).click();
    await page
      .getByRole('alert')
      .getByText('User is already a member of this organisation', { exact: true })
      .waitFor();
    await context.close();
  });
});

describe('invite links', () => {
  it('accepts a valid invite and explains unknown and expired ones', async () => {
    await admin()
      .doc('invites/old-invite')
      .set({
        project_id: 'demo-project-harbour',
        accessLevel: 'read',
        createdAt: new Date(Date.now() - 10 * 86_400_000),
        expirationDate: new Date(Date.now() - 3 * 86_400_000),
      });
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl()}/invite/no-such-invite`);
    await page.getByText('This invite link is not valid.').waitFor();
    await page.goto(`${baseUrl()}/invite/old-invite`);
    await page.getByText(/This invite expired on/).waitFor();
    await shot(page, 'invite-expired');
    await page.goto(`${baseUrl()}/invite/demo-invite-harbour`);
    await page.getByRole('link', { name: 'Sign in to accept' }).click();
    await page.waitForURL(/\/loginscreen\?from=/);
    // The facilitator has no access to the private project until they accept.
    await signIn(page, 'facilitator', { at: 'current' });
    await page.waitForURL(/\/invite\/demo-invite-harbour/);
    await page.getByRole('button', { name: 'Accept invite' }).click();
    await page.getByText('Invite accepted: the project is now open to you.').waitFor();
    const access = await admin().doc('ProjectAccess/demo-project-harbour_demo-facilitator').get();
    expect(access.data()).toMatchObject({
      accessLevel: 'read',
      source: 'invite',
      userId: 'demo-facilitator',
    });
    await context.close();
  });
});

describe('the demo organisation', () => {
  it('shows its moderator the members, the temporary member and the class group', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'moderator');
    await page.goto(`${baseUrl()}/moderator-dashboard`);
    await page.getByRole('cell', { name: 'Fin', exact: false }).first().waitFor();
    // The seed's class group, plus any other browser test created in the demo organisation meanwhile
    // (network-faults-double-submit makes one): the summary counts what is stored.
    const groups = (
      await admin().collection('groups').where('organisationId', '==', 'demo-org').count().get()
    ).data().count;
    expect(groups).toBeGreaterThanOrEqual(1);
    await page
      .getByTestId('org-summary')
      .getByText(new RegExp(`\\b${groups} groups?\\b`))
      .waitFor();
    // Moderators manage members only: no role changes, and no removing the organisation admin.
    expect(await page.getByRole('button', { name: /^Change roles/ }).count()).toBe(0);
    expect(
      await page.getByRole('button', { name: `Remove ${DEMO_ACCOUNTS.organisationAdmin.name}` }).count(),
    ).toBe(0);
    await shot(page, 'demo-moderator-dashboard');
    await context.close();
  });

  it('tells a facilitator whose DBS number is not on record, with whom to share it', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'facilitator');
    await page.getByText('Your compliance record is incomplete').waitFor();
    expect(await page.getByText('Your profile is incomplete').count()).toBe(0);
    await shot(page, 'facilitator-flags');
    await context.close();
  });
});

import { deleteApp, type FirebaseApp } from 'firebase/app';
import { type Auth } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFor } from '../../../scripts/seed/admin';
import { DEMO_ACCOUNTS, DEMO_ORG_ID, DEMO_ORG_NAME } from '../../../scripts/seed/accounts';
import { seedDemo } from '../../../scripts/seed/index';
import { setFirebaseForTests } from '../../../src/lib/firebase';
import { signInWithPasswordOnly, signInWithRole } from '../../../src/features/session/service';
import { emulatorClient } from '../../support/client';

/**
 * The real sign-in service against the Auth and Firestore emulators, under the real rules. The Auth emulator
 * serves browser sign-ins for the stack's own project only, so this file uses that project id.
 */
let projectId = '';
let app: FirebaseApp;
let auth: Auth;

beforeAll(async () => {
  const stack = inject('stack');
  projectId = stack.projectId;
  const target = { projectId, firestoreHost: stack.firestoreHost, authHost: stack.authHost };
  await seedDemo(target);
  const client = await emulatorClient('session-test');
  ({ app, auth } = client);
  setFirebaseForTests({ db: client.db, auth });
});
afterAll(() => deleteApp(app));

const a = DEMO_ACCOUNTS;

describe('role sign-in', () => {
  it('signs an organisation admin in with their organisation and role', async () => {
    const { user } = await signInWithRole(
      a.organisationAdmin.email,
      a.organisationAdmin.password,
      'organisationAdmin',
    );
    expect(user.userId).toBe(a.organisationAdmin.uid);
    expect(user.userRole).toBe('organisationAdmin');
    expect(user.organisations['demo-org']?.roles).toEqual(['organisationAdmin']);
  });

  it("names the session's organisation from the Organisations document, not the member's name", async () => {
    const { user } = await signInWithRole(
      a.organisationAdmin.email,
      a.organisationAdmin.password,
      'organisationAdmin',
    );
    expect(user.organisations[DEMO_ORG_ID]?.name).toBe(DEMO_ORG_NAME);
    expect(user.organisations[DEMO_ORG_ID]?.name).not.toBe(a.organisationAdmin.name);
  });

  it('accepts an organisation admin signing in as moderator, and enters their organisation in its first role', async () => {
    // Signing in and switching into an organisation agree: the current role is the first one held there.
    const { user } = await signInWithRole(
      a.organisationAdmin.email,
      a.organisationAdmin.password,
      'moderator',
    );
    expect(user.userId).toBe(a.organisationAdmin.uid);
    expect(user.userRole).toBe('organisationAdmin');
  });

  it('lets a super admin in as super admin, organisation admin and moderator', async () => {
    for (const role of ['superAdmin', 'organisationAdmin', 'moderator'] as const) {
      const { user } = await signInWithRole(a.superAdmin.email, a.superAdmin.password, role);
      expect(user.userRole).toBe(role);
    }
  });

  it.each([
    ['member', 'facilitator', 'You do not have facilitator access to any organisation'],
    ['moderator', 'superAdmin', 'You do not have superadmin access'],
    ['member', 'moderator', 'You do not have moderator access to any organisation'],
    ['facilitator', 'organisationAdmin', 'You do not have organisationAdmin access to any organisation'],
  ] as const)('refuses a %s signing in as %s, and signs them out', async (who, role, message) => {
    await expect(signInWithRole(a[who].email, a[who].password, role)).rejects.toThrow(message);
    expect(auth.currentUser).toBeNull();
  });

  it('flags a facilitator whose compliance is incomplete', async () => {
    const { flags } = await signInWithRole(a.facilitator.email, a.facilitator.password, 'facilitator');
    expect(flags).toEqual({ profileIncomplete: false, complianceIncomplete: true });
  });

  it('says SuperAdmin data not found when the list is missing', async () => {
    const stack = inject('stack');
    const admin = adminFor({ projectId, firestoreHost: stack.firestoreHost, authHost: stack.authHost });
    const saved = (await admin.db.doc('SuperAdmins/ids').get()).data()!;
    await admin.db.doc('SuperAdmins/ids').delete();
    try {
      await expect(signInWithRole(a.superAdmin.email, a.superAdmin.password, 'superAdmin')).rejects.toThrow(
        'SuperAdmin data not found',
      );
      expect(auth.currentUser).toBeNull();
    } finally {
      await admin.db.doc('SuperAdmins/ids').set(saved);
      await admin.close();
    }
  });
});

describe('login errors', () => {
  it('says when there is no account', async () => {
    await expect(signInWithRole('nobody@demo.test', 'whatever-123', 'member')).rejects.toThrow(
      'No account found with this email',
    );
  });
  it('says when the password is wrong', async () => {
    await expect(signInWithRole(a.member.email, 'not-the-password', 'member')).rejects.toThrow(
      'Incorrect password',
    );
  });
  it('says when the e-mail is not an e-mail', async () => {
    await expect(signInWithRole('not-an-email', 'whatever-123', 'member')).rejects.toThrow(
      'Invalid email format',
    );
  });
});

describe('password-only sign-in', () => {
  it('signs a project admin in with their projects', async () => {
    const { user } = await signInWithPasswordOnly(
      a.projectAdmin.email,
      a.projectAdmin.password,
      'projectAdmin',
    );
    expect(user.userRole).toBe('projectAdmin');
    expect(user.projectAdminAccess).toContain('demo-project-harbour');
  });
});

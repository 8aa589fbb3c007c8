import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { DEMO_ACCOUNTS, DEMO_ORG_ID, DEMO_ORG_NAME, DEMO_ORG_SENDER } from './accounts';

/** Creates or updates the demo sign-in accounts; safe to run again. */
export async function seedAuthAccounts(auth: Auth): Promise<void> {
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    const props = {
      email: account.email,
      password: account.password,
      displayName: account.name,
      emailVerified: true,
    };
    try {
      await auth.updateUser(account.uid, props);
    } catch {
      // Two seeds at once (test files seed the same emulator in parallel) may both find it missing: the one that
      // loses the creation updates the account the other just made.
      await auth.createUser({ uid: account.uid, ...props }).catch(async (error: { code?: string }) => {
        if (error.code !== 'auth/uid-already-exists') throw error;
        await auth.updateUser(account.uid, props);
      });
    }
  }
}

function membership(
  uid: string,
  email: string,
  name: string,
  roles: string[],
  joinedAt: Date,
  groupIds: string[] = [],
  orgId: string = DEMO_ORG_ID,
) {
  return {
    [orgId]: { userKey: uid, organisationId: orgId, roles, email, name, joinedAt, groupIds },
  };
}

/** A Users record as the app and the seed write it (roles under `Organisations`). */
export function userRecord(
  person: { uid: string; email: string; name: string },
  roles: string[],
  now: Date,
  extra: Record<string, unknown> = {},
  orgId: string = DEMO_ORG_ID,
) {
  return {
    userKey: person.uid,
    email: person.email,
    displayName: person.name,
    Organisations: roles.length
      ? membership(person.uid, person.email, person.name, roles, now, [], orgId)
      : {},
    createdAt: now,
    updatedAt: now,
    ...extra,
  };
}

/** The organisation, its members' user records and the super admin list. */
export async function seedOrganisation(db: Firestore, now: Date): Promise<void> {
  const a = DEMO_ACCOUNTS;
  const batch = db.batch();
  batch.set(db.doc('SuperAdmins/ids'), { userKeys: [a.superAdmin.uid] });
  batch.set(db.doc(`Organisations/${DEMO_ORG_ID}`), {
    name: DEMO_ORG_NAME,
    type: 'school',
    description: 'A primary school collecting the stories of its neighbourhood.',
    adminId: a.organisationAdmin.uid,
    createdAt: now,
    updatedAt: now,
    isActive: true,
    settings: { allowAnonymousMembers: true, requireApproval: true, ...DEMO_ORG_SENDER },
    partnerLogoUrls: [],
  });
  const users: [keyof typeof a, string[], Record<string, unknown>][] = [
    ['superAdmin', [], {}],
    ['organisationAdmin', ['organisationAdmin'], {}],
    ['moderator', ['moderator'], {}],
    ['facilitator', ['facilitator'], { facilitatorInfo: { contractSigned: true, dbsNumberShared: false } }],
    ['member', ['member'], {}],
    ['projectAdmin', [], { projectAdminAccess: ['demo-project-harbour'] }],
    ['author', ['member'], { userProfile: { userName: 'arthur', authorKey: 'demo-author-arthur' } }],
  ];
  for (const [role, roles, extra] of users) {
    const account = a[role];
    batch.set(db.doc(`Users/${account.uid}`), userRecord(account, roles, now, extra));
  }
  await batch.commit();
}

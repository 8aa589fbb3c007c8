import type { RulesTestEnvironment, RulesTestContext } from '@firebase/rules-unit-testing';
import { connect, seedDocs } from './rules';

/**
 * The people of every rules matrix: each role the rules know, in organisation `org1` (and `org2` for the
 * admin of another organisation). `seedRolePeople` writes their user records; `as(env, who)` signs in as one.
 */
export const ORG = 'org1';
export const OTHER_ORG = 'org2';

export const PEOPLE = {
  anonymous: null,
  outsider: { uid: 'outsider', roles: {} },
  member: { uid: 'member1', roles: { [ORG]: ['member'] } },
  facilitator: { uid: 'facilitator1', roles: { [ORG]: ['facilitator'] } },
  moderator: { uid: 'moderator1', roles: { [ORG]: ['moderator'] } },
  orgAdmin: { uid: 'admin1', roles: { [ORG]: ['organisationAdmin'] } },
  otherOrgAdmin: { uid: 'admin2', roles: { [OTHER_ORG]: ['organisationAdmin'] } },
  projectAdmin: { uid: 'projectadmin1', roles: {}, projectAdminAccess: ['p-private'] },
  superAdmin: { uid: 'super1', roles: {} },
} as const satisfies Record<
  string,
  { uid: string; roles: Record<string, readonly string[]>; projectAdminAccess?: readonly string[] } | null
>;

export type Who = keyof typeof PEOPLE;
export const EVERYONE = Object.keys(PEOPLE) as Who[];

export function userRecord(
  uid: string,
  roles: Record<string, readonly string[]>,
  extra: Record<string, unknown> = {},
) {
  const now = new Date('2026-01-01T00:00:00Z');
  return {
    userKey: uid,
    email: `${uid}@example.test`,
    displayName: uid,
    Organisations: Object.fromEntries(
      Object.entries(roles).map(([org, r]) => [
        org,
        {
          userKey: uid,
          organisationId: org,
          roles: [...r],
          email: `${uid}@example.test`,
          name: uid,
          joinedAt: now,
          groupIds: [],
        },
      ]),
    ),
    createdAt: now,
    updatedAt: now,
    ...extra,
  };
}

/**
 * An organisation record whose people join with a code at once and may be anonymous (shared codes, temporary
 * members): for the matrices of joining and codes, which test those flows themselves. Approval and the
 * anonymous-member setting have their own matrix (tests/rules/join-requests.rules.test.ts); without a record the
 * rules take the spec's defaults (approval required, no anonymous members).
 */
export function openOrganisation(name = 'Org one', adminId = 'admin1') {
  const now = new Date('2026-01-01T00:00:00Z');
  return {
    name,
    type: 'school',
    description: '',
    adminId,
    createdAt: now,
    updatedAt: now,
    isActive: true,
    settings: { allowAnonymousMembers: true, requireApproval: false },
    partnerLogoUrls: [],
  };
}

export async function seedRolePeople(env: RulesTestEnvironment): Promise<void> {
  const docs: Record<string, Record<string, unknown>> = {
    'SuperAdmins/ids': { userKeys: [PEOPLE.superAdmin.uid] },
  };
  for (const person of Object.values(PEOPLE)) {
    if (!person) continue;
    const extra =
      'projectAdminAccess' in person ? { projectAdminAccess: [...person.projectAdminAccess] } : {};
    docs[`Users/${person.uid}`] = userRecord(person.uid, person.roles, extra);
  }
  await seedDocs(env, docs);
  // Each person's connection is open before the first case reads through it (support/rules.ts).
  await Promise.all(EVERYONE.map((who) => connect(as(env, who))));
}

export function as(env: RulesTestEnvironment, who: Who): RulesTestContext {
  const person = PEOPLE[who];
  return person
    ? env.authenticatedContext(person.uid, { email: `${person.uid}@example.test` })
    : env.unauthenticatedContext();
}

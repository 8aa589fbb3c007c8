import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../../scripts/seed/accounts';
import { adminContentTags } from '../../scripts/seed/curation';
import { DEMO_CODES, DEMO_GROUP_ID, seedMembership } from '../../scripts/seed/membership';
import { seedOrganisation, userRecord } from '../../scripts/seed/users';
import {
  can,
  DOC_ACTIONS,
  PERMISSIONS,
  RESOURCES,
  type Actor,
  type DocAction,
  type Resource,
  type Target,
} from '../../src/kernel/permissions';
import type { Role } from '../../src/kernel/roles';
import { assertFails, assertSucceeds, rulesEnvironment } from '../support/rules';

/**
 * src/kernel/permissions.ts run against firestore.rules: for every resource and action of the table, every
 * person and every target document, the operation succeeds exactly when `can()` says so, and a refusal is
 * `permission-denied`. A change to either side that the other does not follow fails here. The data is the demo
 * seed's own (scripts/seed), plus a second organisation built from it, so the rules see what the app writes.
 */
const OTHER_ORG = 'other-org';
const NOW = new Date('2026-05-01T09:00:00Z');
const a = DEMO_ACCOUNTS;
const OTHER_ADMIN = { uid: 'other-orgadmin', email: 'admin@other.example', name: 'Otto Other' };
const OUTSIDER = { uid: 'fresh-outsider', email: 'fresh@outsider.example', name: 'Fresh Account' };
const OTHER_GROUP = 'other-group';
const OTHER_CODE = 'OTHER123';

const PEOPLE = {
  anonymous: null,
  outsider: OUTSIDER.uid,
  member: a.member.uid,
  facilitator: a.facilitator.uid,
  moderator: a.moderator.uid,
  organisationAdmin: a.organisationAdmin.uid,
  otherOrgAdmin: OTHER_ADMIN.uid,
  projectAdmin: a.projectAdmin.uid,
  superAdmin: a.superAdmin.uid,
} as const;
type Who = keyof typeof PEOPLE;
const WHO = Object.keys(PEOPLE) as Who[];

let env: RulesTestEnvironment;
const actors = new Map<Who, Actor | null>();

/** The seed's functions take the Admin SDK; the rules harness's admin context offers the same calls. */
async function seed(): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    const admin = {
      batch: () => db.batch(),
      doc: (path: string) => db.doc(path),
      getAll: (...refs: { get: () => Promise<unknown> }[]) => Promise.all(refs.map((r) => r.get())),
    } as unknown as AdminFirestore;
    await seedOrganisation(admin, NOW);
    await seedMembership(admin, NOW);
    await db.doc('AdminTags/content').set(adminContentTags(NOW));
    // Another organisation, made of the demo organisation's own records under other ids.
    const copy = async (from: string, to: string, change: Record<string, unknown> = {}) => {
      const data = (await db.doc(from).get()).data();
      if (!data) throw new Error(`seed did not write ${from}`);
      await db.doc(to).set({ ...data, ...change });
    };
    await copy(`Organisations/${DEMO_ORG_ID}`, `Organisations/${OTHER_ORG}`, { adminId: OTHER_ADMIN.uid });
    await copy(`groups/${DEMO_GROUP_ID}`, `groups/${OTHER_GROUP}`, {
      organisationId: OTHER_ORG,
      memberIds: [OTHER_ADMIN.uid],
    });
    await copy(
      `Organisations/${DEMO_ORG_ID}/generatedCodes/${DEMO_CODES.anonymous}`,
      `Organisations/${OTHER_ORG}/generatedCodes/${OTHER_CODE}`,
      { code: OTHER_CODE },
    );
    const otherAdmin = userRecord(OTHER_ADMIN, ['organisationAdmin'], NOW, {}, OTHER_ORG);
    await db.doc(`Users/${OTHER_ADMIN.uid}`).set(otherAdmin);
    await db
      .doc(`Organisations/${OTHER_ORG}/members/${OTHER_ADMIN.uid}`)
      .set(otherAdmin.Organisations[OTHER_ORG]!);
    await db.doc(`Users/${OUTSIDER.uid}`).set(userRecord(OUTSIDER, [], NOW));
  });
}

/** Each person as the table sees them, read from the records the rules read. */
async function readActors(): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    const superAdmins = ((await db.doc('SuperAdmins/ids').get()).data()?.userKeys ?? []) as string[];
    for (const who of WHO) {
      const uid = PEOPLE[who];
      if (!uid) {
        actors.set(who, null);
        continue;
      }
      const orgs = ((await db.doc(`Users/${uid}`).get()).data()?.Organisations ?? {}) as Record<
        string,
        { roles: Role[] }
      >;
      const roles = Object.fromEntries(Object.entries(orgs).map(([id, entry]) => [id, entry.roles]));
      actors.set(who, { uid, superAdmin: superAdmins.includes(uid), roles });
    }
  });
}

beforeAll(async () => {
  env = await rulesEnvironment();
  await seed();
  await readActors();
});
afterAll(() => env.cleanup());

/** One document (or query) the table is asked about, and how to try each action on it. */
interface Case {
  name: string;
  target: Target;
  /** A query is judged as a whole: what it asks for, which may differ from its documents. */
  listTarget?: Target;
  /** Only these actions (default: all the table names for the resource). */
  only?: DocAction[];
  run: (db: Firestore, action: DocAction) => Promise<unknown>;
}

function docCase(
  name: string,
  path: (uid: string) => string,
  listPath: (uid: string) => string,
  target: (uid: string) => Target,
  write: Record<string, unknown> = {},
  listQuery?: (db: Firestore, uid: string) => ReturnType<typeof query>,
  extra: Partial<Pick<Case, 'listTarget' | 'only'>> = {},
): (uid: string) => Case {
  return (uid) => ({
    name,
    target: target(uid),
    ...extra,
    run: (db, action) => {
      const ref = doc(db, path(uid));
      switch (action) {
        case 'get':
          return getDoc(ref);
        case 'list':
          return getDocs(listQuery ? listQuery(db, uid) : collection(db, listPath(uid)));
        case 'create':
          return setDoc(doc(db, `${listPath(uid)}/permission-table-new`), write);
        case 'update':
          return updateDoc(ref, { ...write, updatedAt: serverTimestamp() });
        case 'delete':
          return deleteDoc(ref);
      }
    },
  });
}

const CASES: Record<Resource, ((uid: string) => Case)[]> = {
  SuperAdmins: [
    docCase(
      'the super admin list',
      () => 'SuperAdmins/ids',
      () => 'SuperAdmins',
      () => ({}),
    ),
  ],
  Users: [
    docCase(
      'own record',
      (uid) => `Users/${uid}`,
      () => 'Users',
      (uid) => ({ ownerId: uid }),
    ),
    docCase(
      'the organisation admin’s record',
      () => `Users/${a.organisationAdmin.uid}`,
      () => 'Users',
      () => ({ ownerId: a.organisationAdmin.uid }),
    ),
  ],
  Organisations: [OTHER_ORG, DEMO_ORG_ID].map((orgId) =>
    docCase(
      `organisation ${orgId}`,
      () => `Organisations/${orgId}`,
      () => 'Organisations',
      () => ({ organisationId: orgId }),
      { description: 'Changed by the permission table test.' },
    ),
  ),
  'Organisations/members': [
    ...[DEMO_ORG_ID, OTHER_ORG].map((orgId) =>
      docCase(
        `own entry in ${orgId}`,
        (uid) => `Organisations/${orgId}/members/${uid}`,
        () => `Organisations/${orgId}/members`,
        (uid) => ({ organisationId: orgId, ownerId: uid }),
      ),
    ),
    docCase(
      'the moderator’s entry',
      () => `Organisations/${DEMO_ORG_ID}/members/${a.moderator.uid}`,
      () => `Organisations/${DEMO_ORG_ID}/members`,
      () => ({ organisationId: DEMO_ORG_ID, ownerId: a.moderator.uid }),
    ),
  ],
  'Organisations/generatedCodes': (
    [
      [DEMO_ORG_ID, DEMO_CODES.anonymous],
      [OTHER_ORG, OTHER_CODE],
    ] as const
  ).map(([orgId, code]) =>
    docCase(
      `code ${code} of ${orgId}`,
      () => `Organisations/${orgId}/generatedCodes/${code}`,
      () => `Organisations/${orgId}/generatedCodes`,
      () => ({ organisationId: orgId }),
    ),
  ),
  accessCodes: [
    docCase(
      'a class code',
      () => `accessCodes/${DEMO_CODES.anonymous}`,
      () => 'accessCodes',
      () => ({ organisationId: DEMO_ORG_ID }),
    ),
  ],
  groups: [
    ...(
      [
        [DEMO_ORG_ID, DEMO_GROUP_ID, [a.member.uid, a.author.uid]],
        [OTHER_ORG, OTHER_GROUP, [OTHER_ADMIN.uid]],
      ] as const
    ).map(([orgId, groupId, memberIds]) =>
      docCase(
        `group ${groupId}`,
        () => `groups/${groupId}`,
        () => 'groups',
        () => ({ organisationId: orgId, memberIds }),
        {},
        // All of an organisation's groups: the rules cannot tell that a member is in every one of them.
        (db) => query(collection(db, 'groups'), where('organisationId', '==', orgId)),
        { listTarget: { organisationId: orgId } },
      ),
    ),
    // The groups I am in, as the app asks for them (groups by memberIds).
    docCase(
      'my groups',
      () => `groups/${DEMO_GROUP_ID}`,
      () => 'groups',
      (uid) => ({ memberIds: [uid] }),
      {},
      (db, uid) => query(collection(db, 'groups'), where('memberIds', 'array-contains', uid)),
      { only: ['list'] },
    ),
  ],
  AdminTags: [
    docCase(
      'the content ratings',
      () => 'AdminTags/content',
      () => 'AdminTags',
      () => ({}),
      { contentTags: ['Adult', 'Family'] },
    ),
  ],
};

const DESTRUCTIVE: DocAction[] = ['create', 'update', 'delete'];

describe.each(RESOURCES)('%s: the permission table holds against firestore.rules', (resource) => {
  const actions = DOC_ACTIONS.filter((action) => action in PERMISSIONS[resource] || action === 'get');
  const cases = actions.flatMap((action) =>
    WHO.flatMap((who) =>
      CASES[resource].flatMap((make, i) => {
        const c = make(PEOPLE[who] ?? 'nobody');
        return c.only && !c.only.includes(action) ? [] : [[action, who, c.name, i] as const];
      }),
    ),
  );
  it.each(cases)('%s by %s on %s', async (action, who, _name, i) => {
    const uid = PEOPLE[who];
    const c = CASES[resource][i]!(uid ?? 'nobody');
    const target = action === 'list' ? (c.listTarget ?? c.target) : c.target;
    const allowed = can(actors.get(who) ?? null, resource, action, target);
    const db = (uid ? env.authenticatedContext(uid) : env.unauthenticatedContext()).firestore();
    const attempt = c.run(db as unknown as Firestore, action);
    if (allowed) await assertSucceeds(attempt);
    else expect(((await assertFails(attempt)) as { code?: string }).code).toBe('permission-denied');
    // A write that went through changes the data the next case reads: put the seed back.
    if (allowed && DESTRUCTIVE.includes(action)) await seed();
  });
});

it('has cases that the rules allow and cases they refuse, for every resource', () => {
  for (const resource of RESOURCES) {
    const answers = DOC_ACTIONS.flatMap((action) =>
      WHO.flatMap((who) =>
        CASES[resource].map((make) =>
          can(actors.get(who) ?? null, resource, action, make(PEOPLE[who] ?? 'nobody').target),
        ),
      ),
    );
    expect(answers, resource).toContain(true);
    expect(answers, resource).toContain(false);
  }
});

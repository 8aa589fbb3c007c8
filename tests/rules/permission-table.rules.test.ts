import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { collection, query, where, type Firestore, type Query } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDeletionJob } from '../../functions/src/projects/plan';
import { takeQuota } from '../../functions/src/validate';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../../scripts/seed/accounts';
import { seedContent } from '../../scripts/seed/content';
import { seedCuration } from '../../scripts/seed/curation';
import { DEMO_CODES, DEMO_GROUP_ID, seedMembership } from '../../scripts/seed/membership';
import { seedOffers } from '../../scripts/seed/offers';
import { seedRequests } from '../../scripts/seed/requests';
import { seedOrganisation, userRecord } from '../../scripts/seed/users';
import { seedWorkshops } from '../../scripts/seed/workshops';
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
import { isStaff, type Role } from '../../src/kernel/roles';
import { assertFails, assertSucceeds, rulesEnvironment } from '../support/rules';
import { CONTENT_CASES, HARBOUR, HIGH_STREET, OTHER_PROJECT } from './permission-table/content-cases';
import { caseOf, projectFacts, stored, type Case } from './permission-table/harness';
import { logIds, QUOTA_KEY, WORKSHOP_CASES } from './permission-table/workshop-cases';

/**
 * src/kernel/permissions.ts run against firestore.rules: for every resource and action of the table, every
 * person and every target document, the operation succeeds exactly when `can()` says so, and a refusal is
 * `permission-denied`. A change to either side that the other does not follow fails here. The data is the demo
 * seed's own (scripts/seed: organisation, membership, content, curation, workshops, requests, offers), plus a
 * second organisation with a private project of its own built from it, so the rules see what the app writes.
 * The cases of the content and workshop collections are in permission-table/.
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
  author: a.author.uid,
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
      collection: (path: string) => db.collection(path),
      getAll: (...refs: { get: () => Promise<unknown> }[]) => Promise.all(refs.map((r) => r.get())),
    } as unknown as AdminFirestore;
    await seedOrganisation(admin, NOW);
    await seedMembership(admin, NOW);
    await seedContent(admin, NOW);
    await seedCuration(admin, NOW);
    await seedWorkshops(admin, NOW);
    await seedRequests(admin, NOW);
    await seedOffers(admin, NOW);
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
    await copy(`Projects/${HARBOUR}`, `Projects/${OTHER_PROJECT}`, {
      projectOwnerUserKey: OTHER_ADMIN.uid,
      organisationId: OTHER_ORG,
      project_id: OTHER_PROJECT,
      groupIds: [],
      pins: [],
    });
    // Projects are deleted only while their deletion job runs (the functions start it): each has one here.
    for (const projectId of [HARBOUR, HIGH_STREET, OTHER_PROJECT]) {
      const project = (await db.doc(`Projects/${projectId}`).get()).data()!;
      const job = newDeletionJob({
        projectId,
        project,
        requestedBy: String(project.projectOwnerUserKey),
        pinsTotal: 0,
        now: NOW,
      });
      await db.doc(`projectDeletions/${projectId}`).set(job);
    }
    const quota = takeQuota(null, NOW.getTime(), 10, 3_600_000).next;
    await db.doc(`workshopRequestQuotas/${QUOTA_KEY}`).set(quota);
  });
}

/** The seeded documents the cases copy or describe, and what the rules know of each project. */
async function readStored(): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    const collections = [
      'Pins',
      'Recordings',
      'Authors',
      'Tags',
      'workshops',
      'publicWorkshops',
      'bookingRequests',
      'groupWorkshopRequests',
      'projectInquiries',
      'interest',
      'availability',
      'workshopEmailLogs',
    ];
    for (const name of collections)
      for (const snap of (await db.collection(name).get()).docs)
        stored.set(`${name}/${snap.id}`, snap.data());
    const logs = [...stored.entries()].filter(([path]) => path.startsWith('workshopEmailLogs/'));
    const addressed = logs.find(([, log]) => log.participantId === a.member.uid);
    const other = logs.find(([, log]) => !log.participantId);
    if (!addressed || !other)
      throw new Error('the seed logged no e-mail to the participant, or none to others');
    logIds.addressed = addressed[0].split('/')[1]!;
    logIds.other = other[0].split('/')[1]!;
    for (const projectId of [HARBOUR, HIGH_STREET, OTHER_PROJECT]) {
      const project = (await db.doc(`Projects/${projectId}`).get()).data()!;
      const ownerId = String(project.projectOwnerUserKey);
      const orgs = ((await db.doc(`Users/${ownerId}`).get()).data()?.Organisations ?? {}) as Record<
        string,
        { roles?: string[] }
      >;
      const access = await db.collection('ProjectAccess').where('project_id', '==', projectId).get();
      projectFacts.set(projectId, {
        id: projectId,
        ownerId,
        ownerStaffOf: Object.entries(orgs)
          .filter(([, entry]) => isStaff(entry.roles ?? []))
          .map(([id]) => id),
        isPrivate: project.isPrivate === true,
        sharedWith: access.docs
          .map((d) => d.get('userId') as string | undefined)
          .filter((u) => !!u) as string[],
      });
    }
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
      const record = (await db.doc(`Users/${uid}`).get()).data() ?? {};
      const orgs = (record.Organisations ?? {}) as Record<string, { roles: Role[] }>;
      const roles = Object.fromEntries(Object.entries(orgs).map(([id, entry]) => [id, entry.roles]));
      actors.set(who, {
        uid,
        superAdmin: superAdmins.includes(uid),
        roles,
        projectAdminOf: (record.projectAdminAccess ?? []) as string[],
        authorKey: (record.userProfile?.authorKey ?? '') as string,
      });
    }
  });
}

beforeAll(async () => {
  env = await rulesEnvironment();
  await seed();
  await readActors();
  await readStored();
});
afterAll(() => env.cleanup());

/** The cases of the organisation collections, in the harness's terms. */
function docCase(
  name: string,
  path: (uid: string) => string,
  listPath: (uid: string) => string,
  target: (uid: string) => Target,
  write: Record<string, unknown> = {},
  listQuery?: (db: Firestore, uid: string) => Query,
  extra: { listTarget?: Target; only?: DocAction[] } = {},
): (uid: string) => Case {
  return (uid) =>
    caseOf({
      name,
      only: extra.only,
      path,
      collection: listPath(uid),
      target,
      listTarget: extra.listTarget && (() => extra.listTarget!),
      listQuery,
      write,
    })(uid);
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
  ...CONTENT_CASES,
  ...WORKSHOP_CASES,
};

/** Each person's sign-in address, in their token as in the app (interest is recorded under one's own). */
const ADDRESS = new Map<string, string>(
  [...Object.values(a), OTHER_ADMIN, OUTSIDER].map((person) => [person.uid, person.email]),
);

/** The document as it is now (null: none), to put back after a write the rules let through. */
async function snapshot(path: string): Promise<Record<string, unknown> | null> {
  let data: Record<string, unknown> | null = null;
  await env.withSecurityRulesDisabled(async (ctx) => {
    data = (await ctx.firestore().doc(path).get()).data() ?? null;
  });
  return data;
}
async function putBack(path: string, data: Record<string, unknown> | null): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const ref = ctx.firestore().doc(path);
    await (data ? ref.set(data) : ref.delete());
  });
}

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
    const target = action === 'list' ? (c.listTarget ?? c.target)() : c.target();
    const allowed = can(actors.get(who) ?? null, resource, action, target);
    const email = uid ? ADDRESS.get(uid) : undefined;
    const context = uid
      ? env.authenticatedContext(uid, email ? { email } : undefined)
      : env.unauthenticatedContext();
    const written = DESTRUCTIVE.includes(action) ? c.written(action) : null;
    const before = written ? await snapshot(written) : null;
    const attempt = c.run(context.firestore() as unknown as Firestore, action);
    if (allowed) await assertSucceeds(attempt);
    else expect(((await assertFails(attempt)) as { code?: string }).code).toBe('permission-denied');
    // A write that went through changes the data the next case reads: put the document back.
    if (allowed && written) await putBack(written, before);
  });
});

it('has cases that the rules allow and cases they refuse, for every resource that grants anything', () => {
  for (const resource of RESOURCES) {
    const answers = DOC_ACTIONS.flatMap((action) =>
      WHO.flatMap((who) =>
        CASES[resource].map((make) => {
          const c = make(PEOPLE[who] ?? 'nobody');
          const target = action === 'list' ? (c.listTarget ?? c.target)() : c.target();
          return can(actors.get(who) ?? null, resource, action, target);
        }),
      ),
    );
    // The functions' own bookkeeping grants nobody anything: refusals are all there is to prove.
    const grantsAny = Object.values(PERMISSIONS[resource]).some((grants) => Object.keys(grants).length > 0);
    if (grantsAny) expect(answers, resource).toContain(true);
    expect(answers, resource).toContain(false);
  }
});

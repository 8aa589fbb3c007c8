import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleMatrix } from '../support/matrix';
import { as, ORG, OTHER_ORG, PEOPLE, seedRolePeople, userRecord, type Who } from '../support/roles';
import { assertFails, assertSucceeds, expectRule, rulesEnvironment, seedDocs } from '../support/rules';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
  await seedDocs(env, { [`Organisations/${ORG}`]: org1 });
});
afterAll(() => env.cleanup());

const dbOf = (who: Who) => as(env, who).firestore() as unknown as Firestore;
const inDays = (days: number) => Timestamp.fromMillis(Date.now() + days * 86_400_000);
const STAFF: Who[] = ['moderator', 'orgAdmin', 'superAdmin'];
const SIGNED_IN: Who[] = [
  'outsider',
  'member',
  'facilitator',
  'moderator',
  'orgAdmin',
  'otherOrgAdmin',
  'projectAdmin',
  'superAdmin',
];

const org1 = {
  name: 'Org One',
  type: 'school',
  description: '',
  adminId: PEOPLE.orgAdmin.uid,
  createdAt: Timestamp.fromMillis(0),
  updatedAt: Timestamp.fromMillis(0),
  isActive: true,
  // Joins need no approval and anonymous codes are allowed here: join-requests.rules.test.ts tests both settings.
  settings: { allowAnonymousMembers: true, requireApproval: false },
  partnerLogoUrls: [],
};

describe('Organisations: role × operation', () => {
  roleMatrix(
    () => env,
    {
      get: ['anonymous', ...SIGNED_IN],
      list: ['superAdmin'],
      // Anyone signed in may register an organisation (the create comes with their admin membership).
      create: SIGNED_IN,
      update: ['orgAdmin', 'superAdmin'],
      delete: ['superAdmin'],
    },
    {
      get: (db) => getDoc(doc(db, `Organisations/${ORG}`)),
      list: (db) => getDocs(collection(db, 'Organisations')),
      create: (db, who) => {
        const uid = PEOPLE[who]?.uid ?? 'nobody';
        const orgId = `reg-${who}`;
        const batch = writeBatch(db);
        batch.set(doc(db, `Organisations/${orgId}`), {
          ...org1,
          // Registration writes the spec's default settings.
          settings: { allowAnonymousMembers: false, requireApproval: true },
          adminId: uid,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        });
        batch.update(doc(db, `Users/${uid}`), {
          [`Organisations.${orgId}`]: {
            userKey: uid,
            organisationId: orgId,
            roles: ['organisationAdmin'],
            email: '',
            name: '',
            joinedAt: serverTimestamp(),
            groupIds: [],
          },
          membershipUpdatedIn: orgId,
        });
        return batch.commit();
      },
      update: (db) =>
        updateDoc(doc(db, `Organisations/${ORG}`), { name: 'Renamed', updatedAt: serverTimestamp() }),
      delete: (db) => deleteDoc(doc(db, `Organisations/${ORG}`)),
    },
    async () => {
      await seedRolePeople(env);
      await seedDocs(env, { [`Organisations/${ORG}`]: org1 });
    },
  );

  it.each([
    ['an extra field', { owner: 'x' }],
    ['a wrong type', { isActive: 'yes' }],
    ['an oversize name', { name: 'x'.repeat(201) }],
    ['a changed adminId', { adminId: PEOPLE.member.uid }],
    ['a changed createdAt', { createdAt: serverTimestamp() }],
  ])('an admin cannot write %s', async (_what, change) => {
    await seedDocs(env, { [`Organisations/${ORG}`]: org1 });
    await assertFails(
      updateDoc(doc(dbOf('orgAdmin'), `Organisations/${ORG}`), { ...change, updatedAt: serverTimestamp() }),
    );
  });
  it('registration must use the default settings', async () => {
    const db = dbOf('outsider');
    const batch = writeBatch(db);
    batch.set(doc(db, 'Organisations/reg-open'), {
      ...org1,
      adminId: 'outsider',
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      settings: { allowAnonymousMembers: true, requireApproval: false },
    });
    batch.update(doc(db, 'Users/outsider'), {
      'Organisations.reg-open': {
        userKey: 'outsider',
        organisationId: 'reg-open',
        roles: ['organisationAdmin'],
      },
      membershipUpdatedIn: 'reg-open',
    });
    await assertFails(batch.commit());
  });
});

describe('Organisations/{id}/members: role × operation', () => {
  const path = `Organisations/${ORG}/members/${PEOPLE.member.uid}`;
  const facilitatorPath = `Organisations/${ORG}/members/${PEOPLE.facilitator.uid}`;
  const mirror = {
    userKey: PEOPLE.member.uid,
    organisationId: ORG,
    roles: ['member'],
    email: 'member1@example.test',
    name: 'member1',
    // As in the Users record (roles.ts), which the mirror must agree with.
    joinedAt: Timestamp.fromDate(new Date('2026-01-01T00:00:00Z')),
    groupIds: [],
  };
  const facilitatorMirror = {
    ...mirror,
    userKey: PEOPLE.facilitator.uid,
    roles: ['facilitator'],
    email: 'facilitator1@example.test',
    name: 'facilitator1',
  };
  roleMatrix(
    () => env,
    {
      get: ['member', ...STAFF],
      list: STAFF,
      // Writing a mirror that agrees with the Users record (the facilitator's own, here).
      create: ['facilitator', ...STAFF],
      update: ['member', ...STAFF],
      // Deleting is only allowed once the Users record no longer lists the organisation.
      delete: [],
    },
    {
      get: (db) => getDoc(doc(db, path)),
      list: (db) => getDocs(collection(db, `Organisations/${ORG}/members`)),
      create: (db) => setDoc(doc(db, facilitatorPath), facilitatorMirror),
      // Writing the mirror again as the Users record has it (its name and address come from there).
      update: (db) => updateDoc(doc(db, path), { name: 'member1', email: 'member1@example.test' }),
      delete: (db) => deleteDoc(doc(db, path)),
    },
    async () => {
      await seedRolePeople(env);
      await seedDocs(env, { [path]: mirror });
      await env.withSecurityRulesDisabled(async (ctx) => {
        await ctx.firestore().doc(facilitatorPath).delete();
      });
    },
  );
  it('a mirror that disagrees with the Users record is refused', async () => {
    await assertFails(setDoc(doc(dbOf('orgAdmin'), path), { ...mirror, roles: ['moderator'] }));
  });
  // A hole a security review found: the name and address staff read are the member's entry's, not free text.
  it.each(['member', 'moderator', 'orgAdmin'] as const)(
    '%s cannot rename the mirror or give it another address apart from the Users record',
    async (who) => {
      await resetMirror();
      await assertFails(updateDoc(doc(dbOf(who), path), { name: 'Head Teacher' }));
      await assertFails(updateDoc(doc(dbOf(who), path), { email: 'admin1@example.test' }));
    },
  );
  it('staff delete the mirror together with the membership', async () => {
    await seedRolePeople(env);
    await seedDocs(env, { [path]: mirror });
    const db = dbOf('orgAdmin');
    const batch = writeBatch(db);
    batch.update(doc(db, `Users/${PEOPLE.member.uid}`), {
      [`Organisations.${ORG}`]: deleteField(),
      membershipUpdatedIn: ORG,
    });
    batch.delete(doc(db, path));
    await assertSucceeds(batch.commit());
  });
  // Bad writes, each after the same actor's allowed write (the control). A member's own mirror and a
  // moderator's new mirror of the facilitator; the mirror's createdAt is its joinedAt, which must be the Users
  // record's.
  const resetMirror = async () => {
    await seedRolePeople(env);
    await seedDocs(env, { [path]: mirror });
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().doc(facilitatorPath).delete();
    });
  };
  const memberBadWrites = [
    ['an extra field', { nickname: 'x' }],
    ['a wrong type', { name: 42 }],
    ['a wrong type of joinedAt', { joinedAt: 'yesterday' }],
    ['an oversize name', { name: 'x'.repeat(201) }],
    ['an oversize email', { email: 'x'.repeat(321) }],
    ['a changed organisationId', { organisationId: 'org2' }],
    ['a changed joinedAt', { joinedAt: Timestamp.fromMillis(86_400_000) }],
  ] as const;
  it.each(memberBadWrites)('a member cannot write %s to their own mirror', async (_what, change) => {
    await resetMirror();
    await assertSucceeds(updateDoc(doc(dbOf('member'), path), { name: 'member1' }));
    await resetMirror();
    await assertFails(updateDoc(doc(dbOf('member'), path), change));
  });
  it.each(memberBadWrites)('a moderator cannot create a mirror with %s', async (_what, change) => {
    await resetMirror();
    await assertSucceeds(setDoc(doc(dbOf('moderator'), facilitatorPath), facilitatorMirror));
    await resetMirror();
    await assertFails(setDoc(doc(dbOf('moderator'), facilitatorPath), { ...facilitatorMirror, ...change }));
  });
  // joinedAt is set once, by the join: staff change a membership (entry and mirror together, as the app does) but
  // never when the member joined, not even by moving both copies in one write.
  it.each([
    ['orgAdmin', 'changes the roles in both copies', true, { roles: ['moderator'] }],
    ['moderator', 'moves the member to a group in both copies', true, { groupIds: ['g1'] }],
    ['superAdmin', 'changes the roles in both copies', true, { roles: ['facilitator'] }],
    ['orgAdmin', 'changes joinedAt in both copies', false, { joinedAt: Timestamp.fromMillis(86_400_000) }],
    ['moderator', 'changes joinedAt in both copies', false, { joinedAt: Timestamp.fromMillis(86_400_000) }],
    ['superAdmin', 'changes joinedAt in both copies', false, { joinedAt: Timestamp.fromMillis(86_400_000) }],
  ] as const)('%s %s: allowed %s', async (who, _what, ok, fields) => {
    await resetMirror();
    const db = dbOf(who);
    const batch = writeBatch(db);
    batch.update(doc(db, `Users/${PEOPLE.member.uid}`), {
      ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [`Organisations.${ORG}.${k}`, v])),
      membershipUpdatedIn: ORG,
      updatedAt: serverTimestamp(),
    });
    batch.update(doc(db, path), fields);
    await expectRule(batch.commit(), ok);
  });
  it('staff cannot change joinedAt in the mirror alone', async () => {
    await resetMirror();
    await assertSucceeds(updateDoc(doc(dbOf('orgAdmin'), path), { name: 'member1' }));
    await resetMirror();
    await assertFails(updateDoc(doc(dbOf('orgAdmin'), path), { joinedAt: Timestamp.fromMillis(86_400_000) }));
  });
});

/** A group of the organisation under test and one of another organisation, for codes that name a group. */
const TWO_GROUPS = {
  'groups/g-ours': { name: 'Ours', organisationId: ORG, memberIds: [], createdAt: Timestamp.now() },
  'groups/g-theirs': { name: 'Theirs', organisationId: OTHER_ORG, memberIds: [], createdAt: Timestamp.now() },
};

describe('Organisations/{id}/generatedCodes: role × operation', () => {
  const path = `Organisations/${ORG}/generatedCodes/GENCODE1`;
  const code = { code: 'GENCODE1', role: 'member', createdAt: Timestamp.now(), expiresAt: inDays(7) };
  roleMatrix(
    () => env,
    { get: STAFF, list: STAFF, create: STAFF, update: STAFF, delete: STAFF },
    {
      get: (db) => getDoc(doc(db, path)),
      list: (db) => getDocs(collection(db, `Organisations/${ORG}/generatedCodes`)),
      create: (db) =>
        setDoc(doc(db, `Organisations/${ORG}/generatedCodes/GENCODE2`), { ...code, code: 'GENCODE2' }),
      update: (db) => updateDoc(doc(db, path), { email: 'a@b.test' }),
      delete: (db) => deleteDoc(doc(db, path)),
    },
    () => seedDocs(env, { [path]: code }),
  );
  // No organisationId kind: the organisation is the path, and an organisationId field is an extra field.
  it.each([
    ['an extra field', { secret: 1 }],
    ['an organisationId field', { organisationId: 'org2' }],
    ['a wrong type', { isAnonymous: 'yes' }],
    ['a wrong type of createdAt', { createdAt: 'yesterday' }],
    ['an oversize email', { email: 'x'.repeat(321) }],
    ['an oversize identifier', { identifier: 'x'.repeat(101) }],
    ['a changed createdAt', { createdAt: Timestamp.fromMillis(0) }],
  ])('a moderator cannot write %s to a generated code', async (_what, change) => {
    await seedDocs(env, { [path]: code });
    await assertSucceeds(updateDoc(doc(dbOf('moderator'), path), { email: 'a@b.test' }));
    await seedDocs(env, { [path]: code });
    await assertFails(updateDoc(doc(dbOf('moderator'), path), change));
  });
  it.each([
    ['an extra field', { secret: 1 }],
    ['a wrong type of createdAt', { createdAt: 'yesterday' }],
    ['an oversize identifier', { identifier: 'x'.repeat(101) }],
  ])('a moderator cannot create a generated code with %s', async (_what, change) => {
    const newPath = `Organisations/${ORG}/generatedCodes/GENCODE3`;
    const fresh = { ...code, code: 'GENCODE3' };
    const drop = () =>
      env.withSecurityRulesDisabled(async (ctx) => {
        await ctx.firestore().doc(newPath).delete();
      });
    await drop();
    await assertSucceeds(setDoc(doc(dbOf('moderator'), newPath), fresh));
    await drop();
    await assertFails(setDoc(doc(dbOf('moderator'), newPath), { ...fresh, ...change }));
  });
  it('a listing grants no more than its writer may, and names only a group of this organisation', async () => {
    const newPath = `Organisations/${ORG}/generatedCodes/GENCODE4`;
    const fresh = { ...code, code: 'GENCODE4' };
    await seedDocs(env, TWO_GROUPS);
    const drop = () => env.withSecurityRulesDisabled((ctx) => ctx.firestore().doc(newPath).delete());
    const attempt = async (who: Who, change: Record<string, unknown>, ok: boolean) => {
      await drop();
      await expectRule(setDoc(doc(dbOf(who), newPath), { ...fresh, ...change }), ok);
    };
    await attempt('moderator', { role: 'organisationAdmin' }, false);
    await attempt('moderator', { role: 'moderator' }, false);
    await attempt('orgAdmin', { role: 'organisationAdmin' }, true);
    await attempt('moderator', { groupId: 'g-theirs' }, false);
    await attempt('moderator', { groupId: 'no-such-group' }, false);
    await attempt('moderator', { groupId: 'g-ours' }, true);
    // nor by changing an existing listing
    await seedDocs(env, { [path]: code });
    await assertFails(updateDoc(doc(dbOf('moderator'), path), { role: 'organisationAdmin' }));
    await assertFails(updateDoc(doc(dbOf('moderator'), path), { groupId: 'g-theirs' }));
  });
});

describe('groups: role × operation', () => {
  const group = {
    name: 'Year 9',
    organisationId: ORG,
    memberIds: [PEOPLE.member.uid],
    createdAt: Timestamp.fromMillis(0),
    updatedAt: Timestamp.fromMillis(0),
  };
  roleMatrix(
    () => env,
    {
      get: ['member', ...STAFF],
      list: STAFF,
      create: STAFF,
      update: STAFF,
      delete: STAFF,
    },
    {
      get: (db) => getDoc(doc(db, 'groups/g1')),
      list: (db) => getDocs(query(collection(db, 'groups'), where('organisationId', '==', ORG))),
      create: (db) =>
        setDoc(doc(db, 'groups/g-new'), {
          ...group,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      update: (db) => updateDoc(doc(db, 'groups/g1'), { name: 'Year 10', updatedAt: serverTimestamp() }),
      delete: (db) => deleteDoc(doc(db, 'groups/g1')),
    },
    async () => {
      await seedDocs(env, { 'groups/g1': group });
      await env.withSecurityRulesDisabled(async (ctx) => {
        await ctx.firestore().doc('groups/g-new').delete();
      });
    },
  );
  it.each([
    ['moderator', true],
    ['orgAdmin', true],
    ['superAdmin', true],
    ['otherOrgAdmin', true],
    ['anonymous', false],
  ] as const)('%s reads a missing group (as missing): %s', async (who, ok) => {
    const read = getDoc(doc(dbOf(who), 'groups/no-such-group'));
    await expectRule(read, ok);
    if (ok) expect((await read).exists()).toBe(false);
  });
  it.each(['otherOrgAdmin', 'outsider', 'facilitator', 'projectAdmin'] as const)(
    '%s still cannot read an existing group of the organisation',
    async (who) => {
      await seedDocs(env, { 'groups/g1': group });
      await assertFails(getDoc(doc(dbOf(who), 'groups/g1')));
    },
  );
  it('a member lists the groups they are in', async () => {
    await seedDocs(env, { 'groups/g1': group });
    await assertSucceeds(
      getDocs(
        query(collection(dbOf('member'), 'groups'), where('memberIds', 'array-contains', PEOPLE.member.uid)),
      ),
    );
  });
  it.each([
    ['a changed organisationId', { organisationId: 'org2' }],
    ['an extra field', { colour: 'red' }],
    ['an oversize name', { name: 'x'.repeat(201) }],
    ['a wrong type', { memberIds: 'member1' }],
    ['a changed createdAt', { createdAt: serverTimestamp() }],
  ])('an admin cannot write %s', async (_what, change) => {
    await seedDocs(env, { 'groups/g1': group });
    await assertFails(
      updateDoc(doc(dbOf('orgAdmin'), 'groups/g1'), { ...change, updatedAt: serverTimestamp() }),
    );
  });
});

describe('accessCodes: role × operation', () => {
  const code = (id: string, role = 'member') => ({
    code: id,
    organisationId: ORG,
    role,
    isActive: true,
    isAnonymous: false,
    createdAt: serverTimestamp(),
    expiresAt: inDays(7),
  });
  roleMatrix(
    () => env,
    {
      get: ['anonymous', ...SIGNED_IN],
      list: [],
      create: STAFF,
      update: STAFF,
      delete: STAFF,
    },
    {
      get: (db) => getDoc(doc(db, 'accessCodes/CODEAAA1')),
      list: (db) => getDocs(query(collection(db, 'accessCodes'), where('organisationId', '==', ORG))),
      create: (db) => setDoc(doc(db, 'accessCodes/CODEAAA2'), code('CODEAAA2')),
      update: (db) => updateDoc(doc(db, 'accessCodes/CODEAAA1'), { isActive: false }),
      delete: (db) => deleteDoc(doc(db, 'accessCodes/CODEAAA1')),
    },
    async () => {
      await seedDocs(env, { 'accessCodes/CODEAAA1': { ...code('CODEAAA1'), createdAt: Timestamp.now() } });
      await env.withSecurityRulesDisabled(async (ctx) => {
        await ctx.firestore().doc('accessCodes/CODEAAA2').delete();
      });
    },
  );
  it.each([
    ['orgAdmin', true],
    ['superAdmin', true],
    ['moderator', false],
  ] as const)('%s creates a moderator code: %s', async (who, ok) => {
    const attempt = setDoc(
      doc(dbOf(who), `accessCodes/MODCODE${who.length % 10}`),
      code(`MODCODE${who.length % 10}`, 'moderator'),
    );
    await expectRule(attempt, ok);
  });
  it.each([
    ['a code id that is not its code', { code: 'OTHERAAA' }],
    ['a lower-case code', {}, 'lowercas'],
    ['an expiry beyond 31 days', { expiresAt: inDays(40) }],
    ['an unknown role', { role: 'superAdmin' }],
    ['an extra field', { secret: 1 }],
    ['an inactive new code', { isActive: false }],
    ["another organisation's group", { groupId: 'g-theirs' }],
    ['a group that does not exist', { groupId: 'no-such-group' }],
  ])('staff cannot create %s', async (_what, change, id = 'BADCODE1') => {
    await seedDocs(env, TWO_GROUPS);
    // Each case a creation: a code a case before made by mistake would turn it into an update.
    await env.withSecurityRulesDisabled((ctx) => ctx.firestore().doc(`accessCodes/${id}`).delete());
    await assertFails(setDoc(doc(dbOf('orgAdmin'), `accessCodes/${id}`), { ...code(id), ...change }));
  });
  it('staff create a code naming a group of their own organisation', async () => {
    await seedDocs(env, TWO_GROUPS);
    await assertSucceeds(
      setDoc(doc(dbOf('moderator'), 'accessCodes/GRPCODE1'), { ...code('GRPCODE1'), groupId: 'g-ours' }),
    );
  });
  it.each([
    ['an extra field', { secret: 1 }],
    ['a wrong type', { isActive: 'no' }],
    ['an oversize email', { email: 'x'.repeat(321) }],
    ['a changed organisationId', { organisationId: 'org2' }],
    ['a changed createdAt', { createdAt: Timestamp.fromMillis(0) }],
  ])('staff cannot update a code with %s', async (_what, change) => {
    const seeded = { ...code('CODEAAA5'), createdAt: Timestamp.now() };
    const ref = () => doc(dbOf('orgAdmin'), 'accessCodes/CODEAAA5');
    await seedDocs(env, { 'accessCodes/CODEAAA5': seeded });
    await assertSucceeds(updateDoc(ref(), { isActive: false }));
    await seedDocs(env, { 'accessCodes/CODEAAA5': seeded });
    await assertFails(updateDoc(ref(), change));
  });
  it.each([
    ['an extra field', { secret: 1 }],
    ['a changed organisationId', { organisationId: 'org2' }],
    ['a changed createdAt', { createdAt: Timestamp.fromMillis(0) }],
  ])('using a code cannot also write %s', async (_what, change) => {
    const seeded = { ...code('CODEAAA6'), createdAt: Timestamp.now() };
    // A use is recorded only with the join it is for (as a security review asked), so each comes with one.
    const use = (extra: Record<string, unknown>) => {
      const db = dbOf('outsider');
      const batch = writeBatch(db);
      batch.update(doc(db, 'accessCodes/CODEAAA6'), {
        isActive: false,
        usedBy: 'outsider',
        usedAt: serverTimestamp(),
        ...extra,
      });
      batch.update(doc(db, 'Users/outsider'), {
        [`Organisations.${ORG}`]: {
          ...userRecord('outsider', { [ORG]: ['member'] }).Organisations[ORG],
          joinedAt: serverTimestamp(),
          accessCode: 'CODEAAA6',
        },
        membershipUpdatedIn: ORG,
      });
      return batch.commit();
    };
    const reset = () =>
      seedDocs(env, { 'accessCodes/CODEAAA6': seeded, 'Users/outsider': userRecord('outsider', {}) });
    await reset();
    await assertSucceeds(use({}));
    await reset();
    await assertFails(use(change));
    // Nor is a bare use, without joining, recorded.
    await reset();
    await assertFails(
      updateDoc(doc(dbOf('outsider'), 'accessCodes/CODEAAA6'), {
        isActive: false,
        usedBy: 'outsider',
        usedAt: serverTimestamp(),
      }),
    );
  });
  it('an outsider cannot reactivate or extend a code', async () => {
    await seedDocs(env, { 'accessCodes/CODEAAA1': { ...code('CODEAAA1'), createdAt: Timestamp.now() } });
    await assertFails(updateDoc(doc(dbOf('outsider'), 'accessCodes/CODEAAA1'), { expiresAt: inDays(30) }));
  });
  it('using an expired code is refused', async () => {
    await seedDocs(env, {
      'accessCodes/CODEAAA3': { ...code('CODEAAA3'), createdAt: Timestamp.now(), expiresAt: inDays(-1) },
    });
    await assertFails(
      updateDoc(doc(dbOf('outsider'), 'accessCodes/CODEAAA3'), {
        isActive: false,
        usedBy: 'outsider',
        usedAt: serverTimestamp(),
      }),
    );
  });
  it('someone cannot record a use in another person’s name', async () => {
    await seedDocs(env, { 'accessCodes/CODEAAA4': { ...code('CODEAAA4'), createdAt: Timestamp.now() } });
    await assertFails(
      updateDoc(doc(dbOf('outsider'), 'accessCodes/CODEAAA4'), {
        isActive: false,
        usedBy: 'member1',
        usedAt: serverTimestamp(),
      }),
    );
  });
});

describe('invites and ProjectAccess', () => {
  const project = {
    projectName: 'Private',
    projectOwnerUserKey: PEOPLE.moderator.uid,
    organisationId: ORG,
    isPrivate: true,
  };
  const invite = {
    project_id: 'p-private',
    accessLevel: 'read',
    createdAt: Timestamp.now(),
    expirationDate: inDays(7),
    createdBy: PEOPLE.moderator.uid,
  };
  const access = {
    project_id: 'p-private',
    userId: PEOPLE.member.uid,
    accessLevel: 'read',
    createdAt: Timestamp.now(),
    source: 'direct',
  };
  const MANAGERS: Who[] = ['moderator', 'orgAdmin', 'projectAdmin', 'superAdmin'];
  const reset = async () => {
    await seedDocs(env, {
      'Projects/p-private': project,
      'invites/inv1': invite,
      'ProjectAccess/p-private_member1': access,
    });
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().doc('invites/inv-new').delete();
      await ctx.firestore().doc('ProjectAccess/p-private_outsider').delete();
    });
  };

  describe('invites: role × operation', () => {
    roleMatrix(
      () => env,
      { get: ['anonymous', ...SIGNED_IN], list: MANAGERS, create: MANAGERS, update: [], delete: MANAGERS },
      {
        get: (db) => getDoc(doc(db, 'invites/inv1')),
        list: (db) => getDocs(query(collection(db, 'invites'), where('project_id', '==', 'p-private'))),
        create: (db, who) =>
          setDoc(doc(db, 'invites/inv-new'), {
            ...invite,
            createdAt: serverTimestamp(),
            createdBy: PEOPLE[who]?.uid ?? 'nobody',
          }),
        update: (db) => updateDoc(doc(db, 'invites/inv1'), { expirationDate: inDays(7) }),
        delete: (db) => deleteDoc(doc(db, 'invites/inv1')),
      },
      reset,
    );
    it('an invite cannot outlive 7 days by more than a day', async () => {
      await reset();
      await assertFails(
        setDoc(doc(dbOf('moderator'), 'invites/inv-long'), {
          ...invite,
          createdAt: serverTimestamp(),
          expirationDate: inDays(30),
        }),
      );
    });
    // Invites cannot be updated at all (update: [] above), so the bad writes are creates.
    it.each([
      ['an extra field', { secret: 1 }],
      ['a wrong type of organisationId', { organisationId: 42 }],
      ['a wrong type of role', { role: 42 }],
      ['an oversize organisationId', { organisationId: 'x'.repeat(201) }],
      ['an oversize email', { email: 'x'.repeat(321) }],
      ['an organisationId other than the project’s', { organisationId: 'org2' }],
      ['a backdated createdAt', { createdAt: Timestamp.fromMillis(0) }],
    ])('a moderator cannot create an invite with %s', async (_what, change) => {
      const fresh = { ...invite, organisationId: ORG, role: 'member', createdAt: serverTimestamp() };
      await reset();
      await assertSucceeds(setDoc(doc(dbOf('moderator'), 'invites/inv-new'), fresh));
      await reset();
      await assertFails(setDoc(doc(dbOf('moderator'), 'invites/inv-new'), { ...fresh, ...change }));
    });
  });

  describe('ProjectAccess: role × operation', () => {
    roleMatrix(
      () => env,
      {
        get: ['member', ...MANAGERS],
        list: MANAGERS,
        create: MANAGERS,
        update: MANAGERS,
        delete: MANAGERS,
      },
      {
        get: (db) => getDoc(doc(db, 'ProjectAccess/p-private_member1')),
        list: (db) => getDocs(query(collection(db, 'ProjectAccess'), where('project_id', '==', 'p-private'))),
        create: (db) =>
          setDoc(doc(db, 'ProjectAccess/p-private_outsider'), {
            ...access,
            userId: 'outsider',
            createdAt: serverTimestamp(),
          }),
        update: (db) => updateDoc(doc(db, 'ProjectAccess/p-private_member1'), { accessLevel: 'write' }),
        delete: (db) => deleteDoc(doc(db, 'ProjectAccess/p-private_member1')),
      },
      reset,
    );
    it('a member lists their own access records', async () => {
      await reset();
      await assertSucceeds(
        getDocs(query(collection(dbOf('member'), 'ProjectAccess'), where('userId', '==', PEOPLE.member.uid))),
      );
    });
    const accept = (inviteId: string, change: Record<string, unknown> = {}) =>
      setDoc(doc(dbOf('outsider'), 'ProjectAccess/p-private_outsider'), {
        ...access,
        userId: 'outsider',
        createdAt: serverTimestamp(),
        source: 'invite',
        inviteId,
        ...change,
      });
    it('accepting a valid invite gives its access level', async () => {
      await reset();
      await assertSucceeds(accept('inv1'));
    });
    it('an expired invite gives nothing', async () => {
      await reset();
      await seedDocs(env, { 'invites/inv-old': { ...invite, expirationDate: inDays(-1) } });
      await assertFails(accept('inv-old'));
    });
    it('an invite cannot be stretched to a higher level or another project', async () => {
      await reset();
      await assertFails(accept('inv1', { accessLevel: 'write' }));
      await assertFails(
        setDoc(doc(dbOf('outsider'), 'ProjectAccess/p-other_outsider'), {
          ...access,
          project_id: 'p-other',
          userId: 'outsider',
          createdAt: serverTimestamp(),
          source: 'invite',
          inviteId: 'inv1',
        }),
      );
    });
    // No organisationId kind: a record belongs to its project, so a changed project_id stands in for it.
    it.each([
      ['an extra field', { note: 'x' }],
      ['a wrong type', { accessLevel: 1 }],
      ['an oversize accessLevel', { accessLevel: 'x'.repeat(201) }],
      ['a changed project_id', { project_id: 'p-other' }],
      ['a changed createdAt', { createdAt: Timestamp.fromMillis(0) }],
    ])('an admin cannot update an access record with %s', async (_what, change) => {
      const ref = () => doc(dbOf('orgAdmin'), 'ProjectAccess/p-private_member1');
      await reset();
      await assertSucceeds(updateDoc(ref(), { accessLevel: 'write' }));
      await reset();
      await assertFails(updateDoc(ref(), change));
    });
    it.each([
      ['an extra field', { note: 'x' }],
      ['a wrong type of inviteId', { inviteId: 42 }],
      ['an oversize inviteId', { inviteId: 'x'.repeat(201) }],
      ['a backdated createdAt', { createdAt: Timestamp.fromMillis(0) }],
    ])('an admin cannot create an access record with %s', async (_what, change) => {
      const fresh = { ...access, userId: 'outsider', createdAt: serverTimestamp(), inviteId: 'inv1' };
      const ref = () => doc(dbOf('orgAdmin'), 'ProjectAccess/p-private_outsider');
      await reset();
      await assertSucceeds(setDoc(ref(), fresh));
      await reset();
      await assertFails(setDoc(ref(), { ...fresh, ...change }));
    });
    it('an access record id must name its project and user', async () => {
      await reset();
      await assertFails(
        setDoc(doc(dbOf('orgAdmin'), 'ProjectAccess/anything'), { ...access, createdAt: serverTimestamp() }),
      );
    });
  });
});

describe('entering a group by joining with its code', () => {
  const now = Timestamp.fromMillis(0);
  const seed = async (groupId: string | null) => {
    await seedRolePeople(env);
    await seedDocs(env, {
      [`Organisations/${ORG}`]: org1,
      'groups/gj': {
        name: 'Club',
        organisationId: ORG,
        memberIds: ['member1'],
        createdAt: now,
        updatedAt: now,
      },
      'Projects/p-club': {
        projectName: 'Club',
        projectOwnerUserKey: PEOPLE.moderator.uid,
        organisationId: ORG,
        isPrivate: true,
        groupIds: ['gj'],
      },
      'accessCodes/GROUPJN1': {
        code: 'GROUPJN1',
        organisationId: ORG,
        role: 'member',
        isActive: true,
        isAnonymous: true,
        createdAt: Timestamp.now(),
        expiresAt: inDays(30),
        ...(groupId ? { groupId } : {}),
      },
    });
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().doc('ProjectAccess/p-club_outsider').delete();
    });
  };
  /** The outsider's join, optionally with the group writes of the service. */
  const join = (opts: { group: boolean; access: boolean; groupIds: string[] }) => {
    const db = dbOf('outsider');
    const batch = writeBatch(db);
    batch.update(doc(db, 'accessCodes/GROUPJN1'), { usedBy: ['outsider'], usedAt: serverTimestamp() });
    const entry = {
      userKey: 'outsider',
      organisationId: ORG,
      roles: ['member'],
      email: '',
      name: '',
      joinedAt: serverTimestamp(),
      groupIds: opts.groupIds,
      accessCode: 'GROUPJN1',
    };
    batch.update(doc(db, 'Users/outsider'), {
      [`Organisations.${ORG}`]: entry,
      membershipUpdatedIn: ORG,
      updatedAt: serverTimestamp(),
    });
    batch.set(doc(db, `Organisations/${ORG}/members/outsider`), entry);
    if (opts.group)
      batch.update(doc(db, 'groups/gj'), {
        memberIds: ['member1', 'outsider'],
        updatedAt: serverTimestamp(),
      });
    if (opts.access)
      batch.set(doc(db, 'ProjectAccess/p-club_outsider'), {
        project_id: 'p-club',
        userId: 'outsider',
        accessLevel: 'read',
        createdAt: serverTimestamp(),
        source: 'group',
      });
    return batch.commit();
  };

  it('a code with the group lets its user enter it and get its private projects', async () => {
    await seed('gj');
    await assertSucceeds(join({ group: true, access: true, groupIds: ['gj'] }));
  });
  it('a code without the group does not', async () => {
    await seed(null);
    await assertFails(join({ group: true, access: false, groupIds: ['gj'] }));
    await assertFails(join({ group: false, access: false, groupIds: ['gj'] }));
    await assertFails(join({ group: false, access: true, groupIds: [] }));
    await assertSucceeds(join({ group: false, access: false, groupIds: [] }));
  });
  it('nobody adds themself to a group or its projects outside a join', async () => {
    await seed('gj');
    const db = dbOf('outsider');
    await assertFails(
      updateDoc(doc(db, 'groups/gj'), { memberIds: ['member1', 'outsider'], updatedAt: serverTimestamp() }),
    );
    await assertFails(
      setDoc(doc(db, 'ProjectAccess/p-club_outsider'), {
        project_id: 'p-club',
        userId: 'outsider',
        accessLevel: 'read',
        createdAt: serverTimestamp(),
        source: 'group',
      }),
    );
    // A member of the organisation cannot add themself either.
    await assertFails(
      updateDoc(doc(dbOf('facilitator'), 'groups/gj'), {
        memberIds: ['member1', 'facilitator1'],
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it('the joiner adds only themself, taking no one else out', async () => {
    await seed('gj');
    const db = dbOf('outsider');
    const batch = writeBatch(db);
    batch.update(doc(db, 'accessCodes/GROUPJN1'), { usedBy: ['outsider'], usedAt: serverTimestamp() });
    const entry = {
      userKey: 'outsider',
      organisationId: ORG,
      roles: ['member'],
      email: '',
      name: '',
      joinedAt: serverTimestamp(),
      groupIds: ['gj'],
      accessCode: 'GROUPJN1',
    };
    batch.update(doc(db, 'Users/outsider'), { [`Organisations.${ORG}`]: entry, membershipUpdatedIn: ORG });
    batch.set(doc(db, `Organisations/${ORG}/members/outsider`), entry);
    batch.update(doc(db, 'groups/gj'), {
      memberIds: ['outsider', 'facilitator1'],
      updatedAt: serverTimestamp(),
    });
    await assertFails(batch.commit());
  });
});

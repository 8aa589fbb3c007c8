import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { roleMatrix } from '../support/matrix';
import {
  as,
  openOrganisation,
  ORG,
  OTHER_ORG,
  PEOPLE,
  seedRolePeople,
  userRecord,
  type Who,
} from '../support/roles';
import { assertFails, assertSucceeds, expectRule, rulesEnvironment, seedDocs } from '../support/rules';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
  // Joins here need no approval and temporary members are allowed (join-requests.rules.test.ts tests both).
  await seedDocs(env, { [`Organisations/${ORG}`]: openOrganisation() });
});
afterAll(() => env.cleanup());

const dbOf = (who: Who) => as(env, who).firestore() as unknown as Firestore;
const inDays = (days: number) => Timestamp.fromMillis(Date.now() + days * 86_400_000);
const memberPath = `Users/${PEOPLE.member.uid}`;

async function seedCode(code: string, fields: Record<string, unknown> = {}) {
  await seedDocs(env, {
    [`accessCodes/${code}`]: {
      code,
      organisationId: ORG,
      role: 'member',
      isActive: true,
      isAnonymous: false,
      createdAt: Timestamp.now(),
      expiresAt: inDays(7),
      ...fields,
    },
  });
}

function entry(uid: string, org: string, roles: string[], accessCode?: string) {
  return {
    userKey: uid,
    organisationId: org,
    roles,
    email: `${uid}@example.test`,
    name: uid,
    joinedAt: serverTimestamp(),
    groupIds: [],
    ...(accessCode ? { accessCode } : {}),
  };
}

/** What the join flow writes: the code's use and the membership, in one batch. */
function joinBatch(
  db: Firestore,
  uid: string,
  code: string,
  opts: { anonymous?: boolean; roles?: string[] } = {},
) {
  const batch = writeBatch(db);
  batch.update(
    doc(db, `accessCodes/${code}`),
    opts.anonymous
      ? { usedBy: [uid], usedAt: serverTimestamp() }
      : { isActive: false, usedBy: uid, usedAt: serverTimestamp() },
  );
  batch.update(doc(db, `Users/${uid}`), {
    [`Organisations.${ORG}`]: entry(uid, ORG, opts.roles ?? ['member'], code),
    membershipUpdatedIn: ORG,
    updatedAt: serverTimestamp(),
  });
  return batch.commit();
}

describe('Users: role × operation', () => {
  roleMatrix(
    () => env,
    {
      // Staff read the record they may delete (it belongs to their organisation alone): a removal keeps a copy
      // for its undo. A record that belongs elsewhere too stays closed to them (member-removal-history rules).
      get: ['member', 'moderator', 'orgAdmin', 'superAdmin'],
      list: ['superAdmin'],
      create: ['superAdmin'],
      update: ['member', 'superAdmin'],
      delete: ['moderator', 'orgAdmin', 'superAdmin'],
    },
    {
      get: (db) => getDoc(doc(db, memberPath)),
      list: (db) => getDocs(collection(db, 'Users')),
      create: (db) => setDoc(doc(db, 'Users/someone-new'), userRecord('someone-new', {})),
      update: (db) => updateDoc(doc(db, memberPath), { displayName: 'Renamed' }),
      delete: (db) => deleteDoc(doc(db, memberPath)),
    },
    () => seedDocs(env, { [memberPath]: userRecord(PEOPLE.member.uid, PEOPLE.member.roles) }),
  );
});

describe('SuperAdmins: role × operation', () => {
  const path = 'SuperAdmins/ids';
  const signedIn = Object.keys(PEOPLE).filter((who) => who !== 'anonymous') as Who[];
  roleMatrix(
    () => env,
    {
      get: signedIn,
      // The list is managed outside the app: nobody lists, adds to, changes or deletes it.
      list: [],
      create: [],
      update: [],
      delete: [],
    },
    {
      get: (db) => getDoc(doc(db, path)),
      list: (db) => getDocs(collection(db, 'SuperAdmins')),
      create: (db, who) => setDoc(doc(db, 'SuperAdmins/extra'), { userKeys: [PEOPLE[who]?.uid ?? 'nobody'] }),
      update: (db, who) => updateDoc(doc(db, path), { userKeys: [PEOPLE[who]?.uid ?? 'nobody'] }),
      delete: (db) => deleteDoc(doc(db, path)),
    },
    () => seedDocs(env, { [path]: { userKeys: [PEOPLE.superAdmin.uid] } }),
  );
});

describe('Users: deleting a record keeps staff and super admins', () => {
  const target = (uid: string, roles: string[]) => ({
    [`Users/${uid}`]: userRecord(uid, { [ORG]: roles }),
  });
  const del = (who: Who, uid: string) => deleteDoc(doc(dbOf(who), `Users/${uid}`));
  it.each([
    ['moderator', 'a plain member', ['member'], true],
    ['moderator', 'an organisation admin', ['organisationAdmin'], false],
    ['moderator', 'a facilitator', ['facilitator'], false],
    ['moderator', 'a member who is also a facilitator', ['member', 'facilitator'], false],
    ['moderator', 'another moderator', ['moderator'], false],
    ['orgAdmin', 'a plain member', ['member'], true],
    ['orgAdmin', 'a facilitator', ['facilitator'], true],
    ['orgAdmin', 'a moderator', ['moderator'], true],
    ['orgAdmin', 'another organisation admin', ['organisationAdmin'], false],
    ['orgAdmin', 'a moderator who is also an admin', ['moderator', 'organisationAdmin'], false],
    ['superAdmin', 'an organisation admin', ['organisationAdmin'], true],
    ['superAdmin', 'a plain member', ['member'], true],
    ['otherOrgAdmin', 'a plain member', ['member'], false],
    ['otherOrgAdmin', 'a moderator', ['moderator'], false],
    ['facilitator', 'a plain member', ['member'], false],
    ['member', 'a plain member', ['member'], false],
  ] as const)('%s deletes the record of %s (roles %j): %s', async (who, _what, roles, ok) => {
    await seedDocs(env, target('target1', [...roles]));
    await expectRule(del(who, 'target1'), ok);
  });
  it.each([
    ['moderator', false],
    ['orgAdmin', false],
    ['otherOrgAdmin', false],
    ['superAdmin', true],
  ] as const)('%s deletes a super admin’s record in the organisation: %s', async (who, ok) => {
    const uid = PEOPLE.superAdmin.uid;
    await seedDocs(env, target(uid, ['member']));
    try {
      await expectRule(del(who, uid), ok);
    } finally {
      await seedDocs(env, { [`Users/${uid}`]: userRecord(uid, PEOPLE.superAdmin.roles) });
    }
  });
  it('a moderator cannot delete a member record that belongs to no organisation', async () => {
    await seedDocs(env, { 'Users/target2': userRecord('target2', {}) });
    await assertFails(del('moderator', 'target2'));
  });
});

describe('Users: signing up and bad writes', () => {
  it('a new account creates its own record with no organisations', async () => {
    const db = env
      .authenticatedContext('fresh1', { email: 'fresh1@example.test' })
      .firestore() as unknown as Firestore;
    await assertSucceeds(setDoc(doc(db, 'Users/fresh1'), userRecord('fresh1', {})));
  });
  it('a new account cannot create its record with roles in an organisation', async () => {
    const db = env
      .authenticatedContext('fresh2', { email: 'fresh2@example.test' })
      .firestore() as unknown as Firestore;
    await assertFails(
      setDoc(doc(db, 'Users/fresh2'), {
        ...userRecord('fresh2', { [ORG]: ['member'] }),
        membershipUpdatedIn: ORG,
      }),
    );
  });
  it('a new account cannot make itself a project admin or temporary', async () => {
    const db = env
      .authenticatedContext('fresh3', { email: 'fresh3@example.test' })
      .firestore() as unknown as Firestore;
    await assertFails(
      setDoc(doc(db, 'Users/fresh3'), userRecord('fresh3', {}, { projectAdminAccess: ['p-private'] })),
    );
    await assertFails(setDoc(doc(db, 'Users/fresh3'), userRecord('fresh3', {}, { isTemporary: true })));
  });
  it.each([
    ['an extra field', { isAdmin: true }],
    ['a wrong type', { displayName: 42 }],
    ['an oversize string', { displayName: 'x'.repeat(201) }],
    ['a changed userKey', { userKey: 'someone-else' }],
    ['a changed createdAt', { createdAt: Timestamp.fromMillis(0) }],
    ['self-declared compliance', { facilitatorInfo: { contractSigned: true, dbsNumberShared: true } }],
  ])('a member cannot write %s to their record', async (_what, change) => {
    await seedDocs(env, { [memberPath]: userRecord(PEOPLE.member.uid, PEOPLE.member.roles) });
    await assertFails(updateDoc(doc(dbOf('member'), memberPath), change));
  });
});

describe('Users: nobody raises their own roles or joins without a code', () => {
  it('a member cannot make themselves an organisation admin', async () => {
    await seedDocs(env, { [memberPath]: userRecord(PEOPLE.member.uid, PEOPLE.member.roles) });
    await assertFails(
      updateDoc(doc(dbOf('member'), memberPath), {
        [`Organisations.${ORG}.roles`]: ['organisationAdmin'],
        membershipUpdatedIn: ORG,
      }),
    );
  });
  it('an outsider cannot add themselves to an organisation', async () => {
    await assertFails(
      updateDoc(doc(dbOf('outsider'), 'Users/outsider'), {
        [`Organisations.${ORG}`]: entry('outsider', ORG, ['member']),
        membershipUpdatedIn: ORG,
      }),
    );
  });
  it('a moderator cannot add an organisation entry for another organisation', async () => {
    await assertFails(
      updateDoc(doc(dbOf('moderator'), memberPath), {
        [`Organisations.${OTHER_ORG}`]: entry(PEOPLE.member.uid, OTHER_ORG, ['member']),
        membershipUpdatedIn: OTHER_ORG,
      }),
    );
  });
});

describe('Users: joining with a code', () => {
  const reset = (uid: string) => seedDocs(env, { [`Users/${uid}`]: userRecord(uid, {}) });

  it('joins with a valid personal code, which is switched off in the same write', async () => {
    await reset('joiner1');
    await seedCode('JOINAAA1');
    const db = env
      .authenticatedContext('joiner1', { email: 'joiner1@example.test' })
      .firestore() as unknown as Firestore;
    await assertSucceeds(joinBatch(db, 'joiner1', 'JOINAAA1'));
  });
  it('cannot join again with a code once it is used', async () => {
    await reset('joiner2');
    await seedCode('JOINAAA2', { isActive: false, usedBy: 'joiner1' });
    const db = env
      .authenticatedContext('joiner2', { email: 'joiner2@example.test' })
      .firestore() as unknown as Firestore;
    await assertFails(joinBatch(db, 'joiner2', 'JOINAAA2'));
  });
  it('cannot join with an expired code', async () => {
    await reset('joiner3');
    await seedCode('JOINAAA3', { expiresAt: inDays(-1) });
    const db = env
      .authenticatedContext('joiner3', { email: 'joiner3@example.test' })
      .firestore() as unknown as Firestore;
    await assertFails(joinBatch(db, 'joiner3', 'JOINAAA3'));
  });
  it('cannot take a higher role than the code gives', async () => {
    await reset('joiner4');
    await seedCode('JOINAAA4');
    const db = env
      .authenticatedContext('joiner4', { email: 'joiner4@example.test' })
      .firestore() as unknown as Firestore;
    await assertFails(joinBatch(db, 'joiner4', 'JOINAAA4', { roles: ['moderator'] }));
  });
  it('cannot use another organisation’s code to join this one', async () => {
    await reset('joiner5');
    await seedCode('JOINAAA5', { organisationId: OTHER_ORG });
    const db = env
      .authenticatedContext('joiner5', { email: 'joiner5@example.test' })
      .firestore() as unknown as Firestore;
    await assertFails(joinBatch(db, 'joiner5', 'JOINAAA5'));
  });
  it('a member already in the organisation cannot join it again', async () => {
    await seedDocs(env, { [memberPath]: userRecord(PEOPLE.member.uid, PEOPLE.member.roles) });
    await seedCode('JOINAAA6');
    await assertFails(joinBatch(dbOf('member'), PEOPLE.member.uid, 'JOINAAA6'));
  });
  it('an anonymous code stays active and records each use', async () => {
    await reset('joiner7');
    await seedCode('ANONAAA7', { isAnonymous: true });
    const db = env
      .authenticatedContext('joiner7', { email: 'joiner7@example.test' })
      .firestore() as unknown as Firestore;
    await assertSucceeds(joinBatch(db, 'joiner7', 'ANONAAA7', { anonymous: true }));
    // Switching an anonymous code off while using it is refused.
    await reset('joiner8');
    const db8 = env
      .authenticatedContext('joiner8', { email: 'joiner8@example.test' })
      .firestore() as unknown as Firestore;
    const batch = writeBatch(db8);
    batch.update(doc(db8, 'accessCodes/ANONAAA7'), {
      isActive: false,
      usedBy: 'joiner8',
      usedAt: serverTimestamp(),
    });
    batch.update(doc(db8, 'Users/joiner8'), {
      [`Organisations.${ORG}`]: entry('joiner8', ORG, ['member'], 'ANONAAA7'),
      membershipUpdatedIn: ORG,
    });
    await assertFails(batch.commit());
  });
});

describe('Users: registering an organisation', () => {
  function register(db: Firestore, uid: string, orgId: string, adminId = uid) {
    const batch = writeBatch(db);
    batch.set(doc(db, `Organisations/${orgId}`), {
      name: 'New School',
      type: 'school',
      description: '',
      adminId,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      isActive: true,
      settings: { allowAnonymousMembers: false, requireApproval: true },
      partnerLogoUrls: [],
    });
    batch.update(doc(db, `Users/${uid}`), {
      [`Organisations.${orgId}`]: entry(uid, orgId, ['organisationAdmin']),
      membershipUpdatedIn: orgId,
    });
    return batch.commit();
  }
  it('creates the organisation and the admin membership together', async () => {
    await seedDocs(env, { 'Users/outsider': userRecord('outsider', {}) });
    await assertSucceeds(register(dbOf('outsider'), 'outsider', 'org-new-1'));
  });
  it('cannot take over an existing organisation by “registering” it', async () => {
    await seedDocs(env, { [`Organisations/${ORG}`]: openOrganisation('Org 1', PEOPLE.orgAdmin.uid) });
    await assertFails(register(dbOf('member'), PEOPLE.member.uid, ORG));
  });
  it('cannot register an organisation in someone else’s name', async () => {
    await seedDocs(env, { 'Users/outsider': userRecord('outsider', {}) });
    await assertFails(register(dbOf('outsider'), 'outsider', 'org-new-2', 'someone-else'));
  });
});

describe('Users: staff change memberships of their organisation only', () => {
  const resetMember = () =>
    seedDocs(env, { [memberPath]: userRecord(PEOPLE.member.uid, PEOPLE.member.roles) });
  const setRoles = (who: Who, roles: string[]) =>
    updateDoc(doc(dbOf(who), memberPath), {
      [`Organisations.${ORG}.roles`]: roles,
      membershipUpdatedIn: ORG,
      updatedAt: serverTimestamp(),
    });

  it.each([
    ['orgAdmin', true],
    ['superAdmin', true],
    ['moderator', false],
    ['otherOrgAdmin', false],
    ['facilitator', false],
  ] as const)('%s makes a member a moderator: %s', async (who, ok) => {
    await resetMember();
    await expectRule(setRoles(who, ['member', 'moderator']), ok);
  });
  it('a moderator moves a member between groups', async () => {
    await resetMember();
    await assertSucceeds(
      updateDoc(doc(dbOf('moderator'), memberPath), {
        [`Organisations.${ORG}.groupIds`]: ['g1'],
        membershipUpdatedIn: ORG,
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it('a moderator cannot demote an organisation admin', async () => {
    await seedDocs(env, {
      [`Users/${PEOPLE.orgAdmin.uid}`]: userRecord(PEOPLE.orgAdmin.uid, PEOPLE.orgAdmin.roles),
    });
    await assertFails(
      updateDoc(doc(dbOf('moderator'), `Users/${PEOPLE.orgAdmin.uid}`), {
        [`Organisations.${ORG}.roles`]: ['member'],
        membershipUpdatedIn: ORG,
      }),
    );
  });
  it('an admin removes a member from the organisation', async () => {
    await resetMember();
    await assertSucceeds(
      updateDoc(doc(dbOf('orgAdmin'), memberPath), {
        [`Organisations.${ORG}`]: deleteField(),
        membershipUpdatedIn: ORG,
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it('staff cannot grant roles outside the organisation’s set', async () => {
    await resetMember();
    await assertFails(setRoles('orgAdmin', ['superAdmin']));
  });
  it('staff cannot edit a member’s name or profile', async () => {
    await resetMember();
    await assertFails(updateDoc(doc(dbOf('orgAdmin'), memberPath), { displayName: 'X' }));
  });
  it('an admin of one organisation cannot delete a user who also belongs to another', async () => {
    await seedDocs(env, {
      'Users/both1': userRecord('both1', { [ORG]: ['member'], [OTHER_ORG]: ['member'] }),
    });
    await assertFails(deleteDoc(doc(dbOf('orgAdmin'), 'Users/both1')));
  });
});

describe('Users: temporary members', () => {
  const tempId = 'temp_AAAAAAAAAAAAAAAAAAAA';
  function tempRecord(id = tempId, extra: Record<string, unknown> = {}) {
    return {
      userKey: id,
      displayName: '🐼 Sam',
      email: '',
      Organisations: { [ORG]: entry(id, ORG, ['member'], 'TEMPAAA1') },
      isTemporary: true,
      registered: false,
      accessCode: 'TEMPAAA1',
      organisationId: ORG,
      moderatorEmail: 'moderator1@example.test',
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      ...extra,
    };
  }
  it.each([
    ['moderator', true],
    ['orgAdmin', true],
    ['member', false],
    ['otherOrgAdmin', false],
  ] as const)('%s creates a temporary member: %s', async (who, ok) => {
    const id = `temp_${who.toUpperCase().padEnd(20, 'A').slice(0, 20)}`;
    const attempt = setDoc(doc(dbOf(who), `Users/${id}`), tempRecord(id));
    await expectRule(attempt, ok);
  });
  it('a temporary member needs a moderator e-mail', async () => {
    const { moderatorEmail: _dropped, ...withoutEmail } = tempRecord();
    await assertFails(setDoc(doc(dbOf('moderator'), `Users/${tempId}`), withoutEmail));
  });
  it('a temporary member cannot be given a real-looking account id', async () => {
    await assertFails(setDoc(doc(dbOf('moderator'), 'Users/abc'), tempRecord('abc')));
  });
  it('joining with the temporary member’s code replaces the temporary record', async () => {
    await seedDocs(env, {
      [`Users/${tempId}`]: {
        ...tempRecord(),
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
        Organisations: {},
      },
      'Users/convert1': userRecord('convert1', {}),
    });
    await seedCode('TEMPAAA1', { isAnonymous: true, tempUserId: tempId, expiresAt: inDays(30) });
    const db = env
      .authenticatedContext('convert1', { email: 'convert1@example.test' })
      .firestore() as unknown as Firestore;
    // Without using the code the temporary record cannot be deleted.
    await assertFails(deleteDoc(doc(db, `Users/${tempId}`)));
    const batch = writeBatch(db);
    batch.update(doc(db, 'accessCodes/TEMPAAA1'), { usedBy: ['convert1'], usedAt: serverTimestamp() });
    batch.update(doc(db, 'Users/convert1'), {
      [`Organisations.${ORG}`]: entry('convert1', ORG, ['member'], 'TEMPAAA1'),
      membershipUpdatedIn: ORG,
      registered: true,
    });
    batch.delete(doc(db, `Users/${tempId}`));
    await assertSucceeds(batch.commit());
  });
});

describe('Users: joinedAt is a record of fact, set once by the join', () => {
  const resetMember = () =>
    seedDocs(env, { [memberPath]: userRecord(PEOPLE.member.uid, PEOPLE.member.roles) });
  const rewritten = Timestamp.fromDate(new Date('2020-09-01T00:00:00Z'));
  const change = (who: Who, fields: Record<string, unknown>) =>
    updateDoc(doc(dbOf(who), memberPath), {
      ...fields,
      membershipUpdatedIn: ORG,
      updatedAt: serverTimestamp(),
    });
  const at = (field: string) => `Organisations.${ORG}.${field}`;
  /** The member's entry as it is, with `fields` changed: a staff member rewriting the whole entry. */
  const wholeEntry = (fields: Record<string, unknown>) => ({
    [`Organisations.${ORG}`]: {
      ...userRecord(PEOPLE.member.uid, PEOPLE.member.roles).Organisations[ORG],
      ...fields,
    },
  });

  it.each([
    ['orgAdmin', 'changes the roles', true, { [at('roles')]: ['member', 'moderator'] }],
    [
      'orgAdmin',
      'rewrites the entry with new roles, joinedAt kept',
      true,
      wholeEntry({ roles: ['moderator'] }),
    ],
    ['orgAdmin', 'changes joinedAt', false, { [at('joinedAt')]: rewritten }],
    ['orgAdmin', 'sets joinedAt to now', false, { [at('joinedAt')]: serverTimestamp() }],
    ['orgAdmin', 'drops joinedAt', false, { [at('joinedAt')]: deleteField() }],
    [
      'orgAdmin',
      'changes the roles and joinedAt together',
      false,
      { [at('roles')]: ['moderator'], [at('joinedAt')]: rewritten },
    ],
    ['orgAdmin', 'rewrites the entry with another joinedAt', false, wholeEntry({ joinedAt: rewritten })],
    ['moderator', 'moves the member between groups', true, { [at('groupIds')]: ['g1'] }],
    ['moderator', 'changes joinedAt', false, { [at('joinedAt')]: rewritten }],
    ['superAdmin', 'changes the roles', true, { [at('roles')]: ['facilitator'] }],
    ['superAdmin', 'changes joinedAt', false, { [at('joinedAt')]: rewritten }],
  ] as const)('%s %s: allowed %s', async (who, _what, ok, fields) => {
    await resetMember();
    await expectRule(change(who, fields), ok);
  });

  it('a super admin cannot rewrite joinedAt in an organisation the write does not name', async () => {
    await seedDocs(env, {
      'Users/both2': userRecord('both2', { [ORG]: ['member'], [OTHER_ORG]: ['member'] }),
    });
    const db = dbOf('superAdmin');
    await assertSucceeds(
      updateDoc(doc(db, 'Users/both2'), {
        [`Organisations.${ORG}.roles`]: ['facilitator'],
        membershipUpdatedIn: ORG,
      }),
    );
    await assertFails(
      updateDoc(doc(db, 'Users/both2'), {
        [`Organisations.${ORG}.roles`]: ['moderator'],
        [`Organisations.${OTHER_ORG}.joinedAt`]: rewritten,
        membershipUpdatedIn: ORG,
      }),
    );
  });

  it('a join records its own time: a backdated joinedAt is refused', async () => {
    const join = (uid: string, code: string, joinedAt: unknown) => {
      const db = env
        .authenticatedContext(uid, { email: `${uid}@example.test` })
        .firestore() as unknown as Firestore;
      const batch = writeBatch(db);
      batch.update(doc(db, `accessCodes/${code}`), {
        isActive: false,
        usedBy: uid,
        usedAt: serverTimestamp(),
      });
      batch.update(doc(db, `Users/${uid}`), {
        [`Organisations.${ORG}`]: { ...entry(uid, ORG, ['member'], code), joinedAt },
        membershipUpdatedIn: ORG,
        updatedAt: serverTimestamp(),
      });
      return batch.commit();
    };
    await seedDocs(env, { 'Users/joinerT1': userRecord('joinerT1', {}) });
    await seedCode('JOINTIM1');
    await assertFails(join('joinerT1', 'JOINTIM1', rewritten));
    await assertSucceeds(join('joinerT1', 'JOINTIM1', serverTimestamp()));
  });
});

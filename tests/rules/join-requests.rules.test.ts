import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
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
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { as, ORG, PEOPLE, seedRolePeople, userRecord, type Who } from '../support/roles';
import { assertSucceeds, expectRule, rulesEnvironment, seedDocs } from '../support/rules';

/**
 * Organisations that require approval, and those that do not allow anonymous members: a shared code files a
 * pending join request that gives no access; only the organisation's admins and super admins decide it; nobody
 * approves themselves or makes themselves a membership the organisation has to approve.
 */
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
});
afterAll(() => env.cleanup());

const CLASS_CODE = 'CLASSAB2';
const APPLICANT = 'applicant1';
const REQUEST = `joinRequests/${ORG}__${APPLICANT}`;
const now = () => Timestamp.now();
const inDays = (days: number) => Timestamp.fromMillis(Date.now() + days * 86_400_000);

const dbOf = (who: Who) => as(env, who).firestore() as unknown as Firestore;
/** Someone with a fresh account, not (yet) in any organisation. */
const personDb = (uid: string) =>
  env.authenticatedContext(uid, { email: `${uid}@example.test` }).firestore() as unknown as Firestore;

function org(settings: { allowAnonymousMembers: boolean; requireApproval: boolean }) {
  return {
    name: 'Org one',
    type: 'school',
    description: '',
    adminId: PEOPLE.orgAdmin.uid,
    createdAt: now(),
    updatedAt: now(),
    isActive: true,
    settings,
    partnerLogoUrls: [],
  };
}
const code = (id: string, fields: Record<string, unknown> = {}) => ({
  [`accessCodes/${id}`]: {
    code: id,
    organisationId: ORG,
    role: 'member',
    isActive: true,
    isAnonymous: true,
    createdAt: now(),
    expiresAt: inDays(30),
    ...fields,
  },
});
const pendingRequest = (uid = APPLICANT) => ({
  organisationId: ORG,
  userKey: uid,
  email: `${uid}@example.test`,
  name: uid,
  role: 'member',
  accessCode: CLASS_CODE,
  groupIds: [],
  status: 'pending',
  requestedAt: now(),
});
function entry(uid: string, accessCode = CLASS_CODE, roles = ['member']) {
  return {
    userKey: uid,
    organisationId: ORG,
    roles,
    email: `${uid}@example.test`,
    name: uid,
    joinedAt: serverTimestamp(),
    groupIds: [],
    accessCode,
  };
}

async function reset(settings = { allowAnonymousMembers: true, requireApproval: true }) {
  await seedDocs(env, {
    [`Organisations/${ORG}`]: org(settings),
    ...code(CLASS_CODE),
    [`Users/${APPLICANT}`]: userRecord(APPLICANT, {}),
    [REQUEST]: pendingRequest(),
  });
}

/** What joining with a code writes when it gives a membership at once. */
function joinDirectly(db: Firestore, uid: string, codeId: string, anonymous = true) {
  const batch = writeBatch(db);
  batch.update(
    doc(db, `accessCodes/${codeId}`),
    anonymous
      ? { usedBy: [uid], usedAt: serverTimestamp() }
      : { isActive: false, usedBy: uid, usedAt: serverTimestamp() },
  );
  batch.update(doc(db, `Users/${uid}`), {
    [`Organisations.${ORG}`]: entry(uid, codeId),
    membershipUpdatedIn: ORG,
    updatedAt: serverTimestamp(),
  });
  return batch.commit();
}

/** What joining with a shared code writes where approval is required: the code's use and a pending request. */
function fileRequest(db: Firestore, uid: string, fields: Record<string, unknown> = {}) {
  const batch = writeBatch(db);
  batch.update(doc(db, `accessCodes/${CLASS_CODE}`), { usedBy: [uid], usedAt: serverTimestamp() });
  batch.set(doc(db, `joinRequests/${ORG}__${uid}`), {
    ...pendingRequest(uid),
    requestedAt: serverTimestamp(),
    ...fields,
  });
  return batch.commit();
}

/** What approving writes: the membership asked for, its mirror, and the request marked approved. */
function approve(db: Firestore, deciderUid: string, uid = APPLICANT, roles = ['member']) {
  const batch = writeBatch(db);
  batch.update(doc(db, `Users/${uid}`), {
    [`Organisations.${ORG}`]: entry(uid, CLASS_CODE, roles),
    membershipUpdatedIn: ORG,
    updatedAt: serverTimestamp(),
  });
  batch.set(doc(db, `Organisations/${ORG}/members/${uid}`), entry(uid, CLASS_CODE, roles));
  batch.update(doc(db, `joinRequests/${ORG}__${uid}`), {
    status: 'approved',
    decidedAt: serverTimestamp(),
    decidedBy: deciderUid,
    decisionNotified: false,
  });
  return batch.commit();
}
const decline = (db: Firestore, deciderUid: string) =>
  updateDoc(doc(db, REQUEST), {
    status: 'declined',
    decidedAt: serverTimestamp(),
    decidedBy: deciderUid,
    decisionNotified: false,
  });

describe('joining where approval is required', () => {
  beforeEach(() => reset());

  it('a shared class code cannot make its user a member directly', async () => {
    await seedDocs(env, { 'Users/joinerA': userRecord('joinerA', {}) });
    await expectRule(joinDirectly(personDb('joinerA'), 'joinerA', CLASS_CODE), false);
  });
  it('it files a pending request instead, recording the code’s use', async () => {
    await seedDocs(env, { 'Users/joinerB': userRecord('joinerB', {}) });
    await expectRule(fileRequest(personDb('joinerB'), 'joinerB'), true);
  });
  it.each([
    ['already approved', { status: 'approved' }],
    ['a higher role than the code gives', { role: 'organisationAdmin' }],
    ['someone else’s address', { email: 'head@example.test' }],
    ['a decision already noted', { decisionNotified: true }],
  ])('a request cannot be filed %s', async (_what, fields) => {
    await seedDocs(env, { 'Users/joinerC': userRecord('joinerC', {}) });
    await expectRule(fileRequest(personDb('joinerC'), 'joinerC', fields), false);
  });
  it('a request cannot be filed without using a code', async () => {
    await seedDocs(env, { 'Users/joinerD': userRecord('joinerD', {}) });
    const db = personDb('joinerD');
    await expectRule(
      setDoc(doc(db, `joinRequests/${ORG}__joinerD`), {
        ...pendingRequest('joinerD'),
        requestedAt: serverTimestamp(),
      }),
      false,
    );
  });
  it('a request is filed under one’s own id only', async () => {
    await seedDocs(env, { 'Users/joinerE': userRecord('joinerE', {}) });
    const db = personDb('joinerE');
    const batch = writeBatch(db);
    batch.update(doc(db, `accessCodes/${CLASS_CODE}`), { usedBy: ['joinerE'], usedAt: serverTimestamp() });
    batch.set(doc(db, `joinRequests/${ORG}__someone-else`), {
      ...pendingRequest('joinerE'),
      requestedAt: serverTimestamp(),
    });
    await expectRule(batch.commit(), false);
  });
  it('a personal code made for my own address is already an admin’s decision', async () => {
    await seedDocs(env, {
      'Users/joinerF': userRecord('joinerF', {}),
      ...code('PERSONF2', { isAnonymous: false, email: 'joinerf@example.test', expiresAt: inDays(7) }),
    });
    await expectRule(joinDirectly(personDb('joinerF'), 'joinerF', 'PERSONF2', false), true);
  });
  it('a personal code made for another address waits like a shared one', async () => {
    await seedDocs(env, {
      'Users/joinerG': userRecord('joinerG', {}),
      ...code('PERSONG2', { isAnonymous: false, email: 'somebody@example.test', expiresAt: inDays(7) }),
    });
    await expectRule(joinDirectly(personDb('joinerG'), 'joinerG', 'PERSONG2', false), false);
  });
  it('where approval is not required, the class code makes a member at once', async () => {
    await reset({ allowAnonymousMembers: true, requireApproval: false });
    await seedDocs(env, { 'Users/joinerH': userRecord('joinerH', {}) });
    await expectRule(joinDirectly(personDb('joinerH'), 'joinerH', CLASS_CODE), true);
  });
});

describe('a pending request gives no organisation access', () => {
  beforeAll(() => reset());
  const db = () => personDb(APPLICANT);
  it.each([
    ['list the members', () => getDocs(collection(db(), `Organisations/${ORG}/members`))],
    ['list the codes', () => getDocs(collection(db(), `Organisations/${ORG}/generatedCodes`))],
    [
      'list the organisation’s requests',
      () => getDocs(query(collection(db(), 'joinRequests'), where('organisationId', '==', ORG))),
    ],
    [
      'make a group',
      () =>
        setDoc(doc(db(), 'groups/g-pending'), {
          name: 'Mine',
          organisationId: ORG,
          memberIds: [],
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
    ],
  ])('the applicant cannot %s', async (_what, attempt) => {
    await expectRule(attempt(), false);
  });
  it('the applicant reads their own request', async () => {
    await assertSucceeds(getDoc(doc(db(), REQUEST)));
  });
});

describe('deciding a join request', () => {
  beforeEach(() => reset());

  it.each([
    ['member', false],
    ['facilitator', false],
    ['moderator', false],
    ['otherOrgAdmin', false],
    ['outsider', false],
    ['projectAdmin', false],
    ['orgAdmin', true],
    ['superAdmin', true],
  ] as const)('%s approves: %s', async (who, allowed) => {
    await expectRule(approve(dbOf(who), PEOPLE[who].uid), allowed);
  });
  it.each([
    ['member', false],
    ['moderator', false],
    ['otherOrgAdmin', false],
    ['outsider', false],
    ['orgAdmin', true],
    ['superAdmin', true],
  ] as const)('%s declines: %s', async (who, allowed) => {
    await expectRule(decline(dbOf(who), PEOPLE[who].uid), allowed);
  });
  it.each([
    ['member', false],
    ['moderator', false],
    ['otherOrgAdmin', false],
    ['orgAdmin', true],
    ['superAdmin', true],
  ] as const)('%s lists the organisation’s requests: %s', async (who, allowed) => {
    await expectRule(
      getDocs(query(collection(dbOf(who), 'joinRequests'), where('organisationId', '==', ORG))),
      allowed,
    );
  });

  it('nobody approves themselves', async () => {
    await expectRule(approve(personDb(APPLICANT), APPLICANT), false);
    await expectRule(decline(personDb(APPLICANT), APPLICANT), false);
  });
  it('an admin cannot approve a different role from the one asked for', async () => {
    await expectRule(approve(dbOf('orgAdmin'), PEOPLE.orgAdmin.uid, APPLICANT, ['moderator']), false);
  });
  it('an admin cannot add the membership without marking the request approved', async () => {
    const db = dbOf('orgAdmin');
    const batch = writeBatch(db);
    batch.update(doc(db, `Users/${APPLICANT}`), {
      [`Organisations.${ORG}`]: entry(APPLICANT),
      membershipUpdatedIn: ORG,
      updatedAt: serverTimestamp(),
    });
    await expectRule(batch.commit(), false);
  });
  it('a request cannot be marked approved without its membership', async () => {
    await expectRule(
      updateDoc(doc(dbOf('orgAdmin'), REQUEST), {
        status: 'approved',
        decidedAt: serverTimestamp(),
        decidedBy: PEOPLE.orgAdmin.uid,
        decisionNotified: false,
      }),
      false,
    );
  });
  it('a decision is final: declined cannot be turned into approved by an admin', async () => {
    await assertSucceeds(decline(dbOf('orgAdmin'), PEOPLE.orgAdmin.uid));
    await expectRule(approve(dbOf('orgAdmin'), PEOPLE.orgAdmin.uid), false);
  });
  it('only the server notes that the person was told', async () => {
    await assertSucceeds(decline(dbOf('orgAdmin'), PEOPLE.orgAdmin.uid));
    await expectRule(updateDoc(doc(dbOf('orgAdmin'), REQUEST), { decisionNotified: true }), false);
    await expectRule(updateDoc(doc(personDb(APPLICANT), REQUEST), { decisionNotified: true }), false);
  });
  it('after a decline the person may ask again with the code', async () => {
    await assertSucceeds(decline(dbOf('orgAdmin'), PEOPLE.orgAdmin.uid));
    await expectRule(fileRequest(personDb(APPLICANT), APPLICANT), true);
  });
});

describe('organisations without anonymous members', () => {
  const closed = { allowAnonymousMembers: false, requireApproval: true };
  beforeEach(() => reset(closed));
  const newCode = (db: Firestore, id: string, fields: Record<string, unknown>) =>
    setDoc(doc(db, `accessCodes/${id}`), {
      code: id,
      organisationId: ORG,
      role: 'member',
      isActive: true,
      createdAt: serverTimestamp(),
      expiresAt: inDays(7),
      ...fields,
    });

  it.each(['moderator', 'orgAdmin', 'superAdmin'] as const)(
    '%s cannot make an anonymous code, but can make a personal one',
    async (who) => {
      // Each person makes codes of their own (a second create of the same id would be an update).
      const id = (prefix: string) => `${prefix}${who.slice(0, 4).toUpperCase()}`;
      await expectRule(newCode(dbOf(who), id('ANON'), { isAnonymous: true }), false);
      await expectRule(newCode(dbOf(who), id('NOML'), { isAnonymous: false }), false);
      await expectRule(
        newCode(dbOf(who), id('MAIL'), { isAnonymous: false, email: 'pupil@example.test' }),
        true,
      );
    },
  );
  it('nor list one in the organisation’s codes', async () => {
    await expectRule(
      setDoc(doc(dbOf('orgAdmin'), `Organisations/${ORG}/generatedCodes/ANONLST2`), {
        code: 'ANONLST2',
        role: 'member',
        createdAt: serverTimestamp(),
        expiresAt: inDays(30),
        isAnonymous: true,
      }),
      false,
    );
  });
  it('nor turn a personal code into a shared one', async () => {
    await seedDocs(
      env,
      code('PERSONX2', { isAnonymous: false, email: 'x@example.test', expiresAt: inDays(7) }),
    );
    await expectRule(updateDoc(doc(dbOf('orgAdmin'), 'accessCodes/PERSONX2'), { isAnonymous: true }), false);
  });
  it('an existing anonymous code can still be switched off', async () => {
    await expectRule(
      updateDoc(doc(dbOf('orgAdmin'), `accessCodes/${CLASS_CODE}`), { isActive: false }),
      true,
    );
  });
  it.each(['moderator', 'orgAdmin'] as const)('%s cannot create a temporary member', async (who) => {
    const id = `temp_${who.toUpperCase().padEnd(20, 'B').slice(0, 20)}`;
    await expectRule(
      setDoc(doc(dbOf(who), `Users/${id}`), {
        userKey: id,
        displayName: '🐼 Sam',
        email: '',
        Organisations: {
          [ORG]: { ...entry(id, 'TEMPBBB1'), email: '', name: '🐼 Sam' },
        },
        isTemporary: true,
        registered: false,
        accessCode: 'TEMPBBB1',
        organisationId: ORG,
        moderatorEmail: 'moderator1@example.test',
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
      false,
    );
  });
});

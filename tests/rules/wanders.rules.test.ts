import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { wanderRecord, WANDER_PIN_CAP } from '../../src/features/wanders/model';
import { roleMatrix } from '../support/matrix';
import { as, ORG, OTHER_ORG, PEOPLE, seedRolePeople, type Who } from '../support/roles';
import {
  assertFails,
  assertSucceeds,
  expectDenied,
  expectRule,
  rulesEnvironment,
  seedDocs,
} from '../support/rules';

/**
 * wanders: the staff of the project's organisation (moderators, organisation admins) and super admins
 * read and write; nobody else. Every write has exactly the wander's fields, within bounds, the server's time,
 * and the organisationId of its project; neither the organisation nor the project moves afterwards.
 */
let env: RulesTestEnvironment;
const STAFF: Who[] = ['moderator', 'orgAdmin', 'superAdmin'];
const input = { title: 'Harbour walk', pinKeys: ['pin-1', 'pin-2', 'pin-3'], paceKmh: 4.5 };
const earlier = Timestamp.fromDate(new Date('2026-01-01T00:00:00Z'));

/** A saved wander as the service writes it (wanderRecord), its times as stored timestamps. */
function saved(projectId = 'p1', organisationId = ORG) {
  return {
    ...wanderRecord({ organisationId, projectId }, input, 'draft', PEOPLE.orgAdmin.uid),
    createdAt: earlier,
    updatedAt: earlier,
  };
}
/** What a client writes for a new wander: the server's time, the writer as createdBy. */
function fresh(who: Who, over: Record<string, unknown> = {}) {
  return {
    ...wanderRecord({ organisationId: ORG, projectId: 'p1' }, input, 'draft', PEOPLE[who]?.uid ?? 'nobody'),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...over,
  };
}

const fs = (who: Who) => as(env, who).firestore() as unknown as Firestore;
let created = 0;

beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
  await seedDocs(env, {
    'Projects/p1': {
      projectName: 'Harbour',
      isPrivate: true,
      organisationId: ORG,
      projectOwnerUserKey: 'admin1',
    },
    'Projects/p2': { projectName: 'Elsewhere', isPrivate: false, organisationId: OTHER_ORG },
    'Projects/p-no-org': { projectName: 'No organisation', isPrivate: false },
    'wanders/w2': saved('p2', OTHER_ORG),
  });
});
afterAll(() => env.cleanup());

const reset = () => seedDocs(env, { 'wanders/w1': saved() });

describe('wanders: role × operation', () => {
  roleMatrix(
    () => env,
    { get: STAFF, list: STAFF, create: STAFF, update: STAFF, delete: STAFF },
    {
      get: (db) => getDoc(doc(db, 'wanders/w1')),
      list: (db) =>
        getDocs(
          query(
            collection(db, 'wanders'),
            where('organisationId', '==', ORG),
            where('projectId', '==', 'p1'),
            limit(100),
          ),
        ),
      create: (db, who) => setDoc(doc(db, `wanders/new-${++created}`), fresh(who)),
      update: (db) =>
        updateDoc(doc(db, 'wanders/w1'), {
          title: 'Renamed',
          pinKeys: ['pin-3', 'pin-1'],
          status: 'published',
          updatedAt: serverTimestamp(),
        }),
      delete: (db) => deleteDoc(doc(db, 'wanders/w1')),
    },
    reset,
  );
});

describe("another organisation's wanders", () => {
  it.each([
    ['orgAdmin', false],
    ['moderator', false],
    ['otherOrgAdmin', true],
    ['superAdmin', true],
  ] as const)('%s reads and lists org2’s wander: %s', async (who, ok) => {
    await expectRule(getDoc(doc(fs(who), 'wanders/w2')), ok);
    await expectRule(
      getDocs(query(collection(fs(who), 'wanders'), where('organisationId', '==', OTHER_ORG), limit(100))),
      ok,
    );
  });
  it('a list that does not name the organisation is refused, even to staff', async () => {
    await expectDenied(getDocs(query(collection(fs('orgAdmin'), 'wanders'), limit(100))));
  });
  it('a missing wander can be looked up (the create-once check) by anyone signed in, not anonymously', async () => {
    await assertSucceeds(getDoc(doc(fs('outsider'), 'wanders/nothing-here')));
    await expectDenied(getDoc(doc(fs('anonymous'), 'wanders/nothing-here')));
  });
});

describe('bad writes by staff', () => {
  const tooMany = Array.from({ length: WANDER_PIN_CAP + 1 }, (_, i) => `p${i}`);
  const badCreates: [string, Who, Record<string, unknown>][] = [
    ['an extra field', 'orgAdmin', { extra: true }],
    ['a missing field', 'orgAdmin', { status: undefined }],
    ['a title that is empty', 'orgAdmin', { title: '' }],
    ['a title of 201 characters', 'orgAdmin', { title: 'x'.repeat(201) }],
    ['a title that is not text', 'orgAdmin', { title: 42 }],
    ['pinKeys that are not a list', 'orgAdmin', { pinKeys: 'pin-1' }],
    ['a pin twice', 'orgAdmin', { pinKeys: ['pin-1', 'pin-1'] }],
    ['more pins than the pin cap', 'orgAdmin', { pinKeys: tooMany }],
    ['a pace of text', 'orgAdmin', { paceKmh: '4.5' }],
    ['a pace below 1 km/h', 'orgAdmin', { paceKmh: 0.5 }],
    ['a pace above 8 km/h', 'orgAdmin', { paceKmh: 9 }],
    ['an unknown status', 'orgAdmin', { status: 'archived' }],
    ['a createdAt that is not now', 'orgAdmin', { createdAt: earlier }],
    ['an updatedAt that is not now', 'orgAdmin', { updatedAt: earlier }],
    ['another person as createdBy', 'orgAdmin', { createdBy: PEOPLE.moderator.uid }],
    [
      "an organisationId that is not the project's (super admin)",
      'superAdmin',
      { organisationId: OTHER_ORG },
    ],
    ['a project with no organisation', 'superAdmin', { projectId: 'p-no-org' }],
    ['a project that does not exist', 'superAdmin', { projectId: 'p-missing' }],
    ["another organisation's project under org1", 'orgAdmin', { projectId: 'p2' }],
    ["org2's project by org2's admin, claimed for org1", 'otherOrgAdmin', { projectId: 'p2' }],
  ];
  it.each(badCreates)('create with %s is refused', async (_what, who, over) => {
    const data = fresh(who, over);
    for (const [k, v] of Object.entries(over))
      if (v === undefined) delete (data as Record<string, unknown>)[k];
    await expectDenied(setDoc(doc(fs(who), `wanders/bad-${++created}`), data));
  });
  it('the same create with good fields succeeds (the cases above fail for their one reason)', async () => {
    await assertSucceeds(setDoc(doc(fs('orgAdmin'), `wanders/good-${++created}`), fresh('orgAdmin')));
    await assertSucceeds(setDoc(doc(fs('superAdmin'), `wanders/good-${++created}`), fresh('superAdmin')));
  });

  const badUpdates: [string, Record<string, unknown>][] = [
    ['moving it to another organisation and project', { organisationId: OTHER_ORG, projectId: 'p2' }],
    ['moving it to another project', { projectId: 'p-no-org' }],
    ['rewriting createdAt', { createdAt: serverTimestamp() }],
    ['rewriting createdBy', { createdBy: PEOPLE.superAdmin.uid }],
    ['an updatedAt that is not now', { updatedAt: earlier }],
    ['an extra field', { extra: 1 }],
    ['a pace of 0', { paceKmh: 0 }],
  ];
  it.each(badUpdates)('update %s is refused, even to a super admin', async (_what, over) => {
    await reset();
    await expectDenied(
      updateDoc(doc(fs('superAdmin'), 'wanders/w1'), { updatedAt: serverTimestamp(), ...over }),
    );
  });
  it('an update without the server time is refused; with it, allowed', async () => {
    await reset();
    await assertFails(updateDoc(doc(fs('moderator'), 'wanders/w1'), { title: 'No time' }));
    await assertSucceeds(
      updateDoc(doc(fs('moderator'), 'wanders/w1'), { paceKmh: 3, updatedAt: serverTimestamp() }),
    );
  });
});

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
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { audienceRecord } from '@storytelling/shared/audiences';
import { roleMatrix } from '../support/matrix';
import { as, ORG, OTHER_ORG, PEOPLE, seedRolePeople, type Who } from '../support/roles';
import { assertFails, assertSucceeds, rulesEnvironment, seedDocs } from '../support/rules';

/**
 * audiences: an organisation's admins and moderators and super admins read and write its named audiences;
 * cross-organisation ones (organisationId '') are super admins' alone; members, facilitators, another
 * organisation's admin, a fresh account and the signed-out nothing. Fields are checked one by one.
 */
let env: RulesTestEnvironment;
const at = new Date('2026-11-20T10:00:00Z');
const uidOf = (who: Who) => PEOPLE[who]?.uid ?? 'nobody';
const fs = (who: Who) => as(env, who).firestore() as unknown as Firestore;

/** A stored audience as the screen writes it (audienceRecord). */
const stored = (over: Record<string, unknown> = {}) => ({
  ...audienceRecord({
    organisationId: ORG,
    name: 'Year 5 families',
    roles: ['member'],
    groups: ['group-a'],
    lists: ['list-a'],
    workshops: ['ws-1'],
    workshopsFrom: '2026-09-01',
    workshopsTo: '2026-12-31',
    createdBy: PEOPLE.orgAdmin.uid,
    now: at,
  }),
  ...over,
});
/** A new audience as the form writes it: the builder, with the server's time. */
const fresh = (who: Who, over: Record<string, unknown> = {}) => ({
  ...audienceRecord({ organisationId: ORG, name: 'New', roles: ['member'], createdBy: uidOf(who), now: at }),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...over,
});

beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
  await seedDocs(env, {
    'audiences/a1': stored(),
    'audiences/other': stored({ organisationId: OTHER_ORG }),
    'audiences/everywhere': stored({ organisationId: '', createdBy: PEOPLE.superAdmin.uid }),
  });
});
afterAll(() => env.cleanup());

const STAFF: Who[] = ['moderator', 'orgAdmin', 'superAdmin'];

describe('audiences: role by operation', () => {
  roleMatrix(
    () => env,
    { get: STAFF, list: STAFF, create: STAFF, update: STAFF, delete: STAFF },
    {
      get: (db) => getDoc(doc(db, 'audiences/a1')),
      list: (db) =>
        getDocs(query(collection(db, 'audiences'), where('organisationId', '==', ORG), limit(50))),
      create: (db, who) => setDoc(doc(db, `audiences/new-${who}`), fresh(who)),
      update: (db) => updateDoc(doc(db, 'audiences/a1'), { name: 'Edited', updatedAt: serverTimestamp() }),
      delete: (db) => deleteDoc(doc(db, 'audiences/a1')),
    },
    async () => {
      await seedDocs(env, { 'audiences/a1': stored() });
    },
  );
});

describe('audiences: what is refused', () => {
  it('a fresh account with no record reads, lists, creates and deletes nothing', async () => {
    const db = env.authenticatedContext('fresh-account').firestore() as unknown as Firestore;
    await assertFails(getDoc(doc(db, 'audiences/a1')));
    await assertFails(getDocs(query(collection(db, 'audiences'), where('organisationId', '==', ORG))));
    await assertFails(setDoc(doc(db, 'audiences/fresh'), fresh('outsider', { createdBy: 'fresh-account' })));
    await assertFails(
      setDoc(
        doc(db, 'audiences/fresh2'),
        fresh('outsider', { createdBy: 'fresh-account', organisationId: '' }),
      ),
    );
    await assertFails(deleteDoc(doc(db, 'audiences/a1')));
  });

  it('another organisation’s admin sees and changes nothing of org1, and org1’s admin nothing of org2', async () => {
    await assertFails(getDoc(doc(fs('otherOrgAdmin'), 'audiences/a1')));
    await assertFails(
      getDocs(query(collection(fs('otherOrgAdmin'), 'audiences'), where('organisationId', '==', ORG))),
    );
    await assertFails(
      updateDoc(doc(fs('otherOrgAdmin'), 'audiences/a1'), { name: 'Mine', updatedAt: serverTimestamp() }),
    );
    await assertFails(deleteDoc(doc(fs('otherOrgAdmin'), 'audiences/a1')));
    await assertSucceeds(getDoc(doc(fs('otherOrgAdmin'), 'audiences/other')));
    await assertFails(getDoc(doc(fs('orgAdmin'), 'audiences/other')));
    // Listing without naming the organisation is refused to all but super admins.
    await assertFails(getDocs(query(collection(fs('orgAdmin'), 'audiences'), limit(5))));
    await assertSucceeds(getDocs(query(collection(fs('superAdmin'), 'audiences'), limit(5))));
  });

  it('cross-organisation audiences are super admins’ alone', async () => {
    for (const who of ['orgAdmin', 'moderator', 'otherOrgAdmin', 'member'] as Who[]) {
      await assertFails(getDoc(doc(fs(who), 'audiences/everywhere')));
      await assertFails(setDoc(doc(fs(who), `audiences/x-${who}`), fresh(who, { organisationId: '' })));
    }
    await assertSucceeds(getDoc(doc(fs('superAdmin'), 'audiences/everywhere')));
    await assertSucceeds(
      getDocs(query(collection(fs('superAdmin'), 'audiences'), where('organisationId', '==', ''))),
    );
    await assertSucceeds(
      setDoc(doc(fs('superAdmin'), 'audiences/x-super'), fresh('superAdmin', { organisationId: '' })),
    );
  });

  it('an audience cannot move to another organisation, be created for one or as someone else', async () => {
    const db = fs('orgAdmin');
    await assertFails(setDoc(doc(db, 'audiences/m1'), fresh('orgAdmin', { organisationId: OTHER_ORG })));
    await assertFails(
      setDoc(doc(db, 'audiences/m2'), fresh('orgAdmin', { createdBy: PEOPLE.moderator.uid })),
    );
    await assertFails(
      updateDoc(doc(db, 'audiences/a1'), { organisationId: OTHER_ORG, updatedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(doc(db, 'audiences/a1'), { organisationId: '', updatedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(doc(db, 'audiences/a1'), { createdBy: PEOPLE.moderator.uid, updatedAt: serverTimestamp() }),
    );
  });

  it('bad fields are refused: extra, unknown roles, too many ids, half or backwards periods, stale time', async () => {
    const db = fs('orgAdmin');
    await assertSucceeds(setDoc(doc(db, 'audiences/ok'), fresh('orgAdmin')));
    const bad: Record<string, unknown>[] = [
      { recipients: ['someone@example.test'] },
      { name: '' },
      { name: 'x'.repeat(201) },
      { description: 'x'.repeat(1001) },
      { roles: ['superAdmin'] },
      { roles: 'member' },
      { groups: Array.from({ length: 31 }, (_, i) => `g${i}`) },
      { lists: Array.from({ length: 31 }, (_, i) => `l${i}`) },
      { workshops: Array.from({ length: 31 }, (_, i) => `w${i}`) },
      { workshopsFrom: '2026-01-01', workshopsTo: '' },
      { workshopsFrom: '2026-12-01', workshopsTo: '2026-01-01' },
      { workshopsFrom: 'soon', workshopsTo: 'later' },
      { updatedAt: at },
    ];
    for (const [i, over] of bad.entries())
      await assertFails(setDoc(doc(db, `audiences/bad-${i}`), fresh('orgAdmin', over)));
  });
});

import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
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
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  activityFields,
  activityRecord,
  partnerFields,
  partnerRecord,
  type PartnerForm,
} from '../../src/features/partners/model';
import { roleMatrix } from '../support/matrix';
import { as, ORG, OTHER_ORG, PEOPLE, seedRolePeople, type Who } from '../support/roles';
import { expectRule, rulesEnvironment, seedDocs } from '../support/rules';

/**
 * partners/{orgId} and partners/{orgId}/activities/{id}: the organisation's staff (moderators, admins) and super
 * admins read and write; nobody else. Every write is built with the app's own builders (model.ts), then spoiled
 * one field at a time for the bad writes.
 */
let env: RulesTestEnvironment;
const now = new Date('2026-11-22T10:00:00Z');
const STAFF: Who[] = ['moderator', 'orgAdmin', 'superAdmin'];
const NOBODY: Who[] = [];

const form: PartnerForm = {
  status: 'active',
  type: 'museum',
  contactName: 'Ruth Archer',
  contactEmail: 'ruth@example.test',
  contactPhone: '+44 1632 960 123',
  nextActionDate: '2026-12-01',
  nextAction: 'Send the term report',
};
/** What the app writes for `who` (its uid in updatedBy, the server's time). */
const written = (who: Who, org = ORG, over: Record<string, unknown> = {}) => ({
  ...partnerFields(org, form),
  updatedAt: serverTimestamp(),
  updatedBy: PEOPLE[who]?.uid ?? '',
  ...over,
});
const activity = (who: Who, over: Record<string, unknown> = {}) => ({
  ...activityFields({
    kind: 'call',
    date: '2026-11-20',
    who: 'Ruth Archer',
    note: 'Talked about the spring walk',
  }),
  createdAt: serverTimestamp(),
  createdBy: PEOPLE[who]?.uid ?? '',
  ...over,
});

const reset = async () => {
  await env.clearFirestore();
  await seedRolePeople(env);
  const org = (name: string) => ({ name, type: 'school', adminId: 'x', createdAt: now, updatedAt: now });
  await seedDocs(env, {
    [`Organisations/${ORG}`]: org('Org one'),
    [`Organisations/${OTHER_ORG}`]: org('Org two'),
    [`partners/${ORG}`]: partnerRecord(ORG, { status: 'prospect', type: 'school' }, 'admin1', now),
    [`partners/${OTHER_ORG}`]: partnerRecord(OTHER_ORG, { status: 'active' }, 'admin2', now),
    [`partners/${ORG}/activities/a1`]: activityRecord(
      { kind: 'meeting', date: '2026-11-01', who: 'Ruth', note: 'First meeting' },
      'admin1',
      now,
    ),
    [`partners/${OTHER_ORG}/activities/b1`]: activityRecord(
      { kind: 'email', date: '2026-11-02', who: 'Sam', note: 'Sent the leaflet' },
      'admin2',
      now,
    ),
  });
};
const fs = (who: Who) => as(env, who).firestore() as unknown as Firestore;

beforeAll(async () => {
  env = await rulesEnvironment();
  await reset();
});
afterAll(() => env.cleanup());

describe('partners: role × operation', () => {
  roleMatrix(
    () => env,
    { get: STAFF, list: STAFF, create: STAFF, update: STAFF, delete: STAFF },
    {
      get: (db) => getDoc(doc(db, 'partners', ORG)),
      list: (db) => getDocs(query(collection(db, 'partners'), where('organisationId', '==', ORG))),
      // Created where none was: the other organisation's record is removed first, then written for ORG's id.
      create: async (db, who) => {
        await env.withSecurityRulesDisabled((ctx) => ctx.firestore().doc(`partners/${ORG}`).delete());
        return setDoc(doc(db, 'partners', ORG), written(who));
      },
      update: (db, who) => setDoc(doc(db, 'partners', ORG), written(who, ORG, { status: 'lapsed' })),
      delete: (db) => deleteDoc(doc(db, 'partners', ORG)),
    },
    reset,
  );
});

describe('partner activities: role × operation', () => {
  roleMatrix(
    () => env,
    { get: STAFF, list: STAFF, create: STAFF, update: NOBODY, delete: STAFF },
    {
      get: (db) => getDoc(doc(db, 'partners', ORG, 'activities', 'a1')),
      list: (db) => getDocs(collection(db, 'partners', ORG, 'activities')),
      create: (db, who) => setDoc(doc(db, 'partners', ORG, 'activities', 'new1'), activity(who)),
      // A record of fact: not rewritten, not even by its own organisation's admin.
      update: (db) => updateDoc(doc(db, 'partners', ORG, 'activities', 'a1'), { note: 'Rewritten' }),
      delete: (db) => deleteDoc(doc(db, 'partners', ORG, 'activities', 'a1')),
    },
    reset,
  );
});

describe('a fresh account, a member, a facilitator and another organisation', () => {
  it('a freshly made account with no record at all reads and writes nothing', async () => {
    await reset();
    const fresh = env.authenticatedContext('brand-new', { email: 'new@example.test' }).firestore();
    const db = fresh as unknown as Firestore;
    await expectRule(getDoc(doc(db, 'partners', ORG)), false);
    await expectRule(getDocs(collection(db, 'partners')), false);
    await expectRule(getDocs(collection(db, 'partners', ORG, 'activities')), false);
    await expectRule(
      setDoc(doc(db, 'partners', ORG), { ...written('outsider'), updatedBy: 'brand-new' }),
      false,
    );
    await expectRule(
      setDoc(doc(db, 'partners', ORG, 'activities', 'x'), {
        ...activity('outsider'),
        createdBy: 'brand-new',
      }),
      false,
    );
  });

  it("an organisation admin cannot read, list or write another organisation's partner or timeline", async () => {
    await reset();
    const db = fs('orgAdmin');
    await expectRule(getDoc(doc(db, 'partners', OTHER_ORG)), false);
    await expectRule(
      getDocs(query(collection(db, 'partners'), where('organisationId', '==', OTHER_ORG))),
      false,
    );
    await expectRule(getDocs(collection(db, 'partners')), false);
    await expectRule(getDocs(collection(db, 'partners', OTHER_ORG, 'activities')), false);
    await expectRule(setDoc(doc(db, 'partners', OTHER_ORG), written('orgAdmin', OTHER_ORG)), false);
    await expectRule(setDoc(doc(db, 'partners', OTHER_ORG, 'activities', 'x'), activity('orgAdmin')), false);
    await expectRule(deleteDoc(doc(db, 'partners', OTHER_ORG, 'activities', 'b1')), false);
    // ...and the other organisation's admin cannot reach this one's either.
    await expectRule(getDoc(doc(fs('otherOrgAdmin'), 'partners', ORG)), false);
    await expectRule(setDoc(doc(fs('otherOrgAdmin'), 'partners', ORG), written('otherOrgAdmin')), false);
  });

  it("staff may look up their organisation's missing record; a super admin lists every record", async () => {
    await reset();
    await env.withSecurityRulesDisabled((ctx) => ctx.firestore().doc(`partners/${ORG}`).delete());
    await expectRule(getDoc(doc(fs('moderator'), 'partners', ORG)), true);
    await expectRule(getDoc(doc(fs('facilitator'), 'partners', ORG)), false);
    await expectRule(getDocs(collection(fs('superAdmin'), 'partners')), true);
  });

  it('a super admin cannot make a partner record for an organisation that does not exist', async () => {
    await reset();
    await expectRule(
      setDoc(doc(fs('superAdmin'), 'partners', 'no-such-org'), written('superAdmin', 'no-such-org')),
      false,
    );
  });
});

describe('bad partner writes are refused, even from an organisation admin', () => {
  const long = (n: number) => 'x'.repeat(n);
  const contact = { name: 'Ruth', email: 'ruth@example.test', phone: '' };
  const cases: [string, Record<string, unknown>][] = [
    ['an extra field', { isVip: true }],
    ['a wrong type (status a number)', { status: 3 }],
    ['an unknown status', { status: 'vip' }],
    ['an unknown type', { type: 'bank' }],
    ['a wrong organisationId', { organisationId: OTHER_ORG }],
    ['a next action too long', { nextAction: long(201) }],
    ['a next action date that is not a day', { nextActionDate: 'next week' }],
    ['a next action date as a timestamp', { nextActionDate: now }],
    ['a contact name too long', { mainContact: { ...contact, name: long(201) } }],
    ['a contact address that is not one', { mainContact: { ...contact, email: 'ruth at example' } }],
    ['two addresses in one', { mainContact: { ...contact, email: 'a@example.test,b@example.test' } }],
    ['a phone number too long', { mainContact: { ...contact, phone: '1'.repeat(41) } }],
    ['an extra contact field', { mainContact: { ...contact, role: 'boss' } }],
    ['a missing contact field', { mainContact: { name: 'Ruth', email: '' } }],
    ['a client clock in updatedAt', { updatedAt: now }],
    ['someone else in updatedBy', { updatedBy: 'moderator1' }],
  ];
  it.each(cases)('%s', async (_what, over) => {
    await reset();
    await expectRule(setDoc(doc(fs('orgAdmin'), 'partners', ORG), written('orgAdmin', ORG, over)), false);
  });
  it('a missing field', async () => {
    await reset();
    const { nextAction: _n, ...missing } = written('orgAdmin');
    await expectRule(setDoc(doc(fs('orgAdmin'), 'partners', ORG), missing), false);
  });
  it('the good write the bad ones spoil is allowed (so each refusal is about its one field)', async () => {
    await reset();
    await expectRule(setDoc(doc(fs('orgAdmin'), 'partners', ORG), written('orgAdmin')), true);
    await expectRule(
      setDoc(doc(fs('orgAdmin'), 'partners', ORG), written('orgAdmin', ORG, { nextActionDate: null })),
      true,
    );
  });
});

describe('bad timeline writes are refused', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['an extra field', { pinned: true }],
    ['an unknown kind', { kind: 'letter' }],
    ['a wrong type (date a timestamp)', { date: now }],
    ['a date that is not a day', { date: '20/11/2026' }],
    ['an empty who', { who: '' }],
    ['a who too long', { who: 'x'.repeat(201) }],
    ['a note too long', { note: 'x'.repeat(2001) }],
    ['an empty note', { note: '' }],
    ['a client clock in createdAt', { createdAt: now }],
    ['someone else in createdBy', { createdBy: 'moderator1' }],
  ];
  it.each(cases)('%s', async (_what, over) => {
    await reset();
    await expectRule(
      setDoc(doc(fs('orgAdmin'), 'partners', ORG, 'activities', 'bad'), activity('orgAdmin', over)),
      false,
    );
  });
  it('the good entry is allowed; writing it again under the same id is refused (no rewrite)', async () => {
    await reset();
    const ref = doc(fs('orgAdmin'), 'partners', ORG, 'activities', 'same-id');
    await expectRule(setDoc(ref, activity('orgAdmin')), true);
    await expectRule(setDoc(ref, activity('orgAdmin')), false);
  });
});

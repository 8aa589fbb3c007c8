import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTokenMap as searchTokens } from '@storytelling/shared/subscriber-search';
import { subscriberRecord, type SubscriberListDoc } from '@storytelling/shared/subscribers';
import { newSubscriberJob } from '@storytelling/shared/subscriber-bulk';
import { roleMatrix } from '../support/matrix';
import { as, ORG, OTHER_ORG, type Who } from '../support/roles';
import { expectRule, rulesEnvironment, seedDocs } from '../support/rules';
import { seedRolePeople } from '../support/roles';

let env: RulesTestEnvironment;
const now = new Date('2026-11-22T10:00:00Z');
const STAFF: Who[] = ['moderator', 'orgAdmin', 'superAdmin'];

/** A record as the app and the functions build it (shared builder). */
const record = (email: string, org = ORG, over: Partial<ReturnType<typeof subscriberRecord>['doc']> = {}) => {
  const r = subscriberRecord({
    organisationId: org,
    email,
    name: 'Pat',
    lists: ['l1'],
    status: 'subscribed',
    consent: { source: 'manual', at: now, wording: 'Yes please' },
    now,
  });
  return { id: r.id, doc: { ...r.doc, ...over } };
};
const list = (org = ORG, over: Partial<SubscriberListDoc> = {}): SubscriberListDoc => ({
  organisationId: org,
  name: 'News',
  description: '',
  doubleOptIn: true,
  createdAt: now,
  updatedAt: now,
  ...over,
});
/** A bulk job as the server records it. */
const job = (org = ORG) =>
  newSubscriberJob({
    organisationId: org,
    filter: { status: 'subscribed' },
    operation: { kind: 'delete' },
    total: 3,
    requestedBy: 'someone',
    now,
  });
const existing = record('pat@example.test');
const reset = async () => {
  await env.clearFirestore();
  await seedRolePeople(env);
  await seedDocs(env, {
    [`subscribers/${existing.id}`]: existing.doc,
    [`subscribers/${record('other@example.test', OTHER_ORG).id}`]: record('other@example.test', OTHER_ORG)
      .doc,
    'subscriberLists/l1': { ...list() },
    'subscriberLists/l2': { ...list(OTHER_ORG) },
    'subscriberJobs/j1': { ...job(ORG) },
    'subscriberJobs/j2': { ...job(OTHER_ORG) },
  });
};
const fs = (who: Who) => as(env, who).firestore() as unknown as Firestore;

beforeAll(async () => {
  env = await rulesEnvironment();
  await reset();
});
afterAll(() => env.cleanup());

describe('subscribers: role × operation', () => {
  const fresh = record('new@example.test');
  roleMatrix(
    () => env,
    { get: STAFF, list: STAFF, create: STAFF, update: STAFF, delete: STAFF },
    {
      get: (db) => getDoc(doc(db, 'subscribers', existing.id)),
      list: (db) => getDocs(query(collection(db, 'subscribers'), where('organisationId', '==', ORG))),
      create: (db) => setDoc(doc(db, 'subscribers', fresh.id), fresh.doc),
      update: (db) =>
        updateDoc(doc(db, 'subscribers', existing.id), { status: 'unsubscribed', updatedAt: new Date() }),
      delete: (db) => deleteDoc(doc(db, 'subscribers', existing.id)),
    },
    reset,
  );
});

describe('subscriberLists: role × operation', () => {
  roleMatrix(
    () => env,
    { get: STAFF, list: STAFF, create: STAFF, update: STAFF, delete: STAFF },
    {
      get: (db) => getDoc(doc(db, 'subscriberLists', 'l1')),
      list: (db) => getDocs(query(collection(db, 'subscriberLists'), where('organisationId', '==', ORG))),
      create: (db) => setDoc(doc(db, 'subscriberLists', 'l-new'), list()),
      update: (db) => updateDoc(doc(db, 'subscriberLists', 'l1'), { name: 'Renamed', updatedAt: new Date() }),
      delete: (db) => deleteDoc(doc(db, 'subscriberLists', 'l1')),
    },
    reset,
  );
});

// Started and advanced only by the server; followed by the admins who may start one, not by moderators.
describe('subscriberJobs: role × operation', () => {
  roleMatrix(
    () => env,
    { get: ['orgAdmin', 'superAdmin'], list: ['orgAdmin', 'superAdmin'], create: [], update: [], delete: [] },
    {
      get: (db) => getDoc(doc(db, 'subscriberJobs', 'j1')),
      list: (db) => getDocs(query(collection(db, 'subscriberJobs'), where('organisationId', '==', ORG))),
      create: (db) => setDoc(doc(db, 'subscriberJobs', 'j-new'), job()),
      update: (db) => updateDoc(doc(db, 'subscriberJobs', 'j1'), { done: 3, status: 'done' }),
      delete: (db) => deleteDoc(doc(db, 'subscriberJobs', 'j1')),
    },
    reset,
  );
  it("an organisation admin cannot follow another organisation's job", async () => {
    await reset();
    await expectRule(getDoc(doc(fs('orgAdmin'), 'subscriberJobs', 'j2')), false);
    await expectRule(
      getDocs(query(collection(fs('orgAdmin'), 'subscriberJobs'), where('organisationId', '==', OTHER_ORG))),
      false,
    );
  });
});

describe('another organisation and the counts', () => {
  it("an organisation admin cannot read, list, count or write another organisation's audience", async () => {
    await reset();
    const other = record('other@example.test', OTHER_ORG);
    await expectRule(getDoc(doc(fs('orgAdmin'), 'subscribers', other.id)), false);
    await expectRule(
      getDocs(query(collection(fs('orgAdmin'), 'subscribers'), where('organisationId', '==', OTHER_ORG))),
      false,
    );
    await expectRule(
      getCountFromServer(
        query(collection(fs('orgAdmin'), 'subscribers'), where('organisationId', '==', OTHER_ORG)),
      ),
      false,
    );
    await expectRule(getDocs(collection(fs('orgAdmin'), 'subscribers')), false);
    const planted = record('planted@example.test', OTHER_ORG);
    await expectRule(setDoc(doc(fs('orgAdmin'), 'subscribers', planted.id), planted.doc), false);
    await expectRule(
      updateDoc(doc(fs('orgAdmin'), 'subscriberLists', 'l2'), { name: 'x', updatedAt: new Date() }),
      false,
    );
  });
  it('staff count their own organisation; a missing record of their organisation may be looked up', async () => {
    await expectRule(
      getCountFromServer(
        query(collection(fs('moderator'), 'subscribers'), where('organisationId', '==', ORG)),
      ),
      true,
    );
    await expectRule(getDoc(doc(fs('moderator'), 'subscribers', record('nobody@example.test').id)), true);
    await expectRule(
      getDoc(doc(fs('moderator'), 'subscribers', record('nobody@example.test', OTHER_ORG).id)),
      false,
    );
    await expectRule(getDoc(doc(fs('member'), 'subscribers', record('nobody@example.test').id)), false);
  });
});

describe('bad writes are refused, even by an organisation admin', () => {
  const fresh = record('bad@example.test');
  const cases: [string, string, Record<string, unknown>][] = [
    ['an extra field', fresh.id, { ...fresh.doc, isAdmin: true }],
    ['a missing field', fresh.id, (({ consent: _c, ...d }) => d)(fresh.doc)],
    ['a wrong organisation', fresh.id, { ...fresh.doc, organisationId: OTHER_ORG }],
    ['an id of another organisation', record('bad@example.test', OTHER_ORG).id, fresh.doc],
    ['an id without the organisation', 'bad@example.test', fresh.doc],
    // the id is the address's, so one address is one record: another id for it would be a second record
    ['an id naming another address', record('someone-else@example.test').id, fresh.doc],
    ['an id with the address not encoded', `${ORG}__bad@example.test`, fresh.doc],
    ['an unknown status', fresh.id, { ...fresh.doc, status: 'vip' }],
    ['an upper-case address', fresh.id, { ...fresh.doc, email: 'Bad@example.test' }],
    ['not an address', fresh.id, { ...fresh.doc, email: 'not-an-address' }],
    ['a too long name', fresh.id, { ...fresh.doc, name: 'x'.repeat(201) }],
    ['lists not a list', fresh.id, { ...fresh.doc, lists: 'l1' }],
    ['too many lists', fresh.id, { ...fresh.doc, lists: Array.from({ length: 51 }, (_, i) => `l${i}`) }],
    [
      'an unknown consent source',
      fresh.id,
      { ...fresh.doc, consent: { ...fresh.doc.consent, source: 'bought' } },
    ],
    ['an extra consent field', fresh.id, { ...fresh.doc, consent: { ...fresh.doc.consent, ip: '1.2.3.4' } }],
    [
      'a consent time that is not a time',
      fresh.id,
      { ...fresh.doc, consent: { ...fresh.doc.consent, at: 'today' } },
    ],
    [
      'a too long wording',
      fresh.id,
      { ...fresh.doc, consent: { ...fresh.doc.consent, wording: 'x'.repeat(1001) } },
    ],
    ['a name of the wrong type', fresh.id, { ...fresh.doc, name: 42 }],
    ['list join times that are not a map', fresh.id, { ...fresh.doc, listJoinedAt: 'now' }],
    ['search tokens that are not a map', fresh.id, { ...fresh.doc, searchTokens: ['pat'] }],
    [
      'more search tokens than any address and name make',
      fresh.id,
      {
        ...fresh.doc,
        searchTokens: Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`t${i}`, true])),
      },
    ],
    // Only the functions know the owner confirmed: staff recording a yes cannot claim it.
    [
      'a confirmation claimed by staff',
      fresh.id,
      { ...fresh.doc, consent: { ...fresh.doc.consent, confirmedBy: 'emailLink' } },
    ],
    [
      'too many list join times',
      fresh.id,
      {
        ...fresh.doc,
        listJoinedAt: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`l${i}`, new Date()])),
      },
    ],
  ];
  it.each(cases)('subscriber with %s', async (_what, id, data) => {
    await reset();
    await expectRule(setDoc(doc(fs('orgAdmin'), 'subscribers', id), data), false);
  });
  it('the valid record itself is allowed (the cases above fail for their one reason)', async () => {
    await reset();
    await expectRule(setDoc(doc(fs('orgAdmin'), 'subscribers', fresh.id), fresh.doc), true);
  });
  it('an address with every character an id encodes gets its record under its own id', async () => {
    await reset();
    const odd = record("o'neil+a&b/c=d?e^f`g{h|i}j~k#l$m%n!o*p@example.test");
    await expectRule(setDoc(doc(fs('orgAdmin'), 'subscribers', odd.id), odd.doc), true);
    const other = record('o.neil@example.test');
    await expectRule(setDoc(doc(fs('orgAdmin'), 'subscribers', other.id), odd.doc), false);
  });
  it.each(STAFF)("%s cannot turn someone's no into a yes, only keep or record it", async (who) => {
    await reset();
    const gone = record('gone@example.test', ORG, { status: 'unsubscribed' });
    const bounced = record('bounced@example.test', ORG, { status: 'bounced' });
    await seedDocs(env, { [`subscribers/${gone.id}`]: gone.doc, [`subscribers/${bounced.id}`]: bounced.doc });
    const at = { updatedAt: new Date() };
    for (const status of ['subscribed', 'pending'])
      await expectRule(updateDoc(doc(fs(who), 'subscribers', gone.id), { status, ...at }), false);
    await expectRule(
      updateDoc(doc(fs(who), 'subscribers', bounced.id), { status: 'subscribed', ...at }),
      false,
    );
    await expectRule(
      updateDoc(doc(fs(who), 'subscribers', gone.id), {
        name: 'Gone',
        searchTokens: searchTokens(gone.doc.email, 'Gone'),
        lists: [],
        ...at,
      }),
      true,
    );
    await expectRule(
      updateDoc(doc(fs(who), 'subscribers', bounced.id), { status: 'unsubscribed', ...at }),
      true,
    );
    await expectRule(
      updateDoc(doc(fs(who), 'subscribers', existing.id), { status: 'unsubscribed', ...at }),
      true,
    );
  });
  it('staff keep a confirmation the functions recorded, or drop it with a consent of their own, never claim one', async () => {
    await reset();
    const confirmed = record('confirmed@example.test');
    const consent = { ...confirmed.doc.consent, confirmedBy: 'emailLink' };
    await seedDocs(env, { [`subscribers/${confirmed.id}`]: { ...confirmed.doc, consent } });
    const ref = doc(fs('orgAdmin'), 'subscribers', confirmed.id);
    await expectRule(
      updateDoc(ref, {
        name: 'Renamed',
        searchTokens: searchTokens(confirmed.doc.email, 'Renamed'),
        updatedAt: new Date(),
      }),
      true,
    );
    await expectRule(updateDoc(ref, { 'consent.confirmedBy': 'signedInAccount' }), false);
    await expectRule(
      updateDoc(ref, { consent: { source: 'manual', at: new Date(), wording: 'On the phone' } }),
      true,
    );
    await expectRule(updateDoc(ref, { 'consent.confirmedBy': 'emailLink' }), false);
  });
  it('an update cannot move a record to another organisation or change its address or creation time', async () => {
    await reset();
    const ref = doc(fs('orgAdmin'), 'subscribers', existing.id);
    await expectRule(updateDoc(ref, { email: 'someone@example.test' }), false);
    await expectRule(updateDoc(ref, { organisationId: OTHER_ORG }), false);
    await expectRule(updateDoc(ref, { createdAt: Timestamp.fromDate(new Date()) }), false);
    await expectRule(
      updateDoc(ref, {
        name: 'Pat Two',
        searchTokens: searchTokens(existing.doc.email, 'Pat Two'),
        updatedAt: new Date(),
      }),
      true,
    );
  });
  const listCases: [string, object][] = [
    ['an extra field', { ...list(), public: true }],
    ['an empty name', list(ORG, { name: '' })],
    ['a too long description', list(ORG, { description: 'x'.repeat(1001) })],
    ['doubleOptIn not a boolean', { ...list(), doubleOptIn: 'yes' }],
    ['another organisation', list(OTHER_ORG)],
  ];
  it.each(listCases)('list with %s', async (_what, data) => {
    await reset();
    await expectRule(setDoc(doc(fs('orgAdmin'), 'subscriberLists', 'l-bad'), data), false);
  });
  it('a list cannot move to another organisation', async () => {
    await reset();
    await expectRule(
      updateDoc(doc(fs('orgAdmin'), 'subscriberLists', 'l1'), { organisationId: OTHER_ORG }),
      false,
    );
  });
});

describe('search tokens (what the table finds a record by)', () => {
  it('a record with the tokens the shared builder makes, at the bound, or from before them is allowed', async () => {
    await reset();
    const db = fs('orgAdmin');
    const built = record('archer@example.test');
    expect(Object.keys(built.doc.searchTokens ?? {})).toContain('archer');
    await expectRule(setDoc(doc(db, 'subscribers', built.id), built.doc), true);
    const atBound = record('bound@example.test', ORG, {
      searchTokens: Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`t${i}`, true] as const)),
    });
    await expectRule(setDoc(doc(db, 'subscribers', atBound.id), atBound.doc), true);
    const { searchTokens: _t, ...older } = record('older@example.test').doc;
    await expectRule(setDoc(doc(db, 'subscribers', record('older@example.test').id), older), true);
  });
  it.each(STAFF)('%s may rebuild the tokens with a new name, never drop them', async (who) => {
    await reset();
    const ref = doc(fs(who), 'subscribers', existing.id);
    await expectRule(
      updateDoc(ref, { name: 'Pat Archer', searchTokens: deleteField(), updatedAt: new Date() }),
      false,
    );
    await expectRule(
      updateDoc(ref, {
        name: 'Pat Archer',
        searchTokens: searchTokens(existing.doc.email, 'Pat Archer'),
        updatedAt: new Date(),
      }),
      true,
    );
    // other edits leave the tokens as they are, and so does a name that differs only in case or accents
    await expectRule(updateDoc(ref, { lists: [], updatedAt: new Date() }), true);
    await expectRule(updateDoc(ref, { name: 'PÂT ARCHER', updatedAt: new Date() }), true);
  });
  it("another organisation's admin cannot write tokens onto a record of this one", async () => {
    await reset();
    await expectRule(
      updateDoc(
        doc(as(env, 'otherOrgAdmin').firestore() as unknown as Firestore, 'subscribers', existing.id),
        {
          searchTokens: { x: true },
        },
      ),
      false,
    );
  });
});

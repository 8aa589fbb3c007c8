import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { campaignRecord } from '@storytelling/shared/newsletters';
import { roleMatrix } from '../support/matrix';
import {
  as,
  EVERYONE,
  openOrganisation,
  ORG,
  OTHER_ORG,
  PEOPLE,
  seedRolePeople,
  type Who,
} from '../support/roles';
import { expectRule, rulesEnvironment, seedDocs } from '../support/rules';

/**
 * Open and click tracking of newsletters: the organisation's switch `settings.trackOpensAndClicks` is its admins'
 * and super admins' alone (a moderator, a member, another organisation's admin, a stranger may not turn it on or
 * off), and it is a yes or no. The message as sent (`campaigns/{id}/asSent/message`) is read by whoever reads the
 * campaign and written by the functions only, as are the campaign's open and click counts, which live in shards
 * (`campaigns/{id}/trackCounts/{n}`): the campaign's readers read and list them, nobody else does, no client
 * writes them.
 */
let env: RulesTestEnvironment;
const dbOf = (who: Who) => as(env, who).firestore() as unknown as Firestore;
const base = openOrganisation('Org One', PEOPLE.orgAdmin.uid);
const setTracking = (who: Who, value: unknown, orgId = ORG) =>
  updateDoc(doc(dbOf(who), `Organisations/${orgId}`), {
    settings: { ...base.settings, trackOpensAndClicks: value },
    updatedAt: serverTimestamp(),
  });
const at = new Date('2026-11-20T10:00:00Z');
const campaign = (over: Record<string, unknown> = {}) => ({
  ...campaignRecord({
    organisationId: ORG,
    subject: 'Autumn walks',
    html: '<p>Hello</p>',
    lists: ['list-a'],
    createdBy: PEOPLE.orgAdmin.uid,
    now: at,
  }),
  ...over,
});
const asSent = {
  subject: 'Autumn walks',
  html: '<p>Hello Alex</p>',
  text: 'Hello Alex',
  recipient: 'a••@x.test',
  tracking: true,
  sentAt: at,
};

const counts = { opens: 5, uniqueOpens: 2, clicks: 1, uniqueClicks: 1 };

beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
});
beforeEach(() =>
  seedDocs(env, {
    [`Organisations/${ORG}`]: base,
    [`Organisations/${OTHER_ORG}`]: openOrganisation('Org Two', PEOPLE.otherOrgAdmin.uid),
    'campaigns/sent': campaign({ state: 'sent', messageId: 'campaign-sent', total: 2, sent: 2 }),
    'campaigns/sent/asSent/message': asSent,
    'campaigns/sent/trackCounts/3': counts,
    'campaigns/draft': campaign(),
    'campaigns/other': campaign({ organisationId: OTHER_ORG, state: 'sent', total: 1, sent: 1 }),
    'campaigns/other/trackCounts/0': counts,
  }),
);
afterAll(() => env.cleanup());

const ADMINS: Who[] = ['orgAdmin', 'superAdmin'];

describe('the tracking switch', () => {
  it.each(EVERYONE.map((who) => [who, ADMINS.includes(who)] as const))(
    'turning it on by %s allowed: %s',
    async (who, allowed) => expectRule(setTracking(who, true), allowed),
  );

  it.each(EVERYONE.map((who) => [who, ADMINS.includes(who)] as const))(
    'turning it off again by %s allowed: %s',
    async (who, allowed) => {
      await seedDocs(env, {
        [`Organisations/${ORG}`]: { ...base, settings: { ...base.settings, trackOpensAndClicks: true } },
      });
      await expectRule(setTracking(who, false), allowed);
    },
  );

  it('another organisation’s admin is refused here and allowed on their own', async () => {
    await expectRule(setTracking('otherOrgAdmin', true, ORG), false);
    await expectRule(setTracking('otherOrgAdmin', true, OTHER_ORG), true);
  });

  it('only a yes or a no: a string, a number or a map is refused even to the admin', async () => {
    for (const value of ['true', 1, { on: true }, null])
      await expectRule(setTracking('orgAdmin', value), false);
  });
});

describe('the message as sent', () => {
  const STAFF: Who[] = ['moderator', 'orgAdmin', 'superAdmin'];
  roleMatrix(
    () => env,
    { get: STAFF, list: [], create: [], update: [], delete: [] },
    {
      get: (db) => getDoc(doc(db, 'campaigns/sent/asSent/message')),
      list: (db) => getDocs(collection(db, 'campaigns/sent/asSent')),
      create: (db) => setDoc(doc(db, 'campaigns/draft/asSent/message'), asSent),
      update: (db) => updateDoc(doc(db, 'campaigns/sent/asSent/message'), { html: '<p>Changed</p>' }),
      delete: (db) => deleteDoc(doc(db, 'campaigns/sent/asSent/message')),
    },
    async () => {
      await seedDocs(env, { 'campaigns/sent/asSent/message': asSent });
    },
  );
});

describe('the count shards', () => {
  const STAFF: Who[] = ['moderator', 'orgAdmin', 'superAdmin'];
  roleMatrix(
    () => env,
    { get: STAFF, list: STAFF, create: [], update: [], delete: [] },
    {
      get: (db) => getDoc(doc(db, 'campaigns/sent/trackCounts/3')),
      list: (db) => getDocs(collection(db, 'campaigns/sent/trackCounts')),
      create: (db) => setDoc(doc(db, 'campaigns/sent/trackCounts/7'), { opens: 1000 }),
      update: (db) => updateDoc(doc(db, 'campaigns/sent/trackCounts/3'), { opens: 1000 }),
      delete: (db) => deleteDoc(doc(db, 'campaigns/sent/trackCounts/3')),
    },
    async () => {
      await seedDocs(env, { 'campaigns/sent/trackCounts/3': counts });
    },
  );

  it('another organisation’s admin reads their own campaign’s shards and not these', async () => {
    await expectRule(getDocs(collection(dbOf('otherOrgAdmin'), 'campaigns/sent/trackCounts')), false);
    await expectRule(getDocs(collection(dbOf('otherOrgAdmin'), 'campaigns/other/trackCounts')), true);
    await expectRule(getDocs(collection(dbOf('orgAdmin'), 'campaigns/other/trackCounts')), false);
  });

  it('not even the admin or a super admin writes a shard, of a draft or a sent campaign', async () => {
    for (const who of ['orgAdmin', 'superAdmin'] as const) {
      await expectRule(setDoc(doc(dbOf(who), 'campaigns/draft/trackCounts/0'), counts), false);
      await expectRule(
        setDoc(doc(dbOf(who), 'campaigns/sent/trackCounts/3'), { ...counts, opens: 6 }, { merge: true }),
        false,
      );
    }
  });
});

describe('open and click figures', () => {
  it('no client sets them, not even the admin on a draft', async () => {
    for (const field of ['opens', 'clicks', 'uniqueOpens', 'uniqueClicks', 'tracking', 'sentAt'])
      await expectRule(
        updateDoc(doc(dbOf('orgAdmin'), 'campaigns/draft'), { [field]: 1, updatedAt: serverTimestamp() }),
        false,
      );
    await expectRule(
      updateDoc(doc(dbOf('orgAdmin'), 'campaigns/sent'), { opens: 1000, updatedAt: serverTimestamp() }),
      false,
    );
  });
});

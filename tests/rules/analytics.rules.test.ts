import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { analyticsYearPath, emptyWeek } from '@storytelling/shared/analytics';
import { roleMatrix } from '../support/matrix';
import { as, ORG, OTHER_ORG, seedRolePeople, type Who } from '../support/roles';
import { expectRule, rulesEnvironment, seedDocs } from '../support/rules';

/**
 * The analytics counters (analytics/{orgId}/years/{YYYY}): the organisation's moderators and admins and super
 * admins read them one year at a time; nobody lists them; only the server (Admin SDK) writes them, so no one
 * can dress up a partner's figures. The job's own bookkeeping (analytics/{orgId}) is closed to every client.
 */
let env: RulesTestEnvironment;
const STAFF: Who[] = ['moderator', 'orgAdmin', 'superAdmin'];
const YEAR = 2026;
const NOW = new Date('2026-11-20T10:00:00Z');
const yearDoc = (orgId: string) => ({
  organisationId: orgId,
  year: YEAR,
  weeks: { '2026-11-16': { ...emptyWeek(), recordings: 7 } },
  updatedAt: NOW,
});

async function reset() {
  await env.clearFirestore();
  await seedRolePeople(env);
  await seedDocs(env, {
    [analyticsYearPath(ORG, YEAR)]: yearDoc(ORG),
    [analyticsYearPath(OTHER_ORG, YEAR)]: yearDoc(OTHER_ORG),
    [`analytics/${ORG}`]: { backfillCursor: 3, refreshedAt: NOW },
    'analytics/~job': { lastRunAt: NOW, nextOrganisation: '' },
  });
}

beforeAll(async () => {
  env = await rulesEnvironment();
  await reset();
});
afterAll(() => env.cleanup());

const years = (db: Firestore, orgId = ORG) => collection(db, 'analytics', orgId, 'years');

describe('analytics year documents: role by operation', () => {
  roleMatrix(
    () => env,
    { get: STAFF, list: [], create: [], update: [], delete: [] },
    {
      get: (db) => getDoc(doc(db, analyticsYearPath(ORG, YEAR))),
      list: (db) => getDocs(query(years(db), limit(5))),
      create: (db) => setDoc(doc(db, analyticsYearPath(ORG, 2025)), yearDoc(ORG)),
      update: (db) =>
        updateDoc(doc(db, analyticsYearPath(ORG, YEAR)), { 'weeks.2026-11-16.recordings': 700 }),
      delete: (db) => deleteDoc(doc(db, analyticsYearPath(ORG, YEAR))),
    },
    reset,
  );
});

describe('the job bookkeeping: closed to every client', () => {
  roleMatrix(
    () => env,
    { get: [], list: [], create: [], update: [], delete: [] },
    {
      get: (db) => getDoc(doc(db, `analytics/${ORG}`)),
      list: (db) => getDocs(query(collection(db, 'analytics'), limit(5))),
      create: (db) => setDoc(doc(db, 'analytics/org9'), { backfillCursor: 2 }),
      update: (db) => updateDoc(doc(db, 'analytics/~job'), { lastRunAt: new Date() }),
      delete: (db) => deleteDoc(doc(db, `analytics/${ORG}`)),
    },
    reset,
  );
});

describe('other organisations and missing years', () => {
  it('staff of another organisation read their own counters, never org1’s', async () => {
    await reset();
    const db = as(env, 'otherOrgAdmin').firestore() as unknown as Firestore;
    await expectRule(getDoc(doc(db, analyticsYearPath(ORG, YEAR))), false);
    await expectRule(getDoc(doc(db, analyticsYearPath(OTHER_ORG, YEAR))), true);
    await expectRule(getDocs(query(years(db, OTHER_ORG), limit(5))), false);
  });

  it('a year with no document yet reads as missing for staff, and is refused to others', async () => {
    await reset();
    const staff = as(env, 'moderator').firestore() as unknown as Firestore;
    await expectRule(getDoc(doc(staff, analyticsYearPath(ORG, 2019))), true);
    const member = as(env, 'member').firestore() as unknown as Firestore;
    await expectRule(getDoc(doc(member, analyticsYearPath(ORG, 2019))), false);
  });

  it('nobody reads every organisation’s years at once, super admins included', async () => {
    await reset();
    const db = as(env, 'superAdmin').firestore() as unknown as Firestore;
    await expectRule(getDocs(query(collectionGroup(db, 'years'), limit(5))), false);
    // Nor writes a counter of their own, even well formed.
    await expectRule(setDoc(doc(db, analyticsYearPath(OTHER_ORG, 2024)), yearDoc(OTHER_ORG)), false);
  });
});

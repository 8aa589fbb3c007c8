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
import { historyEntry, PLATFORM_HISTORY, type HistoryInput } from '../../functions/src/shared/history';
import { roleMatrix } from '../support/matrix';
import { as, ORG, OTHER_ORG, PEOPLE, seedRolePeople, type Who } from '../support/roles';
import { expectRule, rulesEnvironment, seedDocs } from '../support/rules';

/**
 * history: a person logs their own act, now, in an organisation they are staff of (the platform's for authors
 * and tags, by their curators); the organisation's admins and super admins read it; nobody, super admins
 * included, changes or deletes an entry.
 */
let env: RulesTestEnvironment;
const when = new Date('2026-11-25T10:00:00Z');

const fact = (over: Partial<HistoryInput> = {}): HistoryInput => ({
  organisationId: ORG,
  kind: 'role-change',
  actor: { uid: PEOPLE.orgAdmin.uid, name: 'Admin' },
  summary: 'Made Ann a moderator',
  target: { collection: 'Users', id: 'ann', label: 'Ann' },
  ...over,
});
const uidOf = (who: Who) => PEOPLE[who]?.uid ?? 'nobody';
const dbOf = (who: Who) => as(env, who).firestore() as unknown as Firestore;
/** An entry as a client writes it: its own uid, the server's time. */
const own = (who: Who, over: Partial<HistoryInput> = {}) =>
  historyEntry(fact({ actor: { uid: uidOf(who), name: who }, ...over }), serverTimestamp());

const seeded = () =>
  seedDocs(env, {
    'history/e1': { ...historyEntry(fact(), when) },
    'history/p1': { ...historyEntry(fact({ organisationId: PLATFORM_HISTORY, kind: 'author-merge' }), when) },
  });
const listOf = (db: Firestore, orgId: string) =>
  getDocs(query(collection(db, 'history'), where('organisationId', '==', orgId), limit(25)));

beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
});
afterAll(() => env.cleanup());

describe('history of an organisation', () => {
  roleMatrix(
    () => env,
    {
      get: ['superAdmin', 'orgAdmin'],
      list: ['superAdmin', 'orgAdmin'],
      // Staff log their own acts: moderators too (they remove members, send announcements).
      create: ['superAdmin', 'orgAdmin', 'moderator'],
      update: [],
      delete: [],
    },
    {
      get: (db) => getDoc(doc(db, 'history/e1')),
      list: (db) => listOf(db, ORG),
      create: (db, who) => setDoc(doc(db, `history/new-${who}`), own(who)),
      update: (db) => updateDoc(doc(db, 'history/e1'), { undoneAt: serverTimestamp(), undoneBy: 'x' }),
      delete: (db) => deleteDoc(doc(db, 'history/e1')),
    },
    seeded,
  );
});

describe('history of the platform (authors and tags)', () => {
  roleMatrix(
    () => env,
    {
      get: ['superAdmin'],
      list: ['superAdmin'],
      create: ['superAdmin', 'projectAdmin'],
      update: [],
      delete: [],
    },
    {
      get: (db) => getDoc(doc(db, 'history/p1')),
      list: (db) => listOf(db, PLATFORM_HISTORY),
      create: (db, who) =>
        setDoc(
          doc(db, `history/platform-${who}`),
          own(who, { organisationId: PLATFORM_HISTORY, kind: 'author-merge' }),
        ),
      update: (db) => updateDoc(doc(db, 'history/p1'), { summary: 'Nothing happened' }),
      delete: (db) => deleteDoc(doc(db, 'history/p1')),
    },
    seeded,
  );
});

describe('forged and unreadable entries', () => {
  beforeAll(seeded);
  const admin = 'orgAdmin' as const;
  it.each([
    ['its own entry as it should be', own(admin), true],
    ['someone else as the actor', { ...own(admin), actorUid: PEOPLE.moderator.uid }, false],
    ['a time of its choosing', { ...own(admin), at: when }, false],
    ['another organisation', own(admin, { organisationId: OTHER_ORG }), false],
    [
      'the platform (not a curator)',
      own(admin, { organisationId: PLATFORM_HISTORY, kind: 'author-merge' }),
      false,
    ],
    ['a kind the server alone writes (undo)', own(admin, { kind: 'undo' }), false],
    ['a made-up kind', { ...own(admin), kind: 'party' }, false],
    [
      'an entry already marked undone',
      { ...own(admin), undoneAt: serverTimestamp(), undoneBy: 'admin1' },
      false,
    ],
    ['an undo payload on a kind that cannot be undone', own(admin, { undo: { x: 1 } }), false],
    ['an undo payload on a member removal', own(admin, { kind: 'member-removed', undo: { x: 1 } }), true],
    ['no summary', { ...own(admin), summary: '' }, false],
  ])('an organisation admin writing %s: allowed %s', async (what, data, ok) => {
    // Each case its own id: an entry written by an earlier case would make this one an update.
    const id = `forged-${what.replace(/[^a-z]+/gi, '-')}`;
    await expectRule(setDoc(doc(dbOf(admin), `history/${id}`), data), ok);
  });

  it('the admin of another organisation writes nothing into this one', async () => {
    await expectRule(setDoc(doc(dbOf('otherOrgAdmin'), 'history/x'), own('otherOrgAdmin')), false);
  });

  it('a stranger with a fresh account (no Users record) reads, lists and writes nothing', async () => {
    const fresh = env.authenticatedContext('fresh-account').firestore() as unknown as Firestore;
    await expectRule(getDoc(doc(fresh, 'history/e1')), false);
    await expectRule(listOf(fresh, ORG), false);
    await expectRule(listOf(fresh, PLATFORM_HISTORY), false);
    const entry = historyEntry(fact({ actor: { uid: 'fresh-account', name: 'Fresh' } }), serverTimestamp());
    await expectRule(setDoc(doc(fresh, 'history/fresh'), entry), false);
  });

  it('an organisation admin cannot list another organisation, nor every organisation at once', async () => {
    await expectRule(listOf(dbOf(admin), OTHER_ORG), false);
    await expectRule(getDocs(query(collection(dbOf(admin), 'history'), limit(25))), false);
  });

  it('a super admin may not list more than 100 at a time', async () => {
    await expectRule(listOf(dbOf('superAdmin'), ORG), true);
    const big = query(
      collection(dbOf('superAdmin'), 'history'),
      where('organisationId', '==', ORG),
      limit(101),
    );
    await expectRule(getDocs(big), false);
  });
});

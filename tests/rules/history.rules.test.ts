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
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  AUTHOR_MERGES,
  historyEntry,
  PLATFORM_HISTORY,
  type AuthorMergeUndo,
  type HistoryInput,
} from '@storytelling/shared/history';
import { authorMergeHistory } from '../../src/features/authors/merge-history';
import { tagDeletionHistory } from '../../src/features/tags/deletion-history';
import { planMerge } from '../../src/features/authors/merge-plan';
import { normaliseProjectKeys } from '../../src/features/authors/project-keys';
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
    // A removal's payload is restored with the Admin SDK, so only the one its own write makes is accepted
    // (member-removal-history.rules.test.ts); a made-up one is refused.
    ['an undo payload on a member removal', own(admin, { kind: 'member-removed', undo: { x: 1 } }), false],
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

/**
 * The undoHistory function restores an author merge's payload with the Admin SDK (profiles, recordings, tags and
 * account links no curator may write), so a curator may log an undoable merge only in the write that makes it:
 * the payload must be the duplicate this write deletes and the survivor as it is before and after.
 */
describe('an author merge and its undo payload', () => {
  const who = 'projectAdmin' as const;
  const created = new Date('2026-01-02T03:04:05Z');
  const survivor = { id: 'hm-keep', name: 'Mary Jones', tags: { authorTags: ['poet'] }, projectKeys: ['p1'] };
  const merged = {
    id: 'hm-gone',
    name: 'Mary  Jones',
    tags: { authorTags: ['trader'] },
    projectKeys: ['p2'],
  };
  const stored = ({ id: _id, ...author }: typeof survivor) => ({ ...author, createdAt: created });
  const projectKeys = normaliseProjectKeys(survivor.projectKeys, merged.projectKeys);
  const plan = planMerge({ survivor, merged, recordingIds: [], tags: [], userIds: [] });

  /** The entry the app writes for this merge (authorMergeHistory, as historyWrite stamps it), its undo changed. */
  const mergeEntry = (undo: Partial<AuthorMergeUndo> = {}) => {
    const built = authorMergeHistory({
      survivor,
      merged,
      mergedData: stored(merged),
      mergedEmail: null,
      survivorHadEmail: false,
      projectKeys,
      plan,
      tagsBefore: [],
    });
    const actor = { uid: PEOPLE[who].uid, name: who };
    return historyEntry({ ...built, actor, undo: { ...built.undo, ...undo } }, serverTimestamp());
  };
  /** The writes of mergeAuthors' transaction (no recordings, tags or accounts to move), with `entry`. */
  const mergeWith = (entry: object, id: string) => {
    const db = dbOf(who);
    const batch = writeBatch(db);
    batch.update(doc(db, `Authors/${survivor.id}`), {
      'tags.authorTags': plan.survivorAuthorTags,
      projectKeys,
      updatedAt: serverTimestamp(),
    });
    batch.delete(doc(db, `Authors/${merged.id}`));
    batch.set(doc(collection(db, AUTHOR_MERGES)), {
      survivorKey: survivor.id,
      mergedKey: merged.id,
      moved: plan.moved,
      mergedBy: PEOPLE[who].uid,
      mergedAt: serverTimestamp(),
    });
    batch.set(doc(db, `history/${id}`), entry);
    return batch.commit();
  };

  beforeEach(() =>
    seedDocs(env, { [`Authors/${survivor.id}`]: stored(survivor), [`Authors/${merged.id}`]: stored(merged) }),
  );

  it('a project admin logging a merge that this write does not make is denied', async () => {
    await expectRule(setDoc(doc(dbOf(who), 'history/no-merge'), mergeEntry()), false);
  });

  it.each([
    ['a duplicate other than the one deleted', { merged: { ...stored(merged), userKey: 'someone-else' } }],
    [
      'a survivor whose tags were not those before',
      { survivorBefore: { authorTags: [], projectKeys: survivor.projectKeys } },
    ],
    ['a survivor not as the merge leaves it', { survivorAfter: { authorTags: ['poet'], projectKeys } }],
    ['the survivor as the duplicate', { survivorKey: merged.id }],
  ])('a merge whose undo payload names %s is denied', async (what, undo) => {
    await expectRule(mergeWith(mergeEntry(undo), `lie-${what.replace(/[^a-z]+/gi, '-')}`), false);
  });

  it('the merge as the app writes it, its entry in the same write, is allowed', async () => {
    await expectRule(mergeWith(mergeEntry(), 'real-merge'), true);
  });
});

/**
 * Undoing a tag's deletion writes the stored tag back with the Admin SDK, so the payload must be the tag this
 * very write deletes, exactly as it was, and a pin it names must be that tag's only pin.
 */
describe('a tag deletion and its undo payload', () => {
  const who = 'projectAdmin' as const;
  const tagId = 'author_hd-harbour';
  const stored = {
    tagName: 'Harbour',
    kind: 'author',
    authorKeys: ['hd-mary'],
    pinKeys: [],
    keys: [],
    recordingKeys: [],
    updatedAt: when,
  };
  /** The entry the app writes for this deletion (tagDeletionHistory, as historyWrite stamps it), changed. */
  const deletionEntry = (over: { stored?: object; tagId?: string; pinKey?: string } = {}) => {
    const built = tagDeletionHistory({
      tagId: over.tagId ?? tagId,
      stored: { ...stored, ...over.stored },
      tagName: 'Harbour',
      removedKey: 'hd-mary',
      ...(over.pinKey ? { pinKey: over.pinKey } : {}),
    });
    return historyEntry({ ...built, actor: { uid: PEOPLE[who].uid, name: who } }, serverTimestamp());
  };
  const write = (entry: object, id: string, deleteTag = true) => {
    const db = dbOf(who);
    const batch = writeBatch(db);
    if (deleteTag) batch.delete(doc(db, `Tags/${tagId}`));
    batch.set(doc(db, `history/${id}`), entry);
    return batch.commit();
  };

  beforeEach(() => seedDocs(env, { [`Tags/${tagId}`]: stored }));

  it('the deletion as the app writes it, its entry in the same write, is allowed', async () => {
    await expectRule(write(deletionEntry(), 'real-tag-deletion'), true);
  });

  it.each([
    ['a tag this write does not delete', deletionEntry(), false],
    ['a tag other than the one stored', deletionEntry({ stored: { authorKeys: ['someone-else'] } }), true],
    ['a tag that never existed', deletionEntry({ tagId: 'author_never' }), true],
    ['a pin that is not the tag’s own', deletionEntry({ pinKey: 'some-pin' }), true],
  ])('an entry naming %s is denied', async (what, entry, deleteTag) => {
    await expectRule(write(entry, `tag-lie-${what.replace(/[^a-z]+/gi, '-')}`, deleteTag), false);
  });

  it('an organisation admin (not a curator) may not log a tag deletion as the platform', async () => {
    const built = tagDeletionHistory({ tagId, stored, tagName: 'Harbour', removedKey: 'hd-mary' });
    const entry = historyEntry(
      { ...built, actor: { uid: PEOPLE.orgAdmin.uid, name: 'a' } },
      serverTimestamp(),
    );
    await expectRule(setDoc(doc(dbOf('orgAdmin'), 'history/org-admin-tag'), entry), false);
  });
});

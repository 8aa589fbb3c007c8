import { deleteApp, type FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HISTORY_COLLECTION, PLATFORM_HISTORY } from '../../functions/src/shared/history';
import { adminFor } from '../../scripts/seed/admin';
import { recording } from '../../scripts/seed/curation';
import { userRecord } from '../../scripts/seed/users';
import { mergeAuthors } from '../../src/features/authors/service';
import { undoHistoryEntry } from '../../src/features/history/service';
import { createAccountOrSignIn } from '../../src/features/session/service';
import { setFirebaseForTests } from '../../src/lib/firebase';
import { emulatorClient } from '../support/client';

/**
 * Undoing an author merge through the undoHistory function: the authors, recordings, tag, linked account and
 * addresses come back exactly as they were; the undo is logged and the entry marked; a second undo, a stranger,
 * an organisation admin (the platform's history is the super admins') and a merge changed since are refused.
 */
const run = Date.now().toString(36);
let admin: ReturnType<typeof adminFor>;
interface Person {
  auth: Auth;
  db: Firestore;
  uid: string;
}
const apps: FirebaseApp[] = [];

async function person(who: string, roles: string[] = []): Promise<Person> {
  const { app, auth, db } = await emulatorClient(`hu-${who}-${run}`);
  apps.push(app);
  setFirebaseForTests({ db, auth });
  const email = `hu-${who}-${run}@example.test`;
  const user = await createAccountOrSignIn(email, 'secret-123', who);
  await admin.db
    .doc(`Users/${user.uid}`)
    .set(userRecord({ uid: user.uid, email, name: who }, roles, new Date(), {}, `hu-org-${run}`));
  return { auth, db, uid: user.uid };
}
const actAs = (p: Person) => setFirebaseForTests({ db: p.db, auth: p.auth });

const key = (name: string) => `hu-${name}-${run}`;
const SURVIVOR = key('mary');
const MERGED = key('mary-twin');
const PROJECT = key('project');
const created = new Date('2026-01-02T03:04:05Z');

/** Two profiles of one person, their recordings, a tag naming both, a linked account and the twin's address. */
async function seedTwins(linkedUid: string) {
  const b = admin.db.batch();
  b.set(admin.db.doc(`Authors/${SURVIVOR}`), {
    name: 'Mary Jones',
    tags: { authorTags: ['historian'] },
    projectKeys: [],
    createdAt: created,
    updatedAt: created,
  });
  b.set(admin.db.doc(`Authors/${MERGED}`), {
    name: 'Mary  Jones',
    bio: 'Market trader.',
    tags: { authorTags: ['market trader'] },
    projectKeys: [PROJECT],
    createdAt: created,
    updatedAt: created,
  });
  b.set(admin.db.doc(`authorContacts/${MERGED}`), { email: 'mary@example.test', updatedAt: created });
  for (const i of [1, 2])
    b.set(admin.db.doc(`Recordings/${key(`rec${i}`)}`), {
      ...recording(`Market ${i}`, PROJECT, i, MERGED, 'Family', null, 0),
      createdAt: created,
      updatedAt: created,
    });
  b.set(admin.db.doc(`Tags/${key('tag')}`), {
    tagName: `Market ${run}`,
    kind: 'author',
    authorKeys: [MERGED, 'someone-else'],
    updatedAt: created,
  });
  b.update(admin.db.doc(`Users/${linkedUid}`), { 'userProfile.authorKey': MERGED });
  await b.commit();
}

const TOUCHED = () => [
  `Authors/${SURVIVOR}`,
  `Authors/${MERGED}`,
  `authorContacts/${SURVIVOR}`,
  `authorContacts/${MERGED}`,
  `Recordings/${key('rec1')}`,
  `Recordings/${key('rec2')}`,
  `Tags/${key('tag')}`,
];
/** The documents a merge touches, without the `updatedAt` an undo stamps anew on the ones it writes back. */
async function state(linkedUid: string) {
  const docs = await Promise.all(TOUCHED().map((p) => admin.db.doc(p).get()));
  const linked = (await admin.db.doc(`Users/${linkedUid}`).get()).get('userProfile.authorKey') as unknown;
  return {
    linked,
    docs: Object.fromEntries(
      docs.map((d) => {
        if (!d.exists) return [d.ref.path, null];
        const { updatedAt: _u, ...rest } = d.data()!;
        return [d.ref.path, rest];
      }),
    ),
  };
}

async function mergeEntryId(): Promise<string> {
  const snap = await admin.db
    .collection(HISTORY_COLLECTION)
    .where('organisationId', '==', PLATFORM_HISTORY)
    .where('target.id', '==', SURVIVOR)
    .where('kind', '==', 'author-merge')
    .get();
  const newest = snap.docs.sort((a, b) => b.get('at').toMillis() - a.get('at').toMillis())[0];
  expect(newest).toBeDefined();
  return newest!.id;
}

let boss: Person;
let linked: Person;

beforeAll(async () => {
  admin = adminFor(inject('stack'));
  boss = await person('boss');
  linked = await person('linked');
  await admin.db.doc('SuperAdmins/ids').set({ userKeys: FieldValue.arrayUnion(boss.uid) }, { merge: true });
  await seedTwins(linked.uid);
});
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await admin.close();
});

describe('undoing an author merge', () => {
  let entryId = '';

  it('merge, then undo, restores the authors, recordings, tag, linked account and addresses exactly', async () => {
    const before = await state(linked.uid);
    const mergedBefore = (await admin.db.doc(`Authors/${MERGED}`).get()).data();
    actAs(boss);
    await mergeAuthors(SURVIVOR, MERGED);
    const merged = await state(linked.uid);
    expect(merged.docs[`Authors/${MERGED}`]).toBeNull();
    expect(merged.linked).toBe(SURVIVOR);
    entryId = await mergeEntryId();
    const entry = (await admin.db.doc(`${HISTORY_COLLECTION}/${entryId}`).get()).data()!;
    expect(entry).toMatchObject({ actorUid: boss.uid, kind: 'author-merge', target: { id: SURVIVOR } });
    expect(entry.summary).toContain('2 recordings');

    await undoHistoryEntry(entryId);
    expect(await state(linked.uid)).toEqual(before);
    // The duplicate comes back as it was stored, its own times included.
    expect((await admin.db.doc(`Authors/${MERGED}`).get()).data()).toEqual(mergedBefore);

    const done = (await admin.db.doc(`${HISTORY_COLLECTION}/${entryId}`).get()).data()!;
    expect(done.undoneBy).toBe(boss.uid);
    expect(done.undoneAt).toBeInstanceOf(Timestamp);
    const undoEntries = await admin.db
      .collection(HISTORY_COLLECTION)
      .where('target.id', '==', entryId)
      .where('kind', '==', 'undo')
      .get();
    expect(undoEntries.docs.map((d) => d.get('actorUid'))).toEqual([boss.uid]);
  });

  it('a second undo is refused', async () => {
    actAs(boss);
    await expect(undoHistoryEntry(entryId)).rejects.toThrow('This change has already been undone');
  });

  it('a stranger, and an organisation admin, are refused', async () => {
    // A fresh entry to undo, so that the refusal is about who asks and not about the entry.
    actAs(boss);
    await mergeAuthors(SURVIVOR, MERGED);
    const fresh = await mergeEntryId();
    const stranger = await person('stranger');
    await expect(undoHistoryEntry(fresh)).rejects.toThrow('You may not undo this change');
    actAs(stranger);
    await expect(undoHistoryEntry(fresh)).rejects.toThrow('You may not undo this change');
    const orgAdmin = await person('org-admin', ['organisationAdmin']);
    actAs(orgAdmin);
    await expect(undoHistoryEntry(fresh)).rejects.toThrow('You may not undo this change');
    // Still undoable by a super admin: the refusals changed nothing.
    actAs(boss);
    await undoHistoryEntry(fresh);
    expect((await admin.db.doc(`Authors/${MERGED}`).get()).exists).toBe(true);
  });

  it('a merge whose survivor was edited since is not undone, and nothing changes', async () => {
    actAs(boss);
    await mergeAuthors(SURVIVOR, MERGED);
    const id = await mergeEntryId();
    await admin.db.doc(`Authors/${SURVIVOR}`).update({ 'tags.authorTags': ['edited'] });
    const edited = await state(linked.uid);
    await expect(undoHistoryEntry(id)).rejects.toThrow(
      'The surviving author profile has been edited since the merge; nothing was undone',
    );
    expect(await state(linked.uid)).toEqual(edited);
  });
});

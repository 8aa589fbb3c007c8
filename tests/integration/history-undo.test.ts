import { deleteApp, type FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HISTORY_COLLECTION, PLATFORM_HISTORY } from '@storytelling/shared/history';
import { adminFor } from '../../scripts/seed/admin';
import { recording } from '../../scripts/seed/curation';
import { userRecord } from '../../scripts/seed/users';
import { mergeAuthors } from '../../src/features/authors/service';
import { undoHistoryEntry } from '../../src/features/history/service';
import { newProjectFields } from '../../src/features/projects/model';
import { changeTagKey } from '../../src/features/tags/service';
import { createAccountOrSignIn } from '../../src/features/session/service';
import { setFirebaseForTests } from '../../src/lib/firebase';
import { emulatorClient } from '../support/client';

/**
 * Undoing an author merge (and a tag's deletion) through the undoHistory function: the authors, recordings, tag, linked account and
 * addresses come back exactly as they were; the undo is logged and the entry marked; a second undo, a stranger,
 * an organisation admin (the platform's history is the super admins') and a merge changed since are refused, and
 * so is an entry that is not what a real merge logs (an account it did not move, no merge record of its own).
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
  // Linked as a claim's approval links them: the account to the profile and the profile to the account.
  b.set(admin.db.doc(`Authors/${MERGED}`), {
    userKey: linkedUid,
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

  it('an entry listing an account the merged profile was not linked to is refused, and nothing changes', async () => {
    // The rules tie the payload's profiles to a real merge but cannot look inside its list of accounts: a
    // curator could log a real merge with someone else's account added, for a super admin's Undo to re-link.
    const victim = await person('victim');
    await admin.db.doc(`Users/${victim.uid}`).update({ 'userProfile.authorKey': SURVIVOR });
    actAs(boss);
    await mergeAuthors(SURVIVOR, MERGED);
    const id = await mergeEntryId();
    const entry = admin.db.doc(`${HISTORY_COLLECTION}/${id}`);
    await entry.update({ 'undo.userIds': FieldValue.arrayUnion(victim.uid) });
    const forged = await state(linked.uid);
    await expect(undoHistoryEntry(id)).rejects.toThrow(
      'This entry lists an account that was not linked to the merged profile; nothing was undone',
    );
    expect(await state(linked.uid)).toEqual(forged);
    expect((await admin.db.doc(`Users/${victim.uid}`).get()).get('userProfile.authorKey')).toBe(SURVIVOR);
    expect((await entry.get()).get('undoneAt')).toBeUndefined();
    // The merge as it was logged is still undone.
    await entry.update({ 'undo.userIds': FieldValue.arrayRemove(victim.uid) });
    await undoHistoryEntry(id);
    expect((await admin.db.doc(`Users/${linked.uid}`).get()).get('userProfile.authorKey')).toBe(MERGED);
  });

  it('an entry listing a recording the merge did not move, or tag authors it did not change, is refused', async () => {
    // The survivor's own recording: a curator could list it in a real merge's entry, for Undo to hand it to the
    // duplicate; and a tag's "before" could name an author who was never on it.
    const own = key('survivor-own');
    await admin.db.doc(`Recordings/${own}`).set({
      ...recording('Her own story', PROJECT, 3, SURVIVOR, 'Family', null, 0),
      createdAt: created,
      updatedAt: created,
    });
    actAs(boss);
    await mergeAuthors(SURVIVOR, MERGED);
    const id = await mergeEntryId();
    const entry = admin.db.doc(`${HISTORY_COLLECTION}/${id}`);
    const logged = (await entry.get()).data()!;
    await entry.update({ 'undo.recordingIds': FieldValue.arrayUnion(own) });
    const merged = await state(linked.uid);
    await expect(undoHistoryEntry(id)).rejects.toThrow(
      'A recording or tag listed in this entry was not moved by the merge, or has changed since; nothing was undone',
    );
    const tags = (logged.undo as { tags: { id: string; before: string[]; after: string[] }[] }).tags;
    await entry.update({
      'undo.recordingIds': (logged.undo as { recordingIds: string[] }).recordingIds,
      'undo.tags': tags.map((t) => ({ ...t, before: [...t.before, 'an-injected-author'] })),
    });
    await expect(undoHistoryEntry(id)).rejects.toThrow(
      'This entry lists tag authors the merge did not change; nothing was undone',
    );
    expect(await state(linked.uid)).toEqual(merged);
    expect((await admin.db.doc(`Recordings/${own}`).get()).get('authorKey')).toBe(SURVIVOR);
    // The entry as logged is still undone.
    await entry.update({ 'undo.tags': tags });
    await undoHistoryEntry(id);
    expect((await admin.db.doc(`Authors/${MERGED}`).get()).exists).toBe(true);
  });

  it('an entry not written together with its merge record is refused', async () => {
    actAs(boss);
    await mergeAuthors(SURVIVOR, MERGED);
    const id = await mergeEntryId();
    const logged = (await admin.db.doc(`${HISTORY_COLLECTION}/${id}`).get()).data()!;
    // The same payload logged at another moment: no merge record carries that time.
    const copy = admin.db.collection(HISTORY_COLLECTION).doc();
    await copy.set({ ...logged, at: Timestamp.fromMillis((logged.at as Timestamp).toMillis() + 1) });
    const merged = await state(linked.uid);
    await expect(undoHistoryEntry(copy.id)).rejects.toThrow(
      'No record of this merge was written with this entry; nothing was undone',
    );
    expect(await state(linked.uid)).toEqual(merged);
    await undoHistoryEntry(id);
  });

  it('an entry moving a linked account, logged by someone who is not a super admin, is refused', async () => {
    // Only a super admin may move an account's link, while any curator may set a profile's userKey: an entry
    // that moved an account is trusted only from a super admin's merge. Here the merger has lost the role since.
    const other = await person('other-boss');
    await admin.db.doc('SuperAdmins/ids').update({ userKeys: FieldValue.arrayUnion(other.uid) });
    actAs(boss);
    await mergeAuthors(SURVIVOR, MERGED);
    const id = await mergeEntryId();
    await admin.db.doc('SuperAdmins/ids').update({ userKeys: FieldValue.arrayRemove(boss.uid) });
    const merged = await state(linked.uid);
    actAs(other);
    await expect(undoHistoryEntry(id)).rejects.toThrow(
      'This entry moves a linked account, which only a super admin can have done; nothing was undone',
    );
    expect(await state(linked.uid)).toEqual(merged);
    await admin.db.doc('SuperAdmins/ids').update({ userKeys: FieldValue.arrayUnion(boss.uid) });
    await undoHistoryEntry(id);
    expect((await admin.db.doc(`Users/${linked.uid}`).get()).get('userProfile.authorKey')).toBe(MERGED);
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

describe('undoing a tag deletion', () => {
  const PIN = key('pin');
  const TAG = `Quay ${run}`;
  const tagDocs = () => admin.db.collection('Tags').where('tagName', '==', TAG).get();
  const locationTags = async () =>
    (await admin.db.doc(`Pins/${PIN}`).get()).get('tags.locationTags') as string[];
  async function deletionEntryId(): Promise<string> {
    const snap = await admin.db
      .collection(HISTORY_COLLECTION)
      .where('organisationId', '==', PLATFORM_HISTORY)
      .where('kind', '==', 'tag-deleted')
      .where('target.label', '==', TAG)
      .get();
    const newest = snap.docs.sort((a, b) => b.get('at').toMillis() - a.get('at').toMillis())[0];
    expect(newest).toBeDefined();
    return newest!.id;
  }

  beforeAll(async () => {
    await admin.db
      .doc(`Projects/${PROJECT}`)
      .set(newProjectFields({ projectKey: PROJECT, projectName: 'Harbour', isPrivate: false }, boss.uid));
    await admin.db.doc(`Pins/${PIN}`).set({
      pinKey: PIN,
      project: PROJECT,
      pinType: 'standard',
      location: { geoPoint: { lat: 51, long: -1 } },
      tags: { locationTags: ['Harbour'] },
    });
  });

  it('removing the last key logs the deletion; undo brings back the tag as stored and the pin its tag', async () => {
    actAs(boss);
    expect(await changeTagKey('add', 'pin', TAG, PIN)).toBe('create');
    const [stored] = (await tagDocs()).docs;
    const before = stored!.data();
    expect(await locationTags()).toEqual(['Harbour', TAG]);

    expect(await changeTagKey('remove', 'pin', TAG, PIN)).toBe('delete');
    expect((await tagDocs()).empty).toBe(true);
    expect(await locationTags()).toEqual(['Harbour']);
    const id = await deletionEntryId();
    const entry = (await admin.db.doc(`${HISTORY_COLLECTION}/${id}`).get()).data()!;
    expect(entry).toMatchObject({ actorUid: boss.uid, target: { collection: 'Tags', id: stored!.id } });
    expect(entry.summary).toContain(PIN);

    await undoHistoryEntry(id);
    expect((await admin.db.doc(`Tags/${stored!.id}`).get()).data()).toEqual(before);
    expect(await locationTags()).toEqual(['Harbour', TAG]);
    await expect(undoHistoryEntry(id)).rejects.toThrow('This change has already been undone');
  });

  it('a project admin may not undo it (the platform history is the super admins’), and nothing changes', async () => {
    actAs(boss);
    await changeTagKey('remove', 'pin', TAG, PIN);
    const id = await deletionEntryId();
    const curator = await person('curator', ['projectAdmin']);
    actAs(curator);
    await expect(undoHistoryEntry(id)).rejects.toThrow('You may not undo this change');
    expect((await tagDocs()).empty).toBe(true);
    actAs(boss);
    await undoHistoryEntry(id);
    expect((await tagDocs()).size).toBe(1);
  });

  it('a tag of the same name made again since is not overwritten', async () => {
    actAs(boss);
    await changeTagKey('remove', 'pin', TAG, PIN);
    const id = await deletionEntryId();
    await changeTagKey('add', 'pin', TAG, PIN);
    const remade = (await tagDocs()).docs.map((d) => d.data());
    await expect(undoHistoryEntry(id)).rejects.toThrow(
      'A tag with this name has been created again since; nothing was undone',
    );
    expect((await tagDocs()).docs.map((d) => d.data())).toEqual(remade);
  });
});

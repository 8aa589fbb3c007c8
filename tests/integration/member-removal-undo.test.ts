import { deleteApp, type FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HISTORY_COLLECTION } from '@storytelling/shared/history';
import { adminFor } from '../../scripts/seed/admin';
import {
  createAccessCode,
  createTemporaryMember,
  joinWithCode,
} from '../../src/features/access-codes/service';
import { undoHistoryEntry } from '../../src/features/history/service';
import { createGroup, setProjectGroups } from '../../src/features/organisations/groups-service';
import { listMembers } from '../../src/features/organisations/reads';
import { removeMember } from '../../src/features/organisations/removal-service';
import { registerOrganisation } from '../../src/features/organisations/service';
import { newProjectFields } from '../../src/features/projects/model';
import { createAccountOrSignIn } from '../../src/features/session/service';
import { env } from '../../src/lib/env';
import { setFirebaseForTests } from '../../src/lib/firebase';
import { emulatorClient } from '../support/client';
import { openMembership } from '../support/open-membership';

/**
 * Removing a member and undoing it from the history, through the services and the undoHistory function under the
 * real rules: the record (or the membership), the mirror, the person's own code and its listing, their group
 * places and the private-project access those give come back as they were; a second undo, a moderator, and a
 * removal whose person has joined again or whose group has gone since are refused, changing nothing.
 */
interface Person {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  uid: string;
  email: string;
}
const people: Person[] = [];
const run = Date.now().toString(36);
let admin: ReturnType<typeof adminFor>;

async function person(name: string): Promise<Person> {
  const { app, auth, db } = await emulatorClient(`mru-${name}-${run}`);
  setFirebaseForTests({ db, auth });
  const email = `mru-${name}-${run}@example.test`;
  const user = await createAccountOrSignIn(email, 'secret-123', name);
  const p = { app, auth, db, uid: user.uid, email };
  people.push(p);
  return p;
}
const actAs = (p: Person) => setFirebaseForTests({ db: p.db, auth: p.auth });

let head: Person;
let orgId = '';
let groupId = '';
const PROJECT = `mru-private-${run}`;

beforeAll(async () => {
  const stack = inject('stack');
  env.VITE_EMAIL_ENDPOINT = stack.emailEndpoint;
  admin = adminFor(stack);
  head = await person('head');
  orgId = await registerOrganisation({ name: 'Undo School', type: 'school', description: '' });
  await openMembership(orgId);
  groupId = await createGroup(orgId, 'Year 9');
  await admin.db
    .doc(`Projects/${PROJECT}`)
    .set(
      newProjectFields(
        { projectName: 'Year 9 memories', projectKey: PROJECT, isPrivate: true, organisationId: orgId },
        head.uid,
      ),
    );
  await setProjectGroups(PROJECT, orgId, [groupId]);
});
afterAll(async () => {
  await Promise.all(people.map((p) => deleteApp(p.app)));
  await admin.close();
});

/** A pupil who joins with a personal code of the group's: their membership, group place and project access. */
async function pupil(name: string): Promise<{ who: Person; code: string }> {
  actAs(head);
  const email = `mru-${name}-${run}@example.test`;
  const code = await createAccessCode({ organisationId: orgId, role: 'member', email, groupId });
  const who = await person(name);
  await joinWithCode(code);
  return { who, code };
}

/** Every document a removal of `uid` with `code` touches, as stored (a group-given access record's time aside). */
async function state(uid: string, code: string) {
  const read = async (path: string) => (await admin.db.doc(path).get()).data() ?? null;
  const access = await read(`ProjectAccess/${PROJECT}_${uid}`);
  return {
    record: await read(`Users/${uid}`),
    mirror: await read(`Organisations/${orgId}/members/${uid}`),
    code: await read(`accessCodes/${code}`),
    listing: await read(`Organisations/${orgId}/generatedCodes/${code}`),
    inGroup: ((await read(`groups/${groupId}`))?.memberIds as string[]).includes(uid),
    access: access && { ...access, createdAt: 'any' },
  };
}

async function removalEntry(uid: string) {
  const snap = await admin.db
    .collection(HISTORY_COLLECTION)
    .where('organisationId', '==', orgId)
    .where('kind', '==', 'member-removed')
    .where('target.id', '==', uid)
    .get();
  const newest = snap.docs.sort((a, b) => b.get('at').toMillis() - a.get('at').toMillis())[0];
  expect(newest).toBeDefined();
  return newest!;
}

async function removeByHead(uid: string) {
  actAs(head);
  const member = (await listMembers(orgId)).find((m) => m.userKey === uid)!;
  return removeMember(orgId, member, false);
}

describe('undoing a member removal', () => {
  let entryId = '';

  it('remove, then undo, brings back the record, mirror, code, listing, group place and project access', async () => {
    const { who, code } = await pupil('alex');
    const before = await state(who.uid, code);
    expect(before.inGroup).toBe(true);
    expect(before.access).toMatchObject({ userId: who.uid, source: 'group' });

    await expect(removeByHead(who.uid)).resolves.toBe('deleted');
    expect(await state(who.uid, code)).toEqual({
      record: null,
      mirror: null,
      code: null,
      listing: null,
      inGroup: false,
      access: null,
    });
    const entry = await removalEntry(who.uid);
    expect(entry.get('undo')).toMatchObject({ userKey: who.uid, groupIds: [groupId], codes: [{ code }] });
    entryId = entry.id;

    await undoHistoryEntry(entryId);
    expect(await state(who.uid, code)).toEqual(before);
    // The person is a member again: they read the group's private project.
    expect((await getDoc(doc(who.db, 'Projects', PROJECT))).exists()).toBe(true);
    const done = (await admin.db.doc(`${HISTORY_COLLECTION}/${entryId}`).get()).data()!;
    expect(done.undoneBy).toBe(head.uid);
    expect(done.undoneAt).toBeInstanceOf(Timestamp);
    const undoEntries = await admin.db
      .collection(HISTORY_COLLECTION)
      .where('target.id', '==', entryId)
      .where('kind', '==', 'undo')
      .get();
    expect(undoEntries.docs.map((d) => [d.get('actorUid'), d.get('organisationId')])).toEqual([
      [head.uid, orgId],
    ]);
  });

  it('a second undo is refused', async () => {
    actAs(head);
    await expect(undoHistoryEntry(entryId)).rejects.toThrow('This change has already been undone');
  });

  it('someone in another organisation too only leaves; undo puts their membership back in their record', async () => {
    const { who, code } = await pupil('sam');
    // Sam is also in an organisation of their own.
    actAs(who);
    const own = await registerOrganisation({ name: 'Sam’s Club', type: 'club', description: '' });
    const before = await state(who.uid, code);
    await expect(removeByHead(who.uid)).resolves.toBe('left');
    const removed = await state(who.uid, code);
    expect(Object.keys(removed.record!.Organisations as object)).toEqual([own]);
    expect((await removalEntry(who.uid)).get('undo')).toMatchObject({ record: null });

    await undoHistoryEntry((await removalEntry(who.uid)).id);
    // The record's bookkeeping says when and in which organisation its memberships last changed: the undo.
    const after = await state(who.uid, code);
    const { updatedAt: _a, membershipUpdatedIn: changedIn, ...afterRecord } = after.record!;
    const { updatedAt: _b, membershipUpdatedIn: _c, ...beforeRecord } = before.record!;
    expect(changedIn).toBe(orgId);
    expect({ ...after, record: afterRecord }).toEqual({ ...before, record: beforeRecord });
  });

  it('a removal whose payload the rules refuse still removes, and its entry says why it cannot be undone', async () => {
    const { who } = await pupil('drift');
    actAs(who);
    await registerOrganisation({ name: 'Drift Club', type: 'club', description: '' });
    // A mirror entry that no longer matches the record's (older data): staff cannot read the record of someone
    // in another organisation, so the payload built from the mirror is not what the record holds.
    await admin.db.doc(`Organisations/${orgId}/members/${who.uid}`).update({ name: 'Someone else' });
    await expect(removeByHead(who.uid)).resolves.toBe('left');
    const entry = await removalEntry(who.uid);
    expect(entry.get('undo')).toEqual({ unavailable: 'unverified' });
    await expect(undoHistoryEntry(entry.id)).rejects.toThrow(
      'The records of this removal could not be checked when it was made, so it cannot be undone',
    );
  });

  it('a temporary member comes back with the code made for them', async () => {
    actAs(head);
    const { userId, code } = await createTemporaryMember({
      organisationId: orgId,
      name: 'Jo',
      moderatorEmail: head.email,
      groupId,
    });
    const before = await state(userId, code);
    expect(before.record).toMatchObject({ isTemporary: true });
    await expect(removeByHead(userId)).resolves.toBe('deleted');
    expect((await state(userId, code)).code).toBeNull();
    await undoHistoryEntry((await removalEntry(userId)).id);
    expect(await state(userId, code)).toEqual(before);
  });

  it('a moderator may not undo it; someone who has joined again since is not restored over', async () => {
    const { who, code } = await pupil('kim');
    actAs(head);
    const modCode = await createAccessCode({
      organisationId: orgId,
      role: 'moderator',
      email: `mru-mod-${run}@example.test`,
    });
    const moderator = await person('mod');
    await joinWithCode(modCode);
    await removeByHead(who.uid);
    const id = (await removalEntry(who.uid)).id;
    actAs(moderator);
    await expect(undoHistoryEntry(id)).rejects.toThrow('You may not undo this change');

    // Kim joins again with a new code before anyone undoes the removal.
    actAs(head);
    const again = await createAccessCode({ organisationId: orgId, role: 'member', email: who.email });
    actAs(who);
    await joinWithCode(again);
    const rejoined = await state(who.uid, code);
    actAs(head);
    await expect(undoHistoryEntry(id)).rejects.toThrow(
      'This person has an account record again since the removal (they joined again or signed up); nothing was undone',
    );
    expect(await state(who.uid, code)).toEqual(rejoined);
    expect((await admin.db.doc(`${HISTORY_COLLECTION}/${id}`).get()).get('undoneAt')).toBeUndefined();
  });

  it('a removal whose group has been deleted since is not undone, and nothing changes', async () => {
    const { who, code } = await pupil('lee');
    await removeByHead(who.uid);
    const id = (await removalEntry(who.uid)).id;
    const group = await admin.db.doc(`groups/${groupId}`).get();
    await group.ref.delete();
    try {
      actAs(head);
      await expect(undoHistoryEntry(id)).rejects.toThrow(
        'A group they were in has been deleted since the removal; nothing was undone',
      );
      expect((await admin.db.doc(`Users/${who.uid}`).get()).exists).toBe(false);
      expect((await admin.db.doc(`accessCodes/${code}`).get()).exists).toBe(false);
    } finally {
      await group.ref.set(group.data()!);
    }
  });
});

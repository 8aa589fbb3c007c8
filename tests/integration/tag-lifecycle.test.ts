import { deleteApp, type FirebaseApp } from 'firebase/app';
import { type Auth } from 'firebase/auth';
import { type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFor } from '../../scripts/seed/admin';
import { recording as seededRecording } from '../../scripts/seed/curation';
import { addPin, getPin, removePin, updatePinDetails } from '../../src/features/pins/service';
import { updateRecordingDetails } from '../../src/features/recordings/service';
import { createProject, deleteProject, getProject, updateProject } from '../../src/features/projects/service';
import { newProjectFields } from '../../src/features/projects/model';
import type { Role } from '../../src/kernel/roles';
import { createAccountOrSignIn } from '../../src/features/session/service';
import { TAGGED_PINS_PER_TRANSACTION } from '../../src/features/tags/tag-changes';
import { tagDocId } from '../../src/features/tags/tag-rules';
import { setFirebaseForTests } from '../../src/lib/firebase';
import { emulatorClient } from '../support/client';

/**
 * The tag lifecycle (a tag is created on first use and deleted when its last key is removed) as a moderator
 * (no tag curator) edits pins and projects under the real rules: the pin editor's save moves the pin's key
 * between Tags documents and the project editor's save moves the project's key between ProjectTags documents,
 * in the same transaction as the pin or project, and deleting either takes its key out. Tag names carry this
 * run's suffix: the stack's Tags and ProjectTags collections are shared with other files.
 */
interface Person {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  uid: string;
}
const run = Date.now().toString(36);
const ORG = `tl-org-${run}`;
const OTHER = `tl-org2-${run}`;
const PROJECT = `tl-pins-${run}`;
const P1 = `tl-p1-${run}`;
const P2 = `tl-p2-${run}`;
const name = (n: string) => `${n} ${run}`;
/** This run's tag names for a fixed list of words, one per word, in order. */
const names = <T extends readonly string[]>(words: T) => words.map(name) as { [K in keyof T]: string };
const [A, B, C, D, E] = names(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'] as const);
const DENIED = { code: 'permission-denied' };
let stack: ReturnType<typeof inject<'stack'>>;
let admin: ReturnType<typeof adminFor>;
const people: Person[] = [];
let moderator: Person;
let outsider: Person;

async function person(who: string, roles: Record<string, Role[]>): Promise<Person> {
  const { app, auth, db } = await emulatorClient(`${who}-${run}`);
  setFirebaseForTests({ db, auth });
  const user = await createAccountOrSignIn(`${who}-${run}@example.test`, 'secret-123', who);
  await admin.db.doc(`Users/${user.uid}`).set(
    {
      userKey: user.uid,
      Organisations: Object.fromEntries(
        Object.entries(roles).map(([org, r]) => [org, { organisationId: org, roles: r, groupIds: [] }]),
      ),
    },
    { merge: true },
  );
  const p = { app, auth, db, uid: user.uid };
  people.push(p);
  return p;
}
const actAs = (p: Person) => setFirebaseForTests({ db: p.db, auth: p.auth });

/** The keys a pin tag holds, or null when there is no such tag. */
async function pinTag(tagName: string): Promise<string[] | null> {
  const snap = await admin.db.doc(`Tags/${tagDocId('pin', tagName)}`).get();
  if (!snap.exists) return null;
  expect(snap.data()).toMatchObject({ tagName, kind: 'pin', keys: [], authorKeys: [], recordingKeys: [] });
  return snap.data()!.pinKeys as string[];
}
async function projectTag(tagName: string): Promise<string[] | null> {
  const snap = await admin.db.doc(`ProjectTags/${tagDocId('project', tagName)}`).get();
  if (!snap.exists) return null;
  expect(snap.data()!.tagName).toBe(tagName);
  return snap.data()!.projectKeys as string[];
}
const details = (locationTags: string[]) => ({
  title: 'Pier',
  pinType: 'story',
  lat: 50.1,
  long: -5.1,
  locationTags,
});

beforeAll(async () => {
  stack = inject('stack');
  admin = adminFor(stack);
  moderator = await person('tl-moderator', { [ORG]: ['moderator'] });
  outsider = await person('tl-outsider', { [OTHER]: ['moderator'] });
  // Public, so the outsider can read it and is refused only at the write. Owned by the moderator, who manages
  // their own projects; built as the create dialog builds it.
  await admin.db
    .doc(`Projects/${PROJECT}`)
    .set(
      newProjectFields(
        { projectName: 'Pier walk', projectKey: PROJECT, isPrivate: false, organisationId: ORG },
        moderator.uid,
      ),
    );
});
afterAll(async () => {
  await Promise.all(people.map((p) => deleteApp(p.app)));
  await admin.close();
});

describe('pin tags follow the pin editor', () => {
  let pin = '';
  let other = '';

  it('saving a pin that is gone logs and writes nothing', async () => {
    actAs(moderator);
    const lost = `Lost ${run}`;
    expect(await updatePinDetails(`no-such-pin-${run}`, details([lost]))).toBeNull();
    expect(await pinTag(lost)).toBeNull();
  });

  it('saving a pin with tags [a, b] creates both tags with the pin key', async () => {
    actAs(moderator);
    pin = await addPin(PROJECT, 50, -5);
    other = await addPin(PROJECT, 50.2, -5.2);
    expect(await updatePinDetails(pin, details([A, B]))).toEqual([A, B]);
    expect(await pinTag(A)).toEqual([pin]);
    expect(await pinTag(B)).toEqual([pin]);
    expect((await getPin(pin))?.tags.locationTags).toEqual([A, B]);
    await updatePinDetails(other, details([B]));
    expect(await pinTag(B)).toEqual([pin, other]);
  });

  it('[a, b] to [b, c]: a is deleted with its last key, c is created, b keeps the pin', async () => {
    actAs(moderator);
    await updatePinDetails(pin, details([B, C]));
    expect(await pinTag(A)).toBeNull();
    expect(await pinTag(C)).toEqual([pin]);
    expect(await pinTag(B)).toEqual([pin, other]);
  });

  it('a tag is one tag whatever the case or spacing; the pin takes the tag’s spelling', async () => {
    actAs(moderator);
    const saved = await updatePinDetails(other, details([`  ${B.toLowerCase()} `, C.toUpperCase(), C]));
    expect(saved).toEqual([B.toLowerCase(), C]);
    expect(await pinTag(C)).toEqual([pin, other]);
    expect(await pinTag(B)).toEqual([pin, other]);
  });

  it('a refused save (latitude out of range) changes neither the pin nor its tags', async () => {
    actAs(moderator);
    await expect(updatePinDetails(pin, { ...details([D]), lat: 91 })).rejects.toMatchObject(DENIED);
    expect((await getPin(pin))?.tags.locationTags).toEqual([B, C]);
    expect(await pinTag(D)).toBeNull();
    expect(await pinTag(B)).toEqual([pin, other]);
    expect(await pinTag(C)).toEqual([pin, other]);
  });

  it('a save by someone who does not manage the project changes neither', async () => {
    actAs(outsider);
    await expect(updatePinDetails(pin, details([E]))).rejects.toMatchObject(DENIED);
    actAs(moderator);
    expect((await getPin(pin))?.tags.locationTags).toEqual([B, C]);
    expect(await pinTag(E)).toBeNull();
    expect(await pinTag(B)).toEqual([pin, other]);
  });

  it('deleting a pin takes its key out of its tags; the last one out deletes them', async () => {
    actAs(moderator);
    expect(await removePin(PROJECT, pin)).toBe(true);
    expect(await pinTag(B)).toEqual([other]);
    expect(await pinTag(C)).toEqual([other]);
    expect(await removePin(PROJECT, other)).toBe(true);
    expect(await pinTag(B)).toBeNull();
    expect(await pinTag(C)).toBeNull();
  });
});

describe('project subject tags follow the project editor, in ProjectTags', () => {
  const [X, Y, Z, W] = names(['Xray', 'Yankee', 'Zulu', 'Whiskey'] as const);
  const subjects = (subjectTag: string[]) => ({ tags: { subjectTag, contentTag: '' } });

  it('saving [x, y] creates both with the project key; [y, z] deletes x and creates z', async () => {
    actAs(moderator);
    await createProject(
      { projectKey: P1, projectName: 'One', isPrivate: true, organisationId: ORG },
      moderator.uid,
    );
    await createProject(
      { projectKey: P2, projectName: 'Two', isPrivate: false, organisationId: ORG },
      moderator.uid,
    );
    await updateProject(P1, subjects([X, Y]));
    expect(await projectTag(X)).toEqual([P1]);
    expect(await projectTag(Y)).toEqual([P1]);
    await updateProject(P2, subjects([Y]));
    expect(await projectTag(Y)).toEqual([P1, P2]);
    expect(await updateProject(P1, { projectName: 'One again', ...subjects([Y, Z]) })).toEqual([Y, Z]);
    expect(await projectTag(X)).toBeNull();
    expect(await projectTag(Z)).toEqual([P1]);
    expect(await projectTag(Y)).toEqual([P1, P2]);
    expect((await getProject(P1))?.tags.subjectTag).toEqual([Y, Z]);
  });

  it('a refused save (an empty name, or someone without rights) changes neither project nor tags', async () => {
    actAs(moderator);
    await expect(updateProject(P2, { projectName: '', ...subjects([W]) })).rejects.toMatchObject(DENIED);
    actAs(outsider);
    await expect(updateProject(P2, subjects([W]))).rejects.toMatchObject(DENIED);
    actAs(moderator);
    expect((await getProject(P2))?.tags.subjectTag).toEqual([Y]);
    expect(await projectTag(W)).toBeNull();
    expect(await projectTag(Y)).toEqual([P1, P2]);
  });

  it('deleting a project takes its key out of its subject tags, and its pins’ keys out of theirs', async () => {
    // More pins than the app's client once removed per transaction, all sharing one tag and each with one of
    // its own: the server takes every key out of each tag, and one pin of another project keeps the shared tag.
    const shared = name('Shared');
    const own = (i: number) => name(`Own${i}`);
    const count = TAGGED_PINS_PER_TRANSACTION + 2;
    const batch = admin.db.batch();
    const keys = Array.from({ length: count }, (_, i) => `tl-q${i}-${run}`);
    keys.forEach((key, i) => {
      batch.set(admin.db.doc(`Pins/${key}`), {
        pinKey: key,
        project: P1,
        pinType: 'standard',
        location: { geoPoint: { lat: 51, long: -1 } },
        tags: { locationTags: [shared, own(i)] },
      });
      const tag = { kind: 'pin', keys: [], authorKeys: [], recordingKeys: [] };
      batch.set(admin.db.doc(`Tags/${tagDocId('pin', own(i))}`), { ...tag, tagName: own(i), pinKeys: [key] });
    });
    const keep = `tl-keep-${run}`;
    batch.set(admin.db.doc(`Pins/${keep}`), {
      pinKey: keep,
      project: P2,
      pinType: 'standard',
      location: { geoPoint: { lat: 51, long: -1 } },
      tags: { locationTags: [shared] },
    });
    batch.set(admin.db.doc(`Tags/${tagDocId('pin', shared)}`), {
      tagName: shared,
      kind: 'pin',
      pinKeys: [...keys, keep],
      keys: [],
      authorKeys: [],
      recordingKeys: [],
    });
    await batch.commit();

    actAs(moderator);
    await deleteProject(P1);
    expect(await getProject(P1)).toBeNull();
    expect(await projectTag(Z)).toBeNull();
    expect(await projectTag(Y)).toEqual([P2]);
    const left = await admin.db.collection('Pins').where('project', '==', P1).count().get();
    expect(left.data().count).toBe(0);
    expect(await pinTag(shared)).toEqual([keep]);
    for (let i = 0; i < count; i += 1) expect(await pinTag(own(i))).toBeNull();

    await deleteProject(P2);
    expect(await projectTag(Y)).toBeNull();
    expect(await pinTag(shared)).toBeNull();
    // Two deletions, each run by the server's task queue, which starts a task up to a second after it is queued
    // and shares its one lane with every other test file's deletions.
  }, 60_000);
});

describe('recording tags follow the recording editor (album, subject and genre tags)', () => {
  const [S1, S2, G1, R1, R2] = names(['Sea', 'Lighthouse', 'Shanty', 'Storm', 'Gale'] as const);
  const rec1 = `tl-rec1-${run}`;
  const rec2 = `tl-rec2-${run}`;
  let member: Person;
  let elsewhere: Person;

  /** The keys a recording tag holds, or null when there is no such tag; its other lists stay empty. */
  async function recTag(tagName: string): Promise<string[] | null> {
    const snap = await admin.db.doc(`Tags/${tagDocId('recording', tagName)}`).get();
    if (!snap.exists) return null;
    expect(snap.data()).toMatchObject({
      tagName,
      kind: 'recording',
      pinKeys: [],
      authorKeys: [],
      recordingKeys: [],
    });
    return snap.data()!.keys as string[];
  }
  const stored = async (key: string) => {
    const data = (await admin.db.doc(`Recordings/${key}`).get()).data()!;
    return { albumKey: data.albumKey as string | undefined, tags: data.tags, title: data.title };
  };

  beforeAll(async () => {
    member = await person('tl-member', { [ORG]: ['member'] });
    // A curator of tags (project admin) whose project is another one.
    elsewhere = await person('tl-pa-elsewhere', {});
    await admin.db.doc(`Users/${elsewhere.uid}`).set({ projectAdminAccess: [P2] }, { merge: true });
    // As the demo seed writes recordings (subject "history", genre "oral history", pending review).
    const now = new Date();
    for (const [key, title] of [
      [rec1, 'Keeper'],
      [rec2, 'Nets'],
    ] as const) {
      await admin.db.doc(`Recordings/${key}`).set({
        ...seededRecording(title, PROJECT, 1, 'tl-author', null, { status: 'pending' }, 0),
        createdAt: now,
        updatedAt: now,
      });
    }
  });

  it('first use: the tags are created with the recording’s key, the album is set, in one save', async () => {
    actAs(moderator);
    const saved = await updateRecordingDetails(rec1, {
      albumKey: ' album-1 ',
      subjectTags: [S1, S2],
      genreTags: [G1],
    });
    expect(saved).toEqual({
      albumKey: 'album-1',
      subjectTags: [S1, S2],
      genreTags: [G1],
      outcome: { created: [S1, S2, G1], filed: [], removed: [], deleted: [] },
    });
    expect(await stored(rec1)).toEqual({
      albumKey: 'album-1',
      tags: { subjectTags: [S1, S2], genreTags: [G1] },
      title: 'Keeper',
    });
    for (const t of [S1, S2, G1]) expect(await recTag(t)).toEqual([rec1]);
  });

  it('an existing tag gains a second recording, spelled as the tag is', async () => {
    actAs(moderator);
    const saved = await updateRecordingDetails(rec2, {
      albumKey: '',
      subjectTags: [` ${S1.toUpperCase()} `],
      genreTags: [G1.toLowerCase()],
    });
    expect(saved?.subjectTags).toEqual([S1]);
    expect(saved?.genreTags).toEqual([G1]);
    expect(saved?.outcome.filed).toEqual([S1, G1]);
    expect(await recTag(S1)).toEqual([rec1, rec2]);
    expect(await recTag(G1)).toEqual([rec1, rec2]);
    expect((await stored(rec2)).albumKey).toBeUndefined();
  });

  it('removed and renamed: the last key out deletes a tag, a shared tag only loses the key', async () => {
    actAs(moderator);
    // rec1: S2 renamed to R1, G1 dropped (rec2 keeps it), S1 moved from subject to genre (same tag).
    const saved = await updateRecordingDetails(rec1, {
      albumKey: 'album-1',
      subjectTags: [R1],
      genreTags: [S1],
    });
    expect(saved?.outcome).toEqual({ created: [R1], filed: [], removed: [G1], deleted: [S2] });
    expect(await recTag(S2)).toBeNull();
    expect(await recTag(R1)).toEqual([rec1]);
    expect(await recTag(G1)).toEqual([rec2]);
    expect(await recTag(S1)).toEqual([rec1, rec2]);
  });

  it('a refused save changes neither the recording nor its tags', async () => {
    const before = await stored(rec1);
    const attempt = { albumKey: 'album-x', subjectTags: [R2], genreTags: [] };
    // A curator of another organisation, a project admin of another project, a member of the organisation.
    for (const who of [outsider, elsewhere, member]) {
      actAs(who);
      await expect(updateRecordingDetails(rec1, attempt)).rejects.toMatchObject(DENIED);
    }
    // Refused by the checks before anything is written: a name twice, ignoring case.
    actAs(moderator);
    await expect(
      updateRecordingDetails(rec1, { albumKey: '', subjectTags: [R2, R2.toLowerCase()], genreTags: [] }),
    ).rejects.toThrow('is listed twice');
    expect(await stored(rec1)).toEqual(before);
    expect(await recTag(R2)).toBeNull();
    expect(await recTag(R1)).toEqual([rec1]);
    expect(await recTag(S1)).toEqual([rec1, rec2]);
  });

  it('many tags in one save stay within what the rules may read', async () => {
    actAs(moderator);
    const many = Array.from({ length: 20 }, (_, i) => name(`Many${i}`));
    const saved = await updateRecordingDetails(rec2, { albumKey: '', subjectTags: many, genreTags: [] });
    expect(saved?.outcome.created).toEqual(many);
    expect(saved?.outcome.removed).toEqual([S1]); // rec1 still lists it
    expect(saved?.outcome.deleted).toEqual([G1]); // rec2 was its last recording
    for (const t of many) expect(await recTag(t)).toEqual([rec2]);
    expect(await recTag(G1)).toBeNull();
    expect(await recTag(S1)).toEqual([rec1]);
  });

  it('a recording that is gone: logged, nothing written', async () => {
    actAs(moderator);
    const lost = name('Lost');
    expect(
      await updateRecordingDetails(`tl-no-such-rec-${run}`, {
        albumKey: '',
        subjectTags: [lost],
        genreTags: [],
      }),
    ).toBeNull();
    expect(await recTag(lost)).toBeNull();
  });

  it('emptying both lists deletes every tag that held only these recordings', async () => {
    actAs(moderator);
    await updateRecordingDetails(rec1, { albumKey: '', subjectTags: [], genreTags: [] });
    await updateRecordingDetails(rec2, { albumKey: '', subjectTags: [], genreTags: [] });
    for (const t of [S1, R1]) expect(await recTag(t)).toBeNull();
    expect(await recTag(name('Many0'))).toBeNull();
    expect((await stored(rec1)).tags).toEqual({ subjectTags: [], genreTags: [] });
  });
});

import { deleteApp, type FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFor } from '../../scripts/seed/admin';
import { consented, recording, writeConsent } from '../../scripts/seed/curation';
import { acceptInvite, createInvite } from '../../src/features/invites/service';
import {
  createGroup,
  setGroupMembers,
  setProjectGroups,
} from '../../src/features/organisations/groups-service';
import { addPin, listPins } from '../../src/features/pins/service';
import { createProject } from '../../src/features/projects/service';
import { getSharedProject, listSharedProjects } from '../../src/features/projects/shared-service';
import { getConsentRecord } from '../../src/features/recordings/consent-service';
import { consentRecordPath } from '../../src/features/recordings/consent-writes';
import { listPublishedRecordings } from '../../src/features/recordings/service';
import { createAccountOrSignIn } from '../../src/features/session/service';
import { setFirebaseForTests } from '../../src/lib/firebase';
import type { Role } from '../../src/kernel/roles';
import { emulatorClient } from '../support/client';
import { userRecord } from '../support/roles';

/**
 * The Shared with me queries against the emulators under the real rules: an invite accepted by a new account,
 * a private project opened to a group, and what a reader then reads (pins, recordings) or does not (projects
 * shared with someone else). The data is written by the app's own services (projects, pins, invites, groups).
 */
interface Person {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  uid: string;
}
const run = Date.now().toString(36);
const ORG = `shared-org-${run}`;
const key = (name: string) => `${name}-${run}`;
let admin: ReturnType<typeof adminFor>;
const people: Person[] = [];

/** A signed-in person; with roles, their Users record and member entry as joining writes them. */
async function person(name: string, roles: Record<string, Role[]> = {}): Promise<Person> {
  const { app, auth, db } = await emulatorClient(`${name}-${run}`);
  setFirebaseForTests({ db, auth });
  const user = await createAccountOrSignIn(`${name}-${run}@example.test`, 'secret-123', name);
  if (Object.keys(roles).length > 0) {
    const record = userRecord(user.uid, roles);
    await admin.db.doc(`Users/${user.uid}`).set({ ...record, email: `${name}-${run}@example.test` });
    for (const [org, entry] of Object.entries(record.Organisations))
      await admin.db.doc(`Organisations/${org}/members/${user.uid}`).set(entry);
  }
  const p = { app, auth, db, uid: user.uid };
  people.push(p);
  return p;
}
const actAs = (p: Person) => setFirebaseForTests({ db: p.db, auth: p.auth });
const names = (rows: Awaited<ReturnType<typeof listSharedProjects>>) =>
  rows.map((r) => r.project.projectName);

let moderator: Person;
let reader: Person;
let pupil: Person;
let stranger: Person;
let elsewhere: Person;
let inviteId = '';

beforeAll(async () => {
  admin = adminFor(inject('stack'));
  await admin.db
    .doc(`Organisations/${ORG}`)
    .set({ name: 'Harbour School', adminId: 'nobody', isActive: true });
  moderator = await person('moderator', { [ORG]: ['moderator'] });
  pupil = await person('pupil', { [ORG]: ['member'] });
  stranger = await person('stranger');
  elsewhere = await person('elsewhere');

  actAs(moderator);
  for (const [k, name] of [
    ['harbour', 'Harbour Memories'],
    ['mill', 'Mill Voices'],
    ['quay', 'Quay Songs'],
  ] as const)
    await createProject(
      { projectKey: key(k), projectName: name, isPrivate: true, organisationId: ORG },
      moderator.uid,
    );
  await addPin(key('harbour'), 50.15, -5.07);
  await addPin(key('harbour'), 50.16, -5.06);
  // One published recording (approved, with its consent) and one still under review, which readers never get.
  const consent = consented(
    {
      consentedBy: 'Ann Teller',
      contributorUnder18: false,
      guardianName: '',
      uses: ['app'],
      licence: 'CC-BY-4.0',
    },
    key('harbour'),
  );
  await admin.db.doc(`Recordings/${key('rec')}`).set({
    ...recording(
      'The harbour at dawn',
      key('harbour'),
      1,
      'a1',
      null,
      { status: 'approved', reason: 'Good' },
      0,
    ),
  });
  await admin.db
    .doc(`Recordings/${key('rec-pending')}`)
    .set(recording('Not reviewed yet', key('harbour'), 2, 'a1', null, { status: 'pending' }, 0));
  const batch = admin.db.batch();
  for (const id of [key('rec'), key('rec-pending')]) writeConsent(batch, admin.db, id, consent);
  await batch.commit();
  inviteId = await createInvite({ projectId: key('harbour') });
  const quayInvite = await createInvite({ projectId: key('quay') });
  // The mill opens to a class group with the pupil in it.
  const group = await createGroup(ORG, 'Year 5');
  await setProjectGroups(key('mill'), ORG, [group]);
  await setGroupMembers(group, [pupil.uid], new Map([[pupil.uid, []]]));

  actAs(elsewhere);
  await acceptInvite(quayInvite);
  // The invitee: a fresh account accepting the harbour invite, as the invite page does.
  reader = await person('reader');
  await acceptInvite(inviteId);
});
afterAll(async () => {
  await Promise.all(people.map((p) => deleteApp(p.app)));
  await admin.close();
});

describe('Shared with me', () => {
  it('lists the project an invite gave a new account, and opens its pins and recordings', async () => {
    actAs(reader);
    const shared = await listSharedProjects(reader.uid);
    expect(names(shared)).toEqual(['Harbour Memories']);
    expect(shared[0]).toMatchObject({ accessLevel: 'read', direct: true, groups: [] });
    expect(await listPins(key('harbour'))).toHaveLength(2);
    expect((await listPublishedRecordings(key('harbour'))).map((r) => r.title)).toEqual([
      'The harbour at dawn',
    ]);
  });

  it('reads a published recording’s consent as public facts only, and never its private record', async () => {
    actAs(reader);
    const snap = await getDoc(doc(reader.db, `Recordings/${key('rec')}`));
    const consent = snap.get('consent') as Record<string, unknown>;
    expect(consent.uses).toEqual(['app']);
    for (const field of ['consentedBy', 'guardianName', 'recordedBy', 'recordedByName', 'withdrawnReason'])
      expect(consent).not.toHaveProperty(field);
    await expect(getDoc(doc(reader.db, consentRecordPath(key('rec'))))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    // The project's moderator, who manages it, reads who consented.
    actAs(moderator);
    expect(await getConsentRecord(key('rec'))).toMatchObject({
      consentedBy: 'Ann Teller',
      project: key('harbour'),
    });
  });

  it('lists a private project opened to a group the person is in, found by memberIds', async () => {
    actAs(pupil);
    const shared = await listSharedProjects(pupil.uid);
    expect(names(shared)).toEqual(['Mill Voices']);
    expect(shared[0]!.groups).toEqual(['Year 5']);
    await expect(listPins(key('mill'))).resolves.toEqual([]);
  });

  it('is empty for a fresh account, and never shows a project shared with someone else', async () => {
    actAs(stranger);
    expect(await listSharedProjects(stranger.uid)).toEqual([]);
    actAs(elsewhere);
    expect(names(await listSharedProjects(elsewhere.uid))).toEqual(['Quay Songs']);
    expect(await getSharedProject(elsewhere.uid, key('harbour'))).toBeNull();
    await expect(listPins(key('harbour'))).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it("refuses to list another person's shared projects", async () => {
    actAs(stranger);
    await expect(listSharedProjects(reader.uid)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('accepting again changes nothing and the project is listed once', async () => {
    actAs(reader);
    expect(await acceptInvite(inviteId)).toBe(false);
    expect(names(await listSharedProjects(reader.uid))).toEqual(['Harbour Memories']);
  });
});

import { deleteApp, type FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newDeletionJob } from '../../functions/src/projects/plan';
import { adminFor } from '../../scripts/seed/admin';
import { userRecord } from '../../scripts/seed/users';
import { acceptInvite, createInvite } from '../../src/features/invites/service';
import {
  createProject,
  deleteProject,
  getProject,
  isProjectKeyTaken,
  startProjectDeletion,
} from '../../src/features/projects/service';
import { keyTakenMessage } from '../../src/features/projects/project-form';
import { createAccountOrSignIn } from '../../src/features/session/service';
import { setFirebaseForTests } from '../../src/lib/firebase';
import { emulatorClient } from '../support/client';

/**
 * Deleting a project on the server: only those the rules let delete it may start it; it takes the
 * project's access records and invites with it, so a new project given the same key inherits nothing; and a
 * deletion whose task was lost (a crashed process) is picked up again by the sweep and finished.
 */
interface Person {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  uid: string;
}
const run = Date.now().toString(36);
const ORG = `pd-org-${run}`;
let stack: ReturnType<typeof inject<'stack'>>;
let admin: ReturnType<typeof adminFor>;
const people: Person[] = [];

async function person(who: string, roles: string[]): Promise<Person> {
  const { app, auth, db } = await emulatorClient(`pd-${who}-${run}`);
  setFirebaseForTests({ db, auth });
  const email = `pd-${who}-${run}@example.test`;
  const user = await createAccountOrSignIn(email, 'secret-123', who);
  await admin.db
    .doc(`Users/${user.uid}`)
    .set(userRecord({ uid: user.uid, email, name: who }, roles, new Date(), {}, ORG));
  const p = { app, auth, db, uid: user.uid };
  people.push(p);
  return p;
}
const actAs = (p: Person) => setFirebaseForTests({ db: p.db, auth: p.auth });

/** Pins as the app writes them (the pin editor's fields), straight into the project. */
async function addPins(projectKey: string, n: number) {
  const writer = admin.db.bulkWriter();
  for (let i = 0; i < n; i++)
    void writer.set(admin.db.doc(`Pins/${projectKey}-pin${i}`), {
      pinKey: `${projectKey}-pin${i}`,
      project: projectKey,
      pinType: 'standard',
      location: { geoPoint: { lat: 51.5, long: -0.1 } },
    });
  await writer.close();
}
const countWhere = async (collection: string, field: string, value: string) =>
  (await admin.db.collection(collection).where(field, '==', value).count().get()).data().count;

let owner: Person;
let moderator: Person;
let otherAdmin: Person;
let reader: Person;

beforeAll(async () => {
  stack = inject('stack');
  admin = adminFor(stack);
  owner = await person('owner', ['moderator']);
  moderator = await person('colleague', ['moderator']);
  otherAdmin = await person('other-admin', []);
  await admin.db
    .doc(`Users/${otherAdmin.uid}`)
    .set(
      userRecord(
        { uid: otherAdmin.uid, email: 'x@example.test', name: 'x' },
        ['organisationAdmin'],
        new Date(),
        {},
        `${ORG}-other`,
      ),
    );
  reader = await person('reader', ['member']);
});
afterAll(async () => {
  await admin.close();
  await Promise.all(people.map((p) => deleteApp(p.app)));
});

describe('deleting a project on the server', () => {
  it('is refused to a colleague who does not own it and to another organisation’s admin; nothing goes', async () => {
    const key = `pd-refused-${run}`;
    actAs(owner);
    await createProject(
      { projectKey: key, projectName: 'Refused', isPrivate: true, organisationId: ORG },
      owner.uid,
    );
    await addPins(key, 3);
    for (const p of [moderator, otherAdmin]) {
      actAs(p);
      await expect(startProjectDeletion(key)).rejects.toThrow('You may not delete this project');
    }
    expect(await countWhere('Pins', 'project', key)).toBe(3);
    expect((await admin.db.doc(`Projects/${key}`).get()).exists).toBe(true);
    expect((await admin.db.doc(`projectDeletions/${key}`).get()).exists).toBe(false);
  });

  it('is refused to a stranger who signed up a minute ago (no user record) and to nobody signed in', async () => {
    const key = `pd-stranger-${run}`;
    actAs(owner);
    await createProject(
      { projectKey: key, projectName: 'Mine', isPrivate: false, organisationId: ORG },
      owner.uid,
    );
    const { app, auth, db } = await emulatorClient(`pd-stranger-${run}`);
    people.push({ app, auth, db, uid: '' });
    setFirebaseForTests({ db, auth });
    await createAccountOrSignIn(`pd-stranger-${run}@example.test`, 'secret-123', 'Stranger');
    await expect(startProjectDeletion(key)).rejects.toThrow('You may not delete this project');
    await auth.signOut();
    await expect(startProjectDeletion(key)).rejects.toThrow('Sign in first');
    expect((await admin.db.doc(`Projects/${key}`).get()).exists).toBe(true);
  });

  it('takes the access records and invites along, so a new project with the same key inherits nothing', async () => {
    const key = `pd-reused-${run}`;
    actAs(owner);
    await createProject(
      { projectKey: key, projectName: 'Harbour', isPrivate: true, organisationId: ORG },
      owner.uid,
    );
    await addPins(key, 5);
    const inviteId = await createInvite({ projectId: key });
    actAs(reader);
    expect(await acceptInvite(inviteId)).toBe(true);
    expect(await countWhere('ProjectAccess', 'project_id', key)).toBe(1);

    actAs(owner);
    await deleteProject(key);
    expect(await getProject(key)).toBeNull();
    expect(await countWhere('Pins', 'project', key)).toBe(0);
    expect(await countWhere('ProjectAccess', 'project_id', key)).toBe(0);
    expect(await countWhere('invites', 'project_id', key)).toBe(0);
    expect((await admin.db.doc(`projectDeletions/${key}`).get()).data()).toMatchObject({
      status: 'done',
      pinsTotal: 5,
      pinsDeleted: 5,
      requestedBy: owner.uid,
    });
    const logged = await admin.db
      .collection('history')
      .where('kind', '==', 'project-deleted')
      .where('target.id', '==', key)
      .get();
    expect(logged.docs.map((d) => d.data())).toMatchObject([
      {
        organisationId: ORG,
        actorUid: owner.uid,
        summary: 'Deleted the project “Harbour” with its 5 pins',
        target: { collection: 'Projects', id: key, label: 'Harbour' },
      },
    ]);

    // Nobody registers the key again, not even its old owner: its recordings still name it.
    for (const who of [moderator, owner]) {
      actAs(who);
      expect(await isProjectKeyTaken(key)).toBe(true);
      await expect(
        createProject(
          { projectKey: key, projectName: 'Not yours', isPrivate: true, organisationId: ORG },
          who.uid,
        ),
      ).rejects.toThrow(keyTakenMessage(key));
    }
    expect(await getProject(key)).toBeNull();
    actAs(reader);
    // The invite went with the old project: the link is refused as unknown, not by some other failure.
    await expect(acceptInvite(inviteId)).rejects.toThrow('Invalid or expired access code');
    expect(await countWhere('ProjectAccess', 'project_id', key)).toBe(0);
  });

  it('a deletion whose task was lost is found by the sweep and finished, counting every pin once', async () => {
    const key = `pd-stalled-${run}`;
    actAs(owner);
    await createProject(
      { projectKey: key, projectName: 'Stalled', isPrivate: false, organisationId: ORG },
      owner.uid,
    );
    await addPins(key, 450);
    // As the server records a started deletion, then the process died before any step ran.
    const started = new Date(Date.now() - 5 * 60_000);
    await admin.db.doc(`projectDeletions/${key}`).set(
      newDeletionJob({
        projectId: key,
        project: { projectName: 'Stalled', organisationId: ORG },
        requestedBy: owner.uid,
        pinsTotal: 450,
        now: started,
      }),
    );
    const deadline = Date.now() + 60_000;
    for (;;) {
      const job = (await admin.db.doc(`projectDeletions/${key}`).get()).data();
      if (job?.status === 'done') break;
      if (Date.now() > deadline)
        throw new Error(`the sweep did not finish the deletion: ${JSON.stringify(job)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(await countWhere('Pins', 'project', key)).toBe(0);
    expect((await admin.db.doc(`Projects/${key}`).get()).exists).toBe(false);
    expect((await admin.db.doc(`projectDeletions/${key}`).get()).get('pinsDeleted')).toBe(450);
  }, 90_000);
});

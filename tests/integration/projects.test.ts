import { deleteApp, type FirebaseApp } from 'firebase/app';
import { type Auth } from 'firebase/auth';
import { type Firestore } from 'firebase/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFor } from '../../scripts/seed/admin';
import { zBudget } from '../../src/features/projects/budget';
import {
  createProject,
  deleteProject,
  getProject,
  isProjectKeyTaken,
  listVisibleProjects,
  readProjectAsVisitor,
  updateProject,
} from '../../src/features/projects/service';
import type { SessionUser } from '../../src/features/session/model';
import type { Role } from '../../src/kernel/roles';
import { createAccountOrSignIn } from '../../src/features/session/service';
import { setFirebaseForTests } from '../../src/lib/firebase';
import { emulatorClient } from '../support/client';

/**
 * The project service against the emulators under the real rules: who sees which projects, creating with the
 * defaults, refusing a taken key, updating and deleting with the project's pins. Each person is their own
 * Firebase app; ids carry this run's suffix because the stack's project is shared with other files.
 */
interface Person {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  uid: string;
}
const run = Date.now().toString(36);
const ORG = `org-${run}`;
const OTHER = `org2-${run}`;
const key = (name: string) => `${name}-${run}`;
let stack: ReturnType<typeof inject<'stack'>>;
let admin: ReturnType<typeof adminFor>;
const people: Person[] = [];

async function person(name: string, roles: Record<string, Role[]>, extra: object = {}): Promise<Person> {
  const { app, auth, db } = await emulatorClient(`${name}-${run}`);
  setFirebaseForTests({ db, auth });
  const user = await createAccountOrSignIn(`${name}-${run}@example.test`, 'secret-123', name);
  await admin.db.doc(`Users/${user.uid}`).set(
    {
      userKey: user.uid,
      email: `${name}-${run}@example.test`,
      displayName: name,
      Organisations: Object.fromEntries(
        Object.entries(roles).map(([org, r]) => [org, { organisationId: org, roles: r, groupIds: [] }]),
      ),
      ...extra,
    },
    { merge: true },
  );
  // The organisation's members list, as joining writes it: an admin finds the owners to look at here.
  for (const [org, r] of Object.entries(roles))
    await admin.db
      .doc(`Organisations/${org}/members/${user.uid}`)
      .set({ userKey: user.uid, organisationId: org, roles: r, groupIds: [] });
  const p = { app, auth, db, uid: user.uid };
  people.push(p);
  return p;
}
const actAs = (p: Person) => setFirebaseForTests({ db: p.db, auth: p.auth });
const session = (
  p: Person,
  role: Role,
  orgs: Record<string, Role[]>,
  access: string[] = [],
): SessionUser => ({
  userId: p.uid,
  email: '',
  displayName: '',
  userRole: role,
  organisations: Object.fromEntries(
    Object.entries(orgs).map(([org, roles]) => [org, { organisationId: org, roles }]),
  ),
  projectAdminAccess: access,
  isAuthor: false,
});

let moderator: Person;
let otherModerator: Person;
let orgAdmin: Person;
let projectAdmin: Person;
let superAdmin: Person;
let outsider: Person;

beforeAll(async () => {
  stack = inject('stack');
  admin = adminFor(stack);
  moderator = await person('moderator', { [ORG]: ['moderator'] });
  otherModerator = await person('moderator2', { [ORG]: ['moderator'] });
  orgAdmin = await person('orgadmin', { [ORG]: ['organisationAdmin'] });
  projectAdmin = await person('projadmin', {}, { projectAdminAccess: [key('p-mod')] });
  superAdmin = await person('super', {});
  outsider = await person('outsider', { [OTHER]: ['moderator'] });
});
afterAll(async () => {
  await Promise.all(people.map((p) => deleteApp(p.app)));
  await admin.close();
});

describe('creating projects', () => {
  it('creates a project with the spec defaults, owned by its creator', async () => {
    actAs(moderator);
    expect(await isProjectKeyTaken(key('p-mod'))).toBe(false);
    await createProject(
      { projectKey: key('p-mod'), projectName: 'Harbour', isPrivate: true, organisationId: ORG },
      moderator.uid,
    );
    const saved = await getProject(key('p-mod'));
    expect(saved).toMatchObject({
      id: key('p-mod'),
      projectName: 'Harbour',
      projectOwnerUserKey: moderator.uid,
      isPrivate: true,
      isAvailable: true,
      isResponseEnabled: false,
      audioSize: 0,
      tags: { subjectTag: [], contentTag: '' },
      config: { locationInfo: true, authorInfo: true, recordingInfo: true, uploadFields: true, password: '' },
      transitAlbumKey: '',
      pins: [],
      groupIds: [],
      isQREnabled: false,
      organisationId: ORG,
    });
    await createProject(
      { projectKey: key('p-mod2'), projectName: 'Abbey', isPrivate: false, organisationId: ORG },
      moderator.uid,
    );
    actAs(otherModerator);
    await createProject(
      { projectKey: key('p-other-mod'), projectName: 'Canal', isPrivate: true, organisationId: ORG },
      otherModerator.uid,
    );
    actAs(outsider);
    await createProject(
      { projectKey: key('p-outside'), projectName: 'Elsewhere', isPrivate: true, organisationId: OTHER },
      outsider.uid,
    );
  });

  it('refuses a key that is taken, even when the project is private to someone else', async () => {
    actAs(otherModerator);
    await expect(
      createProject(
        { projectKey: key('p-mod2'), projectName: 'Again', isPrivate: false, organisationId: ORG },
        otherModerator.uid,
      ),
    ).rejects.toThrow(`The key “${key('p-mod2')}” is already taken; choose another`);
    actAs(outsider);
    expect(await isProjectKeyTaken(key('p-mod'))).toBe(true);
    await expect(
      createProject(
        { projectKey: key('p-mod'), projectName: 'Mine now', isPrivate: false, organisationId: OTHER },
        outsider.uid,
      ),
    ).rejects.toThrow('already taken');
    actAs(moderator);
    expect((await getProject(key('p-mod')))?.projectName).toBe('Harbour');
  });
});

describe('who sees which projects', () => {
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id).filter((id) => id.endsWith(run));

  it('a moderator sees their own', async () => {
    actAs(moderator);
    const rows = await listVisibleProjects(session(moderator, 'moderator', { [ORG]: ['moderator'] }), ORG);
    expect(ids(rows)).toEqual([key('p-mod2'), key('p-mod')]); // Abbey, Harbour: by name
  });
  it('an organisation admin sees the projects of the organisation’s moderators and admins', async () => {
    actAs(orgAdmin);
    const rows = await listVisibleProjects(
      session(orgAdmin, 'organisationAdmin', { [ORG]: ['organisationAdmin'] }),
      ORG,
    );
    expect(ids(rows)).toEqual([key('p-mod2'), key('p-other-mod'), key('p-mod')]);
  });
  it('a project admin sees the projects given to them', async () => {
    actAs(projectAdmin);
    const rows = await listVisibleProjects(session(projectAdmin, 'projectAdmin', {}, [key('p-mod')]), null);
    expect(ids(rows)).toEqual([key('p-mod')]);
  });
  it('a moderator of another organisation sees only theirs', async () => {
    actAs(outsider);
    const rows = await listVisibleProjects(session(outsider, 'moderator', { [OTHER]: ['moderator'] }), OTHER);
    expect(ids(rows)).toEqual([key('p-outside')]);
  });
  it('a super admin sees them all', async () => {
    await admin.db
      .doc('SuperAdmins/ids')
      .set({ userKeys: FieldValue.arrayUnion(superAdmin.uid) }, { merge: true });
    actAs(superAdmin);
    const rows = await listVisibleProjects(session(superAdmin, 'superAdmin', {}), null);
    expect(ids(rows)).toEqual([key('p-mod2'), key('p-other-mod'), key('p-outside'), key('p-mod')]);
  });
});

describe('the public forms view', () => {
  it('tells a missing project from a private one', async () => {
    actAs(outsider);
    expect(await readProjectAsVisitor(key('nothing'))).toEqual({ status: 'missing' });
    expect(await readProjectAsVisitor(key('p-mod'))).toEqual({ status: 'private' });
    expect((await readProjectAsVisitor(key('p-mod2'))).status).toBe('ok');
  });
});

describe('changing and deleting', () => {
  it('updates fields, budget and form fields, keeping pins unique', async () => {
    actAs(moderator);
    const budget = zBudget.parse({
      facilitatorRatePence: 2500,
      facilitatorHundredthHours: 300,
      facilitators: 2,
    });
    await updateProject(key('p-mod'), {
      projectName: 'Harbour Memories',
      isQREnabled: true,
      icon: 'https://example.test/icon.png',
      tags: { subjectTag: ['boats'], contentTag: 'Family' },
      pins: ['a', 'b', 'a'],
      budget,
      formFields: [{ key: 'age', label: 'Age', type: 'select', required: true, options: ['Child', 'Adult'] }],
    });
    const saved = await getProject(key('p-mod'));
    expect(saved).toMatchObject({
      projectName: 'Harbour Memories',
      isQREnabled: true,
      icon: 'https://example.test/icon.png',
      tags: { subjectTag: ['boats'], contentTag: 'Family' },
      pins: ['a', 'b'],
      budget,
      formFields: [{ key: 'age', type: 'select', options: ['Child', 'Adult'] }],
    });
  });
  it('refuses an update from someone who does not manage the project', async () => {
    actAs(outsider);
    await expect(updateProject(key('p-mod'), { projectName: 'Hijacked' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
  it('deletes the project and all its pins, past one batch of 450', async () => {
    const batch = admin.db.batch();
    for (let i = 0; i < 460; i += 1)
      batch.set(admin.db.doc(`Pins/${key(`pin${i}`)}`), {
        pinKey: key(`pin${i}`),
        project: key('p-mod'),
        pinType: 'standard',
        location: { geoPoint: { lat: 51.5, long: -0.1 } },
      });
    await batch.commit();
    await admin.db.doc(`Pins/${key('keep')}`).set({
      pinKey: key('keep'),
      project: key('p-mod2'),
      location: { geoPoint: { lat: 51.5, long: -0.1 } },
    });
    actAs(moderator);
    await deleteProject(key('p-mod'));
    expect(await getProject(key('p-mod'))).toBeNull();
    const left = await admin.db.collection('Pins').where('project', '==', key('p-mod')).count().get();
    expect(left.data().count).toBe(0);
    expect((await admin.db.doc(`Pins/${key('keep')}`).get()).exists).toBe(true);
    // A deleted key is never reissued (security review): its deletion record keeps it taken.
    expect(await isProjectKeyTaken(key('p-mod'))).toBe(true);
  });
});

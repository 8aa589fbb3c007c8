import { deleteApp, type FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PROJECT_TRIES, TRIES } from '../../functions/src/projects/password-check';
import { adminFor } from '../../scripts/seed/admin';
import { userRecord } from '../../scripts/seed/users';
import { addProjectAccess } from '../../src/features/organisations/project-access-service';
import { PROJECT_PRIVATE_CONFIG } from '../../src/features/projects/model';
import {
  createProject,
  getProject,
  getProjectPassword,
  listVisibleProjects,
  updateProject,
  type ProjectRow,
} from '../../src/features/projects/service';
import type { Role } from '../../src/kernel/roles';
import type { SessionUser } from '../../src/features/session/model';
import { createAccountOrSignIn } from '../../src/features/session/service';
import { setFirebaseForTests } from '../../src/lib/firebase';
import { emulatorClient } from '../support/client';

/**
 * A project's password through the app's own services and the checkProjectPassword function, against the real
 * rules: it is saved apart from the project, read back by its managers only, and a visitor's typed password
 * is checked on the server without the password ever coming back. And who sees which project through
 * listVisibleProjects: an organisation admin the moderators' projects, a moderator their own.
 */
interface Person {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  uid: string;
  roles: Record<string, Role[]>;
}
const run = Date.now().toString(36);
const ORG = `pw-org-${run}`;
const OTHER = `pw-other-${run}`;
let stack: ReturnType<typeof inject<'stack'>>;
let admin: ReturnType<typeof adminFor>;
const people: Person[] = [];

/** An account with its Users record and its members mirror entries, as joining writes them. */
async function person(who: string, roles: Record<string, Role[]>): Promise<Person> {
  const { app, auth, db } = await emulatorClient(`pw-${who}-${run}`);
  setFirebaseForTests({ db, auth });
  const email = `pw-${who}-${run}@example.test`;
  const user = await createAccountOrSignIn(email, 'secret-123', who);
  const now = new Date();
  const orgs = Object.entries(roles);
  const records = orgs.map(([org, r]) => userRecord({ uid: user.uid, email, name: who }, r, now, {}, org));
  const record = { ...records[0]!, Organisations: Object.assign({}, ...records.map((r) => r.Organisations)) };
  await admin.db.doc(`Users/${user.uid}`).set(record);
  for (const [org] of orgs)
    await admin.db.doc(`Organisations/${org}/members/${user.uid}`).set(record.Organisations[org]);
  const p = { app, auth, db, uid: user.uid, roles };
  people.push(p);
  return p;
}
const actAs = (p: Person) => setFirebaseForTests({ db: p.db, auth: p.auth });
const sessionOf = (p: Person, role: SessionUser['userRole']): SessionUser => ({
  userId: p.uid,
  email: `${p.uid}@example.test`,
  displayName: p.uid,
  userRole: role,
  organisations: Object.fromEntries(
    Object.entries(p.roles).map(([org, roles]) => [org, { organisationId: org, name: org, roles }]),
  ),
  projectAdminAccess: [],
  isAuthor: false,
});

const endpoint = () => `${stack.emailEndpoint.replace(/\/sendEmail$/, '')}/checkProjectPassword`;
/** A visitor typing a password: signed out (counted by address) or signed in as `as` (counted by account). */
async function tryPassword(projectId: string, password: string, as?: Person, forwardedFor?: string) {
  const token = as ? await as.auth.currentUser!.getIdToken() : null;
  const res = await fetch(endpoint(), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ projectId, password }),
  });
  return { status: res.status, text: await res.text() };
}

let owner: Person;
let colleague: Person;
let orgAdmin: Person;
let otherModerator: Person;
let reader: Person;
const KEY = `pw-harbour-${run}`;
const PASSWORD = `sea-shanty-${run}`;

beforeAll(async () => {
  stack = inject('stack');
  admin = adminFor(stack);
  owner = await person('owner', { [ORG]: ['moderator'] });
  colleague = await person('colleague', { [ORG]: ['moderator'] });
  orgAdmin = await person('admin', { [ORG]: ['organisationAdmin'] });
  otherModerator = await person('other-mod', { [OTHER]: ['moderator'] });
  reader = await person('reader', { [ORG]: ['member'] });
  actAs(owner);
  await createProject(
    { projectKey: KEY, projectName: 'Harbour', isPrivate: true, organisationId: ORG },
    owner.uid,
  );
  const saved = (await getProject(KEY))!;
  await updateProject(KEY, { config: { ...saved.config, password: PASSWORD } });
  expect(await addProjectAccess(KEY, reader.uid)).toBe(true);
});
afterAll(async () => {
  await admin.close();
  await Promise.all(people.map((p) => deleteApp(p.app)));
});

describe('the project password', () => {
  it('is saved apart from the project, which keeps an empty one', async () => {
    expect((await admin.db.doc(`Projects/${KEY}`).get()).get('config.password')).toBe('');
    expect((await admin.db.doc(PROJECT_PRIVATE_CONFIG(KEY)).get()).get('password')).toBe(PASSWORD);
  });

  it('is read back by the owner and the organisation’s admin', async () => {
    for (const p of [owner, orgAdmin]) {
      actAs(p);
      expect(await getProjectPassword((await getProject(KEY))!)).toBe(PASSWORD);
    }
  });

  it('is refused to a member with access, a fellow moderator and another organisation’s moderator', async () => {
    const project: ProjectRow = {
      ...(await admin.db.doc(`Projects/${KEY}`).get()).data(),
      id: KEY,
    } as ProjectRow;
    for (const p of [reader, colleague, otherModerator]) {
      actAs(p);
      await expect(getProjectPassword(project)).rejects.toMatchObject({ code: 'permission-denied' });
    }
  });

  it('opens the project only for the right password, and the answer never holds the password', async () => {
    const wrong = await tryPassword(KEY, 'sea');
    expect(wrong).toEqual({ status: 200, text: JSON.stringify({ ok: true, open: false }) });
    const right = await tryPassword(KEY, PASSWORD);
    expect(right).toEqual({ status: 200, text: JSON.stringify({ ok: true, open: true }) });
    expect((await tryPassword(`pw-missing-${run}`, PASSWORD)).status).toBe(404);
  });

  it('makes a visitor who keeps guessing wait, without locking out anyone else', async () => {
    const key = `pw-guessed-${run}`;
    actAs(owner);
    await createProject(
      { projectKey: key, projectName: 'Guessed', isPrivate: false, organisationId: ORG },
      owner.uid,
    );
    const saved = (await getProject(key))!;
    await updateProject(key, { config: { ...saved.config, password: PASSWORD } });
    for (let i = 0; i < TRIES.max; i++) expect((await tryPassword(key, `guess-${i}`)).status).toBe(200);
    const locked = await tryPassword(key, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.text).not.toContain(PASSWORD);
    // A signed-in visitor is counted by their own account.
    expect((await tryPassword(key, PASSWORD, reader)).text).toBe(JSON.stringify({ ok: true, open: true }));
  });

  /** A public project of the owner's with the password set, for one guessing case. */
  async function guessedProject(name: string) {
    const key = `pw-${name}-${run}`;
    actAs(owner);
    await createProject(
      { projectKey: key, projectName: name, isPrivate: false, organisationId: ORG },
      owner.uid,
    );
    const saved = (await getProject(key))!;
    await updateProject(key, { config: { ...saved.config, password: PASSWORD } });
    return key;
  }

  it('does not give a signed-out guesser more tries for a changed X-Forwarded-For header', async () => {
    const key = await guessedProject('forwarded');
    for (let i = 0; i < TRIES.max; i++)
      expect((await tryPassword(key, `guess-${i}`, undefined, '198.51.100.1')).status).toBe(200);
    expect((await tryPassword(key, 'guess-again', undefined, '198.51.100.2')).status).toBe(429);
    expect((await tryPassword(key, 'guess-again', undefined, '198.51.100.3, 198.51.100.4')).status).toBe(429);
  });

  it('stops taking tries from anyone once the project has had its wrong tries, whatever the accounts', async () => {
    const key = await guessedProject('everyone');
    const guessers: (Person | undefined)[] = [undefined, reader, colleague];
    let made = 0;
    for (const who of guessers)
      for (let i = 0; i < TRIES.max && made < PROJECT_TRIES.max; i++, made++)
        expect((await tryPassword(key, `guess-${made}`, who)).status).toBe(200);
    expect(made).toBe(PROJECT_TRIES.max);
    // A fresh account, and even the right password: the project takes no tries for now.
    expect((await tryPassword(key, 'one-more', otherModerator)).status).toBe(429);
    const right = await tryPassword(key, PASSWORD, orgAdmin);
    expect(right.status).toBe(429);
    expect(right.text).not.toContain(PASSWORD);
  });
});

describe('who sees which project', () => {
  it('the organisation admin sees the moderators’ projects; a fellow moderator does not', async () => {
    actAs(colleague);
    await createProject(
      { projectKey: `pw-colleague-${run}`, projectName: 'Colleague', isPrivate: true, organisationId: ORG },
      colleague.uid,
    );
    actAs(orgAdmin);
    const seen = (await listVisibleProjects(sessionOf(orgAdmin, 'organisationAdmin'), ORG)).map((p) => p.id);
    expect(seen).toEqual(expect.arrayContaining([KEY, `pw-colleague-${run}`]));
    actAs(colleague);
    const own = (await listVisibleProjects(sessionOf(colleague, 'moderator'), ORG)).map((p) => p.id);
    expect(own).toEqual([`pw-colleague-${run}`]);
  });

  it('a moderator demoted to member drops out of the admin’s list', async () => {
    const record = (await admin.db.doc(`Users/${colleague.uid}`).get()).data()!;
    record.Organisations[ORG].roles = ['member'];
    await admin.db.doc(`Users/${colleague.uid}`).set(record);
    await admin.db.doc(`Organisations/${ORG}/members/${colleague.uid}`).set(record.Organisations[ORG]);
    actAs(orgAdmin);
    const seen = (await listVisibleProjects(sessionOf(orgAdmin, 'organisationAdmin'), ORG)).map((p) => p.id);
    expect(seen).toContain(KEY);
    expect(seen).not.toContain(`pw-colleague-${run}`);
  });
});

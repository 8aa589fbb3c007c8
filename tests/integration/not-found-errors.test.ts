import { deleteApp, type FirebaseApp } from 'firebase/app';
import { signOut, type Auth } from 'firebase/auth';
import { type Firestore } from 'firebase/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFor } from '../../scripts/seed/admin';
import { createAccessCode, joinWithCode } from '../../src/features/access-codes/service';
import {
  createGroup,
  deleteGroup,
  renameGroup,
  setGroupMembers,
} from '../../src/features/organisations/groups-service';
import { removeMember } from '../../src/features/organisations/removal-service';
import { registerOrganisation } from '../../src/features/organisations/service';
import { listMembers } from '../../src/features/organisations/reads';
import { createAccountOrSignIn } from '../../src/features/session/service';
import { ERRORS } from '../../src/lib/errors';
import { setFirebaseForTests } from '../../src/lib/firebase';
import { emulatorClient } from '../support/client';
import { openMembership } from '../support/open-membership';

/**
 * The catalogue's "User not found" and "Group not found", where they arise: a group deleted in another tab
 * while the admin still has it on screen, a member whose record went while a super admin removes them, and a
 * service asked for by nobody signed in. Each must say the catalogue's words, not a bare permission error.
 */
interface Person {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  uid: string;
}
const people: Person[] = [];
const run = Date.now().toString(36);
let admin: ReturnType<typeof adminFor>;

async function person(name: string): Promise<Person> {
  const { app, auth, db } = await emulatorClient(`nf-${name}-${run}`);
  setFirebaseForTests({ db, auth });
  const user = await createAccountOrSignIn(`nf-${name}-${run}@example.test`, 'secret-123', name);
  const p = { app, auth, db, uid: user.uid };
  people.push(p);
  return p;
}
const actAs = (p: Person) => setFirebaseForTests({ db: p.db, auth: p.auth });

let orgAdmin: Person;
let orgId = '';

beforeAll(async () => {
  admin = adminFor(inject('stack'));
  orgAdmin = await person('admin');
  orgId = await registerOrganisation({ name: 'Not Found School', type: 'school', description: '' });
  await openMembership(orgId);
});
afterAll(async () => {
  await Promise.all(people.map((p) => deleteApp(p.app)));
  await admin.close();
});

describe('Group not found', () => {
  it('a group deleted meanwhile is named as such when renamed, filled or deleted again', async () => {
    actAs(orgAdmin);
    const group = await createGroup(orgId, 'Year 7');
    const groupsNow = async () => new Map((await listMembers(orgId)).map((m) => [m.userKey, m.groupIds]));
    await deleteGroup(group, await groupsNow());
    await expect(renameGroup(group, 'Year 8')).rejects.toThrow(ERRORS.groupNotFound);
    await expect(setGroupMembers(group, [orgAdmin.uid], await groupsNow())).rejects.toThrow(
      ERRORS.groupNotFound,
    );
    await expect(deleteGroup(group, await groupsNow())).rejects.toThrow(ERRORS.groupNotFound);
    // Nothing was brought back by the refused writes.
    expect((await admin.db.doc(`groups/${group}`).get()).exists).toBe(false);
  });
});

describe('User not found', () => {
  it('a super admin removing a member whose record is already gone is told so', async () => {
    actAs(orgAdmin);
    const code = await createAccessCode({ organisationId: orgId, role: 'member' });
    const pupil = await person('pupil');
    await joinWithCode(code);
    const boss = await person('boss');
    // Added to the list, never replacing it: other files share this emulator project.
    await admin.db.doc('SuperAdmins/ids').set({ userKeys: FieldValue.arrayUnion(boss.uid) }, { merge: true });
    const member = (await listMembers(orgId)).find((m) => m.userKey === pupil.uid)!;
    expect(member).toBeDefined();
    await admin.db.doc(`Users/${pupil.uid}`).delete();
    await expect(removeMember(orgId, member, true)).rejects.toThrow(ERRORS.userNotFound);
    // The member entry is still there for another try: nothing was half-removed.
    expect((await admin.db.doc(`Organisations/${orgId}/members/${pupil.uid}`).get()).exists).toBe(true);
  });

  it('a service that acts as the signed-in person says so when nobody is signed in', async () => {
    const nobody = await person('nobody');
    await signOut(nobody.auth);
    actAs(nobody);
    await expect(
      registerOrganisation({ name: 'Ghost School', type: 'school', description: '' }),
    ).rejects.toThrow(ERRORS.userNotFound);
    await expect(joinWithCode('ABCDEFGH')).rejects.toThrow(ERRORS.userNotFound);
  });
});

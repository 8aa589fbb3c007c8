import { deleteApp, type FirebaseApp } from 'firebase/app';
import { signOut, type Auth } from 'firebase/auth';
import { doc, getDoc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFor } from '../../scripts/seed/admin';
import {
  createAccessCode,
  createTemporaryMember,
  joinWithCode,
} from '../../src/features/access-codes/service';
import { listGeneratedCodes } from '../../src/features/access-codes/reads';
import { inviteByEmail } from '../../src/features/invites/service';
import {
  createGroup,
  setGroupMembers,
  setProjectGroups,
} from '../../src/features/organisations/groups-service';
import { removeMember } from '../../src/features/organisations/removal-service';
import { registerOrganisation } from '../../src/features/organisations/service';
import { listMembers } from '../../src/features/organisations/reads';
import { newProjectFields } from '../../src/features/projects/model';
import { createAccountOrSignIn } from '../../src/features/session/service';
import { env } from '../../src/lib/env';
import { ERRORS } from '../../src/lib/errors';
import { setFirebaseForTests } from '../../src/lib/firebase';
import { openMembership } from '../support/open-membership';
import { emulatorClient } from '../support/client';

/**
 * The membership services end to end against the emulators under the real rules: each person is their own
 * Firebase app (like their own browser), and the services run as whoever is "at the keyboard".
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
let stack: ReturnType<typeof inject<'stack'>>;

async function person(name: string): Promise<Person> {
  const { app, auth, db } = await emulatorClient(`${name}-${run}`);
  setFirebaseForTests({ db, auth });
  const email = `${name}-${run}@example.test`;
  const user = await createAccountOrSignIn(email, 'secret-123', name);
  const p = { app, auth, db, uid: user.uid, email };
  people.push(p);
  return p;
}
const actAs = (p: Person) => setFirebaseForTests({ db: p.db, auth: p.auth });

beforeAll(() => {
  stack = inject('stack');
  env.VITE_EMAIL_ENDPOINT = stack.emailEndpoint;
});
afterAll(async () => {
  await Promise.all(people.map((p) => deleteApp(p.app)));
});

async function mailTo(address: string) {
  const response = await fetch(`${stack.mailUrl}/messages`);
  const messages = (await response.json()) as { to: string[]; subject: string; text: string }[];
  return messages.filter((m) => m.to.some((t) => t.includes(address)));
}

describe('registering, inviting and joining', () => {
  let admin: Person;
  let orgId: string;
  let classCode = '';

  it('registers an organisation with default settings and an admin membership, atomically', async () => {
    admin = await person('admin');
    orgId = await registerOrganisation({ name: 'Hillside School', type: 'school', description: '' });
    const org = (await getDoc(doc(admin.db, 'Organisations', orgId))).data()!;
    expect(org.settings).toEqual({ allowAnonymousMembers: false, requireApproval: true });
    expect(org.adminId).toBe(admin.uid);
    const user = (await getDoc(doc(admin.db, 'Users', admin.uid))).data()!;
    expect(user.Organisations[orgId].roles).toEqual(['organisationAdmin']);
    const members = await listMembers(orgId);
    expect(members.map((m) => [m.userKey, m.roles])).toEqual([[admin.uid, ['organisationAdmin']]]);
    await openMembership(orgId);
    // The file's first sign-up is slow on a cold emulator (about 20 s of this test, measured), more under load.
  }, 120_000);

  it('signs in the existing account when registering with a known e-mail', async () => {
    const again = await createAccountOrSignIn(admin.email, 'secret-123', 'admin');
    expect(again.uid).toBe(admin.uid);
    await expect(createAccountOrSignIn(admin.email, 'wrong-pass', 'admin')).rejects.toThrow(
      ERRORS.incorrectPassword,
    );
  });

  it('invites a moderator by e-mail; the code is personal, lasts 7 days and the mail arrives', async () => {
    actAs(admin);
    const invited = `teacher-${run}@example.test`;
    const { code, emailError } = await inviteByEmail({
      organisationId: orgId,
      email: invited,
      role: 'moderator',
    });
    expect(emailError).toBeNull();
    // The e-mailed code is the full generated id, not an 8-character class code.
    expect(code).toMatch(/^[A-Za-z0-9]{20}$/);
    const listed = await listGeneratedCodes(orgId);
    const entry = listed.find((c) => c.code === code)!;
    const days = (entry.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const [mail] = await mailTo(invited);
    expect(mail?.text).toContain('as Teacher/Moderator');
    // The server builds the link from the app's own address (APP_ORIGIN), never from the request.
    expect(mail?.text).toContain(`http://127.0.0.1:5173/join-org/${code}`);

    const teacher = await person('teacher');
    await expect(joinWithCode(code, 'member')).rejects.toThrow(ERRORS.codeWrongRole);
    await expect(joinWithCode(code, 'moderator')).resolves.toEqual({
      organisationId: orgId,
      role: 'moderator',
      pending: false,
    });
    await expect(joinWithCode(code)).rejects.toThrow(ERRORS.alreadyMember);
    const other = await person('latecomer');
    await expect(joinWithCode(code)).rejects.toThrow(ERRORS.invalidOrExpiredCode);
    await expect(joinWithCode('ZZZZZZZZ')).rejects.toThrow(ERRORS.invalidAccessCode);
    expect(other.uid).not.toBe(teacher.uid);
  });

  it('reports an expired code as expired', async () => {
    const adminDb = adminFor(stack).db;
    await adminDb.doc('accessCodes/OLDCODE2').set({
      code: 'OLDCODE2',
      organisationId: orgId,
      role: 'member',
      isActive: true,
      isAnonymous: false,
      createdAt: new Date(Date.now() - 10 * 86_400_000),
      expiresAt: new Date(Date.now() - 3 * 86_400_000),
    });
    await person('tooLate');
    await expect(joinWithCode('OLDCODE2')).rejects.toThrow(ERRORS.codeExpired);
  });

  it('an anonymous code lets several people join and stays active', async () => {
    actAs(admin);
    const code = await createAccessCode({ organisationId: orgId, role: 'member' });
    classCode = code;
    await person('pupil1');
    await joinWithCode(code);
    await person('pupil2');
    await joinWithCode(code);
    const stored = (await getDoc(doc(admin.db, 'accessCodes', code))).data()!;
    expect(stored.isActive).toBe(true);
    expect(stored.usedBy).toHaveLength(2);
    const days = (stored.expiresAt.toDate().getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it('a temporary member becomes permanent on joining, and the temporary record goes', async () => {
    actAs(admin);
    const { userId: tempId, code } = await createTemporaryMember({
      organisationId: orgId,
      name: 'Sam',
      animalEmoji: '🦊',
      moderatorEmail: admin.email,
    });
    let members = await listMembers(orgId);
    expect(members.find((m) => m.userKey === tempId)).toMatchObject({
      name: '🦊 Sam',
      isTemporary: true,
      roles: ['member'],
    });
    const sam = await person('sam');
    await joinWithCode(code);
    const record = (await getDoc(doc(sam.db, 'Users', sam.uid))).data()!;
    expect(record.Organisations[orgId].roles).toEqual(['member']);
    expect(record.registered).toBe(true);
    actAs(admin);
    members = await listMembers(orgId);
    expect(members.some((m) => m.userKey === tempId)).toBe(false);
    expect(members.some((m) => m.userKey === sam.uid)).toBe(true);
    // The code's temporary record is gone, so a second person gets the catalogue's message.
    await person('samTwin');
    await expect(joinWithCode(code)).rejects.toThrow(ERRORS.temporaryUserNotFound);
  });

  it('a temporary member needs a moderator e-mail', async () => {
    actAs(admin);
    await expect(
      createTemporaryMember({ organisationId: orgId, name: 'Kim', moderatorEmail: ' ' }),
    ).rejects.toThrow(ERRORS.moderatorEmailNotFound);
  });

  it('private project access follows group membership', async () => {
    actAs(admin);
    const adminDb = adminFor(stack).db;
    await adminDb.doc(`Projects/priv-${run}`).set(
      newProjectFields(
        {
          projectName: 'Private memories',
          projectKey: `priv-${run}`,
          isPrivate: true,
          organisationId: orgId,
        },
        admin.uid,
      ),
    );
    const members = await listMembers(orgId);
    const pupils = members.filter((m) => m.roles.includes('member') && !m.isTemporary).map((m) => m.userKey);
    expect(pupils.length).toBeGreaterThanOrEqual(2);
    const groupsOf = () => new Map(members.map((m) => [m.userKey, m.groupIds]));
    const g1 = await createGroup(orgId, 'Year 9');
    const g2 = await createGroup(orgId, 'History club');
    await setProjectGroups(`priv-${run}`, orgId, [g1, g2]);
    const has = async (uid: string) => (await adminDb.doc(`ProjectAccess/priv-${run}_${uid}`).get()).exists;

    await setGroupMembers(g1, [pupils[0]!, pupils[1]!], groupsOf());
    expect(await has(pupils[0]!)).toBe(true);
    expect(await has(pupils[1]!)).toBe(true);
    const record = (await adminDb.doc(`Users/${pupils[0]}`).get()).data()!;
    expect(record.Organisations[orgId].groupIds).toEqual([g1]);

    await setGroupMembers(
      g2,
      [pupils[0]!],
      new Map((await listMembers(orgId)).map((m) => [m.userKey, m.groupIds])),
    );
    await setGroupMembers(g1, [], new Map((await listMembers(orgId)).map((m) => [m.userKey, m.groupIds])));
    // pupil 0 keeps access through the other group; pupil 1 loses it.
    expect(await has(pupils[0]!)).toBe(true);
    expect(await has(pupils[1]!)).toBe(false);

    await setProjectGroups(`priv-${run}`, orgId, [g1]);
    expect(await has(pupils[0]!)).toBe(false);

    // Direct access is never revoked by group changes.
    await setDoc(doc(admin.db, 'ProjectAccess', `priv-${run}_${pupils[1]}`), {
      project_id: `priv-${run}`,
      userId: pupils[1],
      accessLevel: 'read',
      createdAt: serverTimestamp(),
      source: 'direct',
    });
    await setGroupMembers(
      g1,
      [pupils[1]!],
      new Map((await listMembers(orgId)).map((m) => [m.userKey, m.groupIds])),
    );
    await setGroupMembers(g1, [], new Map((await listMembers(orgId)).map((m) => [m.userKey, m.groupIds])));
    expect(await has(pupils[1]!)).toBe(true);
  });

  it('joining with a group code enters the group and its private projects, atomically', async () => {
    actAs(admin);
    const adminDb = adminFor(stack).db;
    await adminDb
      .doc(`Projects/club-${run}`)
      .set(
        newProjectFields(
          { projectName: 'Club memories', projectKey: `club-${run}`, isPrivate: true, organisationId: orgId },
          admin.uid,
        ),
      );
    const club = await createGroup(orgId, 'Drama club');
    await setProjectGroups(`club-${run}`, orgId, [club]);
    const code = await createAccessCode({ organisationId: orgId, role: 'member', groupId: club });
    const joiner = await person('clubber');
    await joinWithCode(code);
    const record = (await adminDb.doc(`Users/${joiner.uid}`).get()).data()!;
    expect(record.Organisations[orgId].groupIds).toEqual([club]);
    expect(
      (await adminDb.doc(`Organisations/${orgId}/members/${joiner.uid}`).get()).data()!.groupIds,
    ).toEqual([club]);
    expect((await adminDb.doc(`groups/${club}`).get()).data()!.memberIds).toEqual([joiner.uid]);
    expect((await adminDb.doc(`ProjectAccess/club-${run}_${joiner.uid}`).get()).data()).toMatchObject({
      userId: joiner.uid,
      accessLevel: 'read',
      source: 'group',
    });
    expect((await getDoc(doc(joiner.db, 'Projects', `club-${run}`))).data()!.projectName).toBe(
      'Club memories',
    );

    // Without such a code nobody adds themself to a group, nor gives themself its projects.
    actAs(admin);
    const other = await createGroup(orgId, 'Staff room');
    await adminDb.doc(`Projects/staff-${run}`).set({
      ...newProjectFields(
        { projectName: 'Staff only', projectKey: `staff-${run}`, isPrivate: true, organisationId: orgId },
        admin.uid,
      ),
      groupIds: [other],
    });
    await expect(
      setDoc(
        doc(joiner.db, 'groups', other),
        { memberIds: [joiner.uid], updatedAt: serverTimestamp() },
        { merge: true },
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      setDoc(doc(joiner.db, 'ProjectAccess', `staff-${run}_${joiner.uid}`), {
        project_id: `staff-${run}`,
        userId: joiner.uid,
        accessLevel: 'read',
        createdAt: serverTimestamp(),
        source: 'group',
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await adminDb.doc(`groups/${other}`).get()).data()!.memberIds).toEqual([]);

    // A code whose group is gone still lets its holder join, without a group.
    actAs(admin);
    const gone = await createGroup(orgId, 'Gone');
    const goneCode = await createAccessCode({ organisationId: orgId, role: 'member', groupId: gone });
    await adminDb.doc(`groups/${gone}`).delete();
    const late = await person('lateClubber');
    await joinWithCode(goneCode);
    expect((await adminDb.doc(`Users/${late.uid}`).get()).data()!.Organisations[orgId].groupIds).toEqual([]);

    // A temporary member's groups carry over to the person who joins with its code.
    actAs(admin);
    const { userId: tempId, code: tempCode } = await createTemporaryMember({
      organisationId: orgId,
      name: 'Jo',
      moderatorEmail: admin.email,
    });
    await setGroupMembers(
      club,
      [joiner.uid, tempId],
      new Map((await listMembers(orgId)).map((m) => [m.userKey, m.groupIds])),
    );
    expect((await adminDb.doc(`ProjectAccess/club-${run}_${tempId}`).get()).exists).toBe(true);
    const jo = await person('jo');
    await joinWithCode(tempCode);
    expect((await adminDb.doc(`Users/${jo.uid}`).get()).data()!.Organisations[orgId].groupIds).toEqual([
      club,
    ]);
    expect((await adminDb.doc(`groups/${club}`).get()).data()!.memberIds.sort()).toEqual(
      [joiner.uid, jo.uid].sort(),
    );
    expect((await adminDb.doc(`Users/${tempId}`).get()).exists).toBe(false);
    expect((await getDoc(doc(jo.db, 'Projects', `club-${run}`))).exists()).toBe(true);
  });

  it('removing a member deletes a single-organisation record; the class code they joined with stays', async () => {
    actAs(admin);
    const members = await listMembers(orgId);
    const pupil = members.find((m) => m.accessCode === classCode)!;
    const outcome = await removeMember(orgId, pupil, false);
    expect(outcome).toBe('deleted');
    const adminDb = adminFor(stack).db;
    expect((await adminDb.doc(`Users/${pupil.userKey}`).get()).exists).toBe(false);
    expect((await listMembers(orgId)).some((m) => m.userKey === pupil.userKey)).toBe(false);
    // This pupil joined with the class's anonymous code, which others share: it is nobody's own, so it stays.
    expect((await adminDb.doc(`accessCodes/${classCode}`).get()).data()?.isActive).toBe(true);
    // The removal is in the organisation's history, written in the same batch, naming who removed whom.
    const logged = await adminDb
      .collection('history')
      .where('organisationId', '==', orgId)
      .where('kind', '==', 'member-removed')
      .get();
    expect(logged.docs.map((d) => [d.get('actorUid'), d.get('target.id')])).toEqual([
      [admin.uid, pupil.userKey],
    ]);
    // With what undoing it needs: the record it deleted, the groups their entry named (whichever pupil of the
    // class this is), and no code (the class code was not theirs to lose).
    expect(logged.docs[0]!.get('undo')).toMatchObject({ userKey: pupil.userKey, codes: [] });
    expect([...(logged.docs[0]!.get('undo.groupIds') as string[])].sort()).toEqual(
      [...pupil.groupIds].sort(),
    );
    expect(logged.docs[0]!.get('undo.record.userKey')).toBe(pupil.userKey);
  });

  it('removing a temporary member deletes it with its code', async () => {
    actAs(admin);
    const { userId, code } = await createTemporaryMember({
      organisationId: orgId,
      name: 'Ali',
      moderatorEmail: admin.email,
    });
    const temp = (await listMembers(orgId)).find((m) => m.userKey === userId)!;
    await removeMember(orgId, temp, false);
    const adminDb = adminFor(stack).db;
    expect((await adminDb.doc(`Users/${userId}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`accessCodes/${code}`).get()).exists).toBe(false);
    await signOut(admin.auth);
  });
});

describe('removing a member takes their own codes, never the class code', () => {
  it('the anonymous class code still works for the next pupil; a personal code goes with its member', async () => {
    const teacher = await person('classAdmin');
    const orgId = await registerOrganisation({ name: 'Class Code School', type: 'school', description: '' });
    await openMembership(orgId);
    // Like the demo's RIVER25K: one anonymous member code for the whole class.
    const classCode = await createAccessCode({ organisationId: orgId, role: 'member' });
    const personal = await createAccessCode({
      organisationId: orgId,
      role: 'member',
      email: `alex-${run}@example.test`,
    });
    const first = await person('classPupil1');
    await joinWithCode(classCode);
    await person('classPupil2');
    await joinWithCode(classCode);
    const alex = await person('alex');
    await joinWithCode(personal);

    actAs(teacher);
    const members = await listMembers(orgId);
    const adminDb = adminFor(stack).db;
    const leaver = members.find((m) => m.userKey === first.uid)!;
    expect(leaver.accessCode).toBe(classCode);
    await expect(removeMember(orgId, leaver, false)).resolves.toBe('deleted');
    expect((await adminDb.doc(`Users/${first.uid}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`accessCodes/${classCode}`).get()).data()).toMatchObject({ isActive: true });
    expect((await listGeneratedCodes(orgId)).map((c) => c.code)).toContain(classCode);

    // The next pupil still joins with it.
    const next = await person('classPupil3');
    await expect(joinWithCode(classCode)).resolves.toEqual({
      organisationId: orgId,
      role: 'member',
      pending: false,
    });
    expect((await adminDb.doc(`Users/${next.uid}`).get()).data()!.Organisations[orgId].roles).toEqual([
      'member',
    ]);

    // Alex's e-mailed code was theirs alone: it goes with them, listing included.
    actAs(teacher);
    const alexEntry = (await listMembers(orgId)).find((m) => m.userKey === alex.uid)!;
    expect(alexEntry.accessCode).toBe(personal);
    await removeMember(orgId, alexEntry, false);
    expect((await adminDb.doc(`accessCodes/${personal}`).get()).exists).toBe(false);
    expect((await listGeneratedCodes(orgId)).map((c) => c.code)).not.toContain(personal);
    expect((await adminDb.doc(`accessCodes/${classCode}`).get()).exists).toBe(true);
    await signOut(teacher.auth);
  });
});

describe('direct project access', () => {
  it('is skipped when the user already has it or the project is missing', async () => {
    const owner = await person('owner');
    const adminDb = adminFor(stack).db;
    await adminDb
      .doc(`Projects/own-${run}`)
      .set(newProjectFields({ projectName: 'Mine', projectKey: `own-${run}`, isPrivate: true }, owner.uid));
    const { addProjectAccess } = await import('../../src/features/organisations/project-access-service');
    await expect(addProjectAccess(`own-${run}`, 'friend-1')).resolves.toBe(true);
    await expect(addProjectAccess(`own-${run}`, 'friend-1')).resolves.toBe(false);
    await expect(addProjectAccess(`missing-${run}`, 'friend-1')).resolves.toBe(false);
    const record = (await adminDb.doc(`ProjectAccess/own-${run}_friend-1`).get()).data()!;
    expect(record).toMatchObject({
      project_id: `own-${run}`,
      userId: 'friend-1',
      accessLevel: 'read',
      source: 'direct',
    });
  });
});

describe('the organisation’s generated codes', () => {
  it('can be listed, replaced and deleted all at once', async () => {
    await person('codeAdmin');
    const orgId = await registerOrganisation({ name: 'Code School', type: 'school', description: '' });
    await openMembership(orgId);
    const made = await Promise.all(
      [1, 2, 3].map(() => createAccessCode({ organisationId: orgId, role: 'member' })),
    );
    expect((await listGeneratedCodes(orgId)).map((c) => c.code).sort()).toEqual([...made].sort());

    const { replaceGeneratedCodes, deleteAllGeneratedCodes } =
      await import('../../src/features/access-codes/service');
    const keep = (await listGeneratedCodes(orgId)).filter((c) => c.code === made[0]);
    await replaceGeneratedCodes(orgId, keep);
    expect((await listGeneratedCodes(orgId)).map((c) => c.code)).toEqual([made[0]]);

    await expect(deleteAllGeneratedCodes(orgId)).resolves.toBe(1);
    expect(await listGeneratedCodes(orgId)).toEqual([]);
    const adminDb = adminFor(stack).db;
    expect((await adminDb.doc(`accessCodes/${made[0]}`).get()).exists).toBe(false);
  });
});

describe('the organisation’s invite links', () => {
  it('can be listed by its admin and not by the admin of another organisation', async () => {
    const { createInvite, listProjectInvites } = await import('../../src/features/invites/service');
    const owner = await person('inviteAdmin');
    const orgId = await registerOrganisation({ name: 'Invite School', type: 'school', description: '' });
    await openMembership(orgId);
    const adminDb = adminFor(stack).db;
    const projectId = `inv-${run}`;
    // Owned by the organisation's admin, who manages it and its invites.
    await adminDb
      .doc(`Projects/${projectId}`)
      .set(
        newProjectFields(
          { projectName: 'Invite memories', projectKey: projectId, isPrivate: true, organisationId: orgId },
          owner.uid,
        ),
      );
    const readInvite = await createInvite({ projectId });
    const writeInvite = await createInvite({ projectId, accessLevel: 'write' });

    const listed = await listProjectInvites([projectId]);
    expect(listed.map((i) => i.id).sort()).toEqual([readInvite, writeInvite].sort());
    expect(listed.find((i) => i.id === writeInvite)).toMatchObject({
      project_id: projectId,
      accessLevel: 'write',
      createdBy: owner.uid,
    });
    expect(listed.every((i) => i.expirationDate.getTime() > i.createdAt.getTime())).toBe(true);
    await expect(listProjectInvites([projectId], 1)).resolves.toHaveLength(1);

    await person('otherInviteAdmin');
    await registerOrganisation({ name: 'Other School', type: 'school', description: '' });
    await expect(listProjectInvites([projectId])).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

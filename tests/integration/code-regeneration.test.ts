import { deleteApp, type FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccessCode,
  createTemporaryMember,
  getAccessCode,
  joinWithCode,
  regenerateClassCodes,
} from '../../src/features/access-codes/service';
import { listGeneratedCodes } from '../../src/features/access-codes/reads';
import { listHistoryPage } from '../../src/features/history/service';
import { registerOrganisation, updateOrganisation } from '../../src/features/organisations/service';
import { createAccountOrSignIn } from '../../src/features/session/service';
import { ERRORS } from '../../src/lib/errors';
import { setFirebaseForTests } from '../../src/lib/firebase';
import { emulatorClient } from '../support/client';

/**
 * "Regenerate class codes" on the organisation dashboard, against the emulators under the real rules: the
 * shared anonymous codes are replaced (codes and listing in one batch), personal and temporary members' codes
 * stay, old codes stop working and new ones join, and nobody but the organisation's staff may do it.
 */
interface Person {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  uid: string;
}
const people: Person[] = [];
const run = Date.now().toString(36);

async function person(name: string): Promise<Person> {
  const { app, auth, db } = await emulatorClient(`${name}-${run}`);
  setFirebaseForTests({ db, auth });
  const user = await createAccountOrSignIn(`${name}-${run}@example.test`, 'secret-123', name);
  const p = { app, auth, db, uid: user.uid };
  people.push(p);
  return p;
}
const actAs = (p: Person) => setFirebaseForTests({ db: p.db, auth: p.auth });

afterAll(async () => {
  await Promise.all(people.map((p) => deleteApp(p.app)));
});

describe('regenerating class codes', () => {
  let admin: Person;
  let orgId: string;
  // The first account of a run waits on the emulators' cold start: a hook's allowance, not a test's.
  beforeAll(async () => {
    admin = await person('regen-admin');
    orgId = await registerOrganisation({ name: 'Regen School', type: 'school', description: '' });
  });

  it('replaces the class codes only; old codes stop working, new ones join; outsiders are refused', async () => {
    actAs(admin);
    // Class codes are for organisations that take anonymous members.
    await updateOrganisation(orgId, { settings: { allowAnonymousMembers: true, requireApproval: false } });
    const memberCode = await createAccessCode({ organisationId: orgId, role: 'member' });
    const moderatorCode = await createAccessCode({ organisationId: orgId, role: 'moderator' });
    const emailed = await createAccessCode({
      organisationId: orgId,
      role: 'member',
      email: `pat-${run}@x.test`,
    });
    const temporary = await createTemporaryMember({
      organisationId: orgId,
      name: 'Sam',
      moderatorEmail: `regen-admin-${run}@example.test`,
    });

    const replaced = await regenerateClassCodes(orgId);
    expect(Object.keys(replaced).sort()).toEqual([memberCode, moderatorCode].sort());
    const newMemberCode = replaced[memberCode]!;
    expect(await getAccessCode(memberCode)).toBeNull();
    expect(await getAccessCode(moderatorCode)).toBeNull();
    expect(await getAccessCode(newMemberCode)).toMatchObject({ role: 'member', isActive: true });
    expect(await getAccessCode(replaced[moderatorCode]!)).toMatchObject({ role: 'moderator' });
    const listed = (await listGeneratedCodes(orgId)).map((c) => c.code).sort();
    expect(listed).toEqual([newMemberCode, replaced[moderatorCode]!, emailed, temporary.code].sort());

    const joiner = await person('regen-joiner');
    await expect(joinWithCode(memberCode)).rejects.toThrow(ERRORS.invalidAccessCode);
    await expect(joinWithCode(newMemberCode)).resolves.toMatchObject({
      organisationId: orgId,
      role: 'member',
    });

    // A member of the organisation (the joiner now) and a stranger cannot regenerate its codes.
    await expect(regenerateClassCodes(orgId)).rejects.toThrow();
    await person('regen-stranger');
    await expect(regenerateClassCodes(orgId)).rejects.toThrow();
    actAs(admin);
    expect((await listGeneratedCodes(orgId)).map((c) => c.code)).toContain(newMemberCode);

    // Each code made, and the replacement, is in the organisation's history with who did it; the settings
    // save above too, and the refused attempts left nothing.
    const page = await listHistoryPage(
      { organisationId: orgId, kind: '', actorUid: '', from: '', to: '' },
      null,
    );
    const logged = page.rows.map((r) => [r.kind, r.summary, r.actorUid]).reverse();
    expect(logged).toEqual([
      [
        'settings-changed',
        'Allowed members to join with a shared class code; turned off approval of people joining',
        admin.uid,
      ],
      ['codes-generated', 'Made a shared member code', admin.uid],
      ['codes-generated', 'Made a shared moderator code', admin.uid],
      ['codes-generated', `Made a personal member code for pat-${run}@x.test`, admin.uid],
      ['codes-generated', 'Replaced 2 shared class codes with new ones', admin.uid],
    ]);
    actAs(joiner);
  });
});

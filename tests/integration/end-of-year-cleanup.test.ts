import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp } from 'firebase/app';
import { signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccessCode,
  createTemporaryMember,
  joinWithCode,
} from '../../src/features/access-codes/service';
import { listGeneratedCodes } from '../../src/features/access-codes/reads';
import {
  createGroup,
  setGroupMembers,
  setProjectGroups,
} from '../../src/features/organisations/groups-service';
import {
  previewCleanup,
  runCleanup,
  type CleanupProgress,
} from '../../src/features/organisations/removal-service';
import { registerOrganisation } from '../../src/features/organisations/service';
import { listMembers } from '../../src/features/organisations/reads';
import { createAccountOrSignIn } from '../../src/features/session/service';
import { ERRORS } from '../../src/lib/errors';
import { newProjectFields } from '../../src/features/projects/model';
import { setFirebaseForTests } from '../../src/lib/firebase';
import { emulatorClient, type EmulatorClient } from '../support/client';
import { rulesEnvironment, seedDocs } from '../support/rules';
import { openMembership } from '../support/open-membership';

/**
 * End-of-year cleanup against the emulators under the real rules, in a project of its own (it sets the super
 * admin list). Every person is their own Firebase client and every document is written by the app's services.
 */
const run = Date.now().toString(36);
let env: RulesTestEnvironment;
const clients: EmulatorClient[] = [];

interface Person {
  client: EmulatorClient;
  uid: string;
  email: string;
}

async function person(name: string): Promise<Person> {
  const client = await emulatorClient(`eoy-${name}-${run}`, env.projectId);
  clients.push(client);
  setFirebaseForTests({ db: client.db, auth: client.auth });
  const email = `${name.toLowerCase()}-${run}@example.test`;
  const user = await createAccountOrSignIn(email, 'secret-123', name);
  return { client, uid: user.uid, email };
}
const actAs = (p: Person) => setFirebaseForTests({ db: p.client.db, auth: p.client.auth });

/** A document as the database holds it (rules bypassed): what the test checks, never what it writes with. */
async function stored(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    data = (await ctx.firestore().doc(path).get()).data();
  });
  return data;
}

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.clearFirestore();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => deleteApp(c.app)));
  await env.cleanup();
});

describe('end-of-year cleanup', () => {
  let admin: Person;
  let orgId = '';
  let otherOrg = '';
  let boss: Person;
  let dual: Person;
  let olga: Person;
  const TEMPORARY = 150;

  it('removes every plain member in batches, survives an interruption, keeps staff and the class code', async () => {
    admin = await person('Ada');
    orgId = await registerOrganisation({ name: 'Year-End School', type: 'school', description: '' });
    await openMembership(orgId);
    const classCode = await createAccessCode({ organisationId: orgId, role: 'member' });
    const teacherCode = await createAccessCode({
      organisationId: orgId,
      role: 'moderator',
      email: `tess-${run}@example.test`,
    });
    const visitorCode = await createAccessCode({
      organisationId: orgId,
      role: 'facilitator',
      email: `vic-${run}@example.test`,
    });
    const mailedCode = await createAccessCode({
      organisationId: orgId,
      role: 'member',
      email: `mo-${run}@example.test`,
    });

    // Dee is a plain member here and a moderator of another organisation: she only leaves this one.
    olga = await person('Olga');
    otherOrg = await registerOrganisation({ name: 'Other School', type: 'school', description: '' });
    await openMembership(otherOrg);
    const otherModerator = await createAccessCode({
      organisationId: otherOrg,
      role: 'moderator',
      email: `dee-${run}@example.test`,
    });

    await person('Tess');
    await joinWithCode(teacherCode);
    await person('Vic');
    await joinWithCode(visitorCode);
    const pupils: Person[] = [];
    for (const name of ['Pia', 'Pete', 'Paz']) {
      pupils.push(await person(name));
      await joinWithCode(classCode);
    }
    dual = await person('Dee');
    await joinWithCode(otherModerator);
    await joinWithCode(classCode);
    const mo = await person('Mo');
    await joinWithCode(mailedCode);
    // A super admin who joined as a plain member stays (the list is kept outside the app, like the console does).
    boss = await person('Bo');
    await joinWithCode(classCode);
    await seedDocs(env, { 'SuperAdmins/ids': { userKeys: [boss.uid] } });

    actAs(admin);
    await seedDocs(env, {
      'Projects/eoy-private': newProjectFields(
        { projectName: 'Class memories', projectKey: 'eoy-private', isPrivate: true, organisationId: orgId },
        admin.uid,
      ),
    });
    const group = await createGroup(orgId, 'Year 6');
    await setProjectGroups('eoy-private', orgId, [group]);
    const groupsNow = async () => new Map((await listMembers(orgId)).map((m) => [m.userKey, m.groupIds]));
    await setGroupMembers(group, [pupils[0]!.uid, admin.uid], await groupsNow());
    expect(await stored(`ProjectAccess/eoy-private_${pupils[0]!.uid}`)).toMatchObject({ source: 'group' });

    for (let i = 0; i < TEMPORARY; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, j) =>
          createTemporaryMember({
            organisationId: orgId,
            name: `Pupil ${String(i + j).padStart(3, '0')}`,
            moderatorEmail: admin.email,
          }),
        ),
      );
    }

    const preview = await previewCleanup(orgId);
    const goes = TEMPORARY + pupils.length + 2;
    expect(preview.goes).toHaveLength(goes);
    expect(preview.stays.map((s) => [s.member.name, s.reason])).toEqual([
      ['Ada', 'organisationAdmin'],
      ['Bo', 'superAdmin'],
      ['Tess', 'moderator'],
      ['Vic', 'facilitator'],
    ]);
    const staffBefore = await Promise.all(preview.stays.map((s) => stored(`Users/${s.member.userKey}`)));

    // The first run is interrupted after its first batch (as if the tab were closed).
    const stop = new AbortController();
    const seen: CleanupProgress[] = [];
    const first = await runCleanup(orgId, false, {
      signal: stop.signal,
      onProgress: (p) => {
        seen.push(p);
        if (p.removed > 0) stop.abort();
      },
    });
    expect(first.stopped).toBe(true);
    // Temporary members take 4 writes each, so a batch of at most 450 writes holds about 112 of them.
    expect(first.removed).toBeGreaterThan(100);
    expect(first.removed).toBeLessThan(goes);
    expect(seen).toEqual([
      { removed: 0, total: goes },
      { removed: first.removed, total: goes },
    ]);
    expect(await listMembers(orgId)).toHaveLength(4 + goes - first.removed);
    expect(await stored(`accessCodes/${classCode}`)).toMatchObject({ isActive: true });

    // The second run finishes the job.
    const second = await runCleanup(orgId, false);
    expect(second).toMatchObject({
      removed: goes - first.removed,
      total: goes - first.removed,
      stopped: false,
    });
    expect(first.deleted + second.deleted).toBe(goes - 1);
    expect(first.left + second.left).toBe(1);

    const left = await listMembers(orgId);
    expect(left.map((m) => m.name).sort()).toEqual(['Ada', 'Bo', 'Tess', 'Vic']);
    // Staff records are as they were: roles, groups and joinedAt untouched.
    const staffAfter = await Promise.all(preview.stays.map((s) => stored(`Users/${s.member.userKey}`)));
    expect(staffAfter).toEqual(staffBefore);
    // Plain members' records are gone; Dee stays a moderator of the other organisation.
    for (const p of [...pupils, mo]) expect(await stored(`Users/${p.uid}`)).toBeUndefined();
    const dee = await stored(`Users/${dual.uid}`);
    expect(Object.keys(dee!.Organisations as object)).toEqual([otherOrg]);
    // Their group places and the access they gave went; Ada's stays.
    expect((await stored(`groups/${group}`))!.memberIds).toEqual([admin.uid]);
    expect(await stored(`ProjectAccess/eoy-private_${pupils[0]!.uid}`)).toBeUndefined();
    expect(await stored(`ProjectAccess/eoy-private_${admin.uid}`)).toMatchObject({ source: 'group' });
    // Personal codes went (Mo's e-mailed one, every temporary member's); the class code and staff codes stay.
    expect((await listGeneratedCodes(orgId)).map((c) => c.code).sort()).toEqual(
      [classCode, teacherCode, visitorCode].sort(),
    );
    expect(await stored(`accessCodes/${mailedCode}`)).toBeUndefined();

    // A third run finds nobody and changes nothing; the class code still lets next year's pupils in.
    expect((await previewCleanup(orgId)).goes).toEqual([]);
    await expect(runCleanup(orgId, false)).resolves.toMatchObject({ removed: 0, total: 0 });
    expect(await listMembers(orgId)).toHaveLength(4);
    const nextYear = await person('Nell');
    await expect(joinWithCode(classCode)).resolves.toEqual({
      organisationId: orgId,
      role: 'member',
      pending: false,
    });
    expect(await stored(`Users/${nextYear.uid}`)).toBeDefined();
  }, 240_000);

  it('a super admin cleans up an organisation they chose, under the same rules', async () => {
    // Olga's organisation: Dee (moderator there) stays, a pupil who joined with its class code goes.
    actAs(olga);
    const code = await createAccessCode({ organisationId: otherOrg, role: 'member' });
    const pupil = await person('Quinn');
    await joinWithCode(code);
    actAs(boss);
    const preview = await previewCleanup(otherOrg);
    expect(preview.goes.map((m) => m.userKey)).toEqual([pupil.uid]);
    expect(preview.stays.map((s) => [s.member.userKey, s.reason]).sort()).toEqual(
      [
        [olga.uid, 'organisationAdmin'],
        [dual.uid, 'moderator'],
      ].sort(),
    );
    await expect(runCleanup(otherOrg, true)).resolves.toMatchObject({ removed: 1, deleted: 1, left: 0 });
    expect(await stored(`Users/${pupil.uid}`)).toBeUndefined();
    expect(await stored(`accessCodes/${code}`)).toMatchObject({ isActive: true });
  });

  it('says which organisation is wrong, in the catalogue’s words', async () => {
    actAs(admin);
    await expect(runCleanup('', false)).rejects.toThrow(ERRORS.invalidOrganisationId);
    await expect(runCleanup('no-such-organisation', false)).rejects.toThrow(ERRORS.organisationNotFound);
    await expect(previewCleanup(' ')).rejects.toThrow(ERRORS.invalidOrganisationId);
    await signOut(admin.client.auth);
  });
});

import { deleteUser, signOut } from 'firebase/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccessCode, joinWithCode } from '../../src/features/access-codes/service';
import { listGeneratedCodes } from '../../src/features/access-codes/reads';
import { createGroup } from '../../src/features/organisations/groups-service';
import {
  countPendingJoinRequests,
  getOrganisation,
  listGroups,
  listMembers,
  listPendingJoinRequests,
} from '../../src/features/organisations/reads';
import { registerOrganisation } from '../../src/features/organisations/service';
import { listCompliance } from '../../src/features/compliance/reads';
import { peopleOf, type Person } from '../support/people';

/**
 * The dashboards' one-shot reads go through Firestore's REST API with the signed-in person's ID token
 * (lib/reads-as-user.ts). The rules must judge them as they judge the SDK's: the organisation's admin reads its
 * lists; a fresh account, someone signed out, another organisation's admin, someone who used an invitation meant
 * for another person, a plain member, and an account deleted and made again with the same e-mail (a new uid, with
 * none of the old one's memberships) are refused every staff list.
 */
const run = Date.now().toString(36);
const { person, actAs, closeAll } = peopleOf(run);
afterAll(closeAll);

/** Every staff list of the organisation dashboard, each refused as it should be. */
async function expectEveryStaffListRefused(orgId: string) {
  const refused = { code: 'permission-denied' };
  await expect(listMembers(orgId)).rejects.toMatchObject(refused);
  await expect(listGroups(orgId)).rejects.toMatchObject(refused);
  await expect(listGeneratedCodes(orgId)).rejects.toMatchObject(refused);
  await expect(listCompliance(orgId)).rejects.toMatchObject(refused);
  await expect(listPendingJoinRequests(orgId)).rejects.toMatchObject(refused);
  await expect(countPendingJoinRequests(orgId)).rejects.toMatchObject(refused);
}

describe('reads as the signed-in person, under the real rules', { timeout: 120_000 }, () => {
  let admin: Person;
  let orgId: string;
  let invitation: string;
  const adminEmail = `reads-admin-${run}@example.test`;
  const invitedEmail = `invited-${run}@example.test`;

  it('the organisation admin reads the organisation and every list of its dashboard', async () => {
    admin = await person('ReadsAdmin', adminEmail);
    orgId = await registerOrganisation({ name: `Reads School ${run}`, type: 'school', description: '' });
    await createGroup(orgId, 'Year 5');
    invitation = await createAccessCode({ organisationId: orgId, role: 'member', email: invitedEmail });

    await expect(getOrganisation(orgId)).resolves.toMatchObject({ id: orgId, name: `Reads School ${run}` });
    expect((await listMembers(orgId)).map((m) => m.userKey)).toEqual([admin.uid]);
    expect((await listGroups(orgId)).map((g) => g.name)).toEqual(['Year 5']);
    expect((await listGeneratedCodes(orgId)).map((c) => c.code)).toContain(invitation);
    await expect(listCompliance(orgId)).resolves.toEqual([]);
    await expect(listPendingJoinRequests(orgId)).resolves.toEqual([]);
    await expect(countPendingJoinRequests(orgId)).resolves.toBe(0);
  });

  it('a fresh account of no organisation is refused every staff list', async () => {
    await person('Stranger');
    await expectEveryStaffListRefused(orgId);
  });

  it('someone signed out reads as nobody, and is refused', async () => {
    const left = await person('Leaver');
    await signOut(left.auth);
    await expectEveryStaffListRefused(orgId);
  });

  it('the admin of another organisation is refused every staff list of this one', async () => {
    await person('OtherAdmin');
    await registerOrganisation({ name: `Other School ${run}`, type: 'school', description: '' });
    await expectEveryStaffListRefused(orgId);
  });

  it('someone holding the invitation meant for another person only asks to join, and is refused', async () => {
    await person('Holder');
    await expect(joinWithCode(invitation)).resolves.toMatchObject({ organisationId: orgId, pending: true });
    await expectEveryStaffListRefused(orgId);
  });

  it('a plain member of the organisation, joined with their own invitation, is refused the staff lists', async () => {
    actAs(admin);
    const memberEmail = `member-${run}@example.test`;
    const own = await createAccessCode({ organisationId: orgId, role: 'member', email: memberEmail });
    await person('Member', memberEmail);
    await expect(joinWithCode(own)).resolves.toMatchObject({
      organisationId: orgId,
      role: 'member',
      pending: false,
    });
    await expectEveryStaffListRefused(orgId);
    // Their own organisation's document is theirs to read, as through the SDK.
    await expect(getOrganisation(orgId)).resolves.toMatchObject({ id: orgId });
  });

  it('the admin’s account deleted and made again with the same e-mail holds none of its memberships', async () => {
    actAs(admin);
    await deleteUser(admin.auth.currentUser!);
    await person('ReadsAdminAgain', adminEmail);
    await expectEveryStaffListRefused(orgId);
  });
});

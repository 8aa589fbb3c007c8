import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFor } from '../../scripts/seed/admin';
import { ANONYMOUS_NOT_ALLOWED } from '../../src/features/access-codes/model';
import {
  createAccessCode,
  createTemporaryMember,
  getMyJoinRequest,
  joinWithCode,
} from '../../src/features/access-codes/service';
import {
  approveJoinRequest,
  ALREADY_DECIDED,
  declineJoinRequest,
} from '../../src/features/organisations/join-requests-service';
import {
  countPendingJoinRequests,
  listMembers,
  listPendingJoinRequests,
} from '../../src/features/organisations/reads';
import { registerOrganisation, updateOrganisation } from '../../src/features/organisations/service';
import { peopleOf, type Person } from '../support/people';

/**
 * An organisation's membership settings against the emulators under the real rules: without anonymous members
 * no shared code or temporary member is made; with approval required a class code files a pending request that
 * gives no access, its admin approves one and declines another, and the server's mail pipeline (the functions'
 * timed job, run by the stack's sweep) e-mails each person the answer.
 */
const run = Date.now().toString(36);
const { person, actAs, closeAll } = peopleOf(run);
let stack: ReturnType<typeof inject<'stack'>>;

beforeAll(() => {
  stack = inject('stack');
});
afterAll(closeAll);

interface Mail {
  to: string[];
  subject: string;
  text: string;
}
/** The mail the SMTP catcher holds for an address, waiting for the functions' job to send it. */
async function mailTo(address: string, timeoutMs = 60_000): Promise<Mail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const messages = (await (await fetch(`${stack.mailUrl}/messages`)).json()) as Mail[];
    const mine = messages.filter((m) => m.to.some((t) => t.includes(address)));
    if (mine.length > 0 || Date.now() > until) return mine;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

// Each case makes accounts and waits for the functions: slow on a loaded machine.
describe('an organisation without anonymous members that requires approval', { timeout: 120_000 }, () => {
  let admin: Person;
  let orgId: string;
  let classCode: string;
  let approved: Person;
  let declined: Person;

  it('makes no shared code or temporary member, with a clear reason', async () => {
    admin = await person('ApprovalAdmin');
    orgId = await registerOrganisation({ name: `Approval School ${run}`, type: 'school', description: '' });
    await expect(createAccessCode({ organisationId: orgId, role: 'member' })).rejects.toThrow(
      ANONYMOUS_NOT_ALLOWED,
    );
    await expect(
      createTemporaryMember({ organisationId: orgId, name: 'Sam', moderatorEmail: admin.email }),
    ).rejects.toThrow(ANONYMOUS_NOT_ALLOWED);
    // A personal invitation is still possible.
    await expect(
      createAccessCode({ organisationId: orgId, role: 'member', email: `someone-${run}@example.test` }),
    ).resolves.toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('a class code (once allowed) files pending requests that give no access', async () => {
    actAs(admin);
    await updateOrganisation(orgId, { settings: { allowAnonymousMembers: true, requireApproval: true } });
    classCode = await createAccessCode({ organisationId: orgId, role: 'member' });

    approved = await person('Ada');
    await expect(joinWithCode(classCode)).resolves.toEqual({
      organisationId: orgId,
      role: 'member',
      pending: true,
    });
    // Asking again while it waits changes nothing.
    await expect(joinWithCode(classCode)).resolves.toMatchObject({ pending: true });
    expect(await getMyJoinRequest(orgId)).toMatchObject({
      status: 'pending',
      email: approved.email,
      name: 'Ada',
    });
    await expect(listMembers(orgId)).rejects.toMatchObject({ code: 'permission-denied' });
    const adminDb = adminFor(stack).db;
    const record = (await adminDb.doc(`Users/${approved.uid}`).get()).data()!;
    expect(record.Organisations).toEqual({});
    expect((await adminDb.doc(`accessCodes/${classCode}`).get()).get('usedBy')).toEqual([approved.uid]);

    declined = await person('Bob');
    await expect(joinWithCode(classCode)).resolves.toMatchObject({ pending: true });
  });

  it('the admin sees the queue and its count, approves one and declines the other', async () => {
    actAs(admin);
    expect(await countPendingJoinRequests(orgId)).toBe(2);
    const queue = await listPendingJoinRequests(orgId);
    expect(queue.map((r) => r.userKey)).toEqual([approved.uid, declined.uid]);
    await approveJoinRequest(orgId, approved.uid);
    await declineJoinRequest(orgId, declined.uid);
    await expect(declineJoinRequest(orgId, approved.uid)).rejects.toThrow(ALREADY_DECIDED);
    expect(await countPendingJoinRequests(orgId)).toBe(0);
    const members = await listMembers(orgId);
    expect(members.find((m) => m.userKey === approved.uid)).toMatchObject({
      roles: ['member'],
      accessCode: classCode,
      email: approved.email,
    });
    expect(members.some((m) => m.userKey === declined.uid)).toBe(false);
  });

  it('each person gets an e-mail with the answer, once, and the request notes it', async () => {
    const [yes] = await mailTo(approved.email);
    expect(yes?.subject).toBe(`You can now use Approval School ${run}`);
    expect(yes?.text).toContain('approved your request to join as Student/Member');
    expect(yes?.text).toContain('/loginscreen');
    const [no] = await mailTo(declined.email);
    expect(no?.subject).toBe(`Your request to join Approval School ${run}`);
    expect(no?.text).toContain('declined your request');
    const adminDb = adminFor(stack).db;
    const until = Date.now() + 30_000;
    let notified = false;
    while (!notified && Date.now() < until) {
      const snap = await adminDb.doc(`joinRequests/${orgId}__${approved.uid}`).get();
      notified = snap.get('decisionNotified') === true;
      if (!notified) await new Promise((r) => setTimeout(r, 1000));
    }
    expect(notified).toBe(true);
    // The job's later runs send nothing more.
    await new Promise((r) => setTimeout(r, 6000));
    expect(await mailTo(approved.email, 0)).toHaveLength(1);
  });

  it('the approved person now has access; the declined one still has none', async () => {
    actAs(approved);
    await expect(getMyJoinRequest(orgId)).resolves.toMatchObject({ status: 'approved' });
    const adminDb = adminFor(stack).db;
    expect((await adminDb.doc(`Users/${approved.uid}`).get()).get(`Organisations.${orgId}.roles`)).toEqual([
      'member',
    ]);
    expect((await adminDb.doc(`Users/${declined.uid}`).get()).get('Organisations')).toEqual({});
  });

  it('a personal invitation made for the joiner’s own address is already approved', async () => {
    actAs(admin);
    const address = `invited-${run}@example.test`;
    const code = await createAccessCode({ organisationId: orgId, role: 'member', email: address });
    await person('Invited');
    await expect(joinWithCode(code)).resolves.toEqual({
      organisationId: orgId,
      role: 'member',
      pending: false,
    });
  });
});

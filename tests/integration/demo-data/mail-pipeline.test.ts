import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addressHash } from '../../../functions/src/mail/unsubscribe-token';
import type { MailRequest } from '@storytelling/shared/mail-api';
import { UNSUBSCRIBE_ERRORS } from '@storytelling/shared/mail-api';
import { DEFAULT_TEMPLATES } from '@storytelling/shared/mail-templates';
import { DEMO_ACCOUNTS } from '../../../scripts/seed/accounts';
import { adminFor } from '../../../scripts/seed/admin';
import { seedDemo } from '../../../scripts/seed/index';
import { DEMO_CODES } from '../../../scripts/seed/membership';
import { userRecord } from '../../../scripts/seed/users';
import type { CaughtMail } from '../../../scripts/stack/smtp-catcher';
import { mailQueueIdle } from '../../support/mail-queue';
import { waitForValue as until } from '../../../scripts/stack/ports';

/**
 * The e-mail endpoint on the Functions emulator, called as a browser would (an ID token from the Auth emulator,
 * JSON), and attacked as a stranger, a member, a facilitator of another workshop would. "Refused" always also
 * means nothing reached the SMTP catcher and nothing was logged.
 */

let stack: ReturnType<typeof inject<'stack'>>;
let admin: ReturnType<typeof adminFor>;
const run = Date.now().toString(36);
const SUPPORT = 'support@storytelling.example'; // the stack's SUPPORT_EMAIL
const VICTIM = `victim-${run}@example.test`;

async function signUp(): Promise<{ token: string; uid: string; email: string }> {
  const email = `mailer-${run}-${Math.random().toString(36).slice(2)}@example.test`;
  const res = await fetch(
    `http://${stack.authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret-123', returnSecureToken: true }),
    },
  );
  const json = (await res.json()) as { idToken: string; localId: string };
  return { token: json.idToken, uid: json.localId, email };
}
async function signIn(who: keyof typeof DEMO_ACCOUNTS): Promise<string> {
  const res = await fetch(
    `http://${stack.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...DEMO_ACCOUNTS[who], returnSecureToken: true }),
    },
  );
  return ((await res.json()) as { idToken: string }).idToken;
}
async function post(body: MailRequest | Record<string, unknown>, token?: string) {
  const res = await fetch(stack.emailEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}
const caught = async (): Promise<CaughtMail[]> =>
  (await fetch(`${stack.mailUrl}/messages`)).json() as Promise<CaughtMail[]>;
const caughtTo = async (address: string) => (await caught()).filter((m) => m.to.includes(address));
const refuse = (address: string, on: boolean) =>
  fetch(`${stack.mailUrl}/refuse/${encodeURIComponent(address)}`, { method: on ? 'POST' : 'DELETE' });
const logsTo = async (recipient: string) =>
  (await admin.db.collection('workshopEmailLogs').where('recipient', '==', recipient).get()).docs;

/** A workshop as the app's createWorkshop writes it, with extra contacts that may be e-mailed. */
async function workshop(id: string, over: Record<string, unknown> = {}) {
  const now = new Date();
  await admin.db.doc(`workshops/${id}`).set({
    title: `Mail test ${id}`,
    date: '2027-02-01',
    startTime: '10:00',
    endTime: '12:00',
    address: 'Quay St',
    description: '',
    leadContact: { name: 'Lead', email: `lead-${run}@example.test`, phone: '' },
    additionalContacts: [],
    organisationId: 'demo-org',
    organisationName: 'Riverside Heritage School',
    duration: 2,
    status: 'scheduled',
    facilitators: [
      {
        userId: DEMO_ACCOUNTS.facilitator.uid,
        name: 'F',
        email: DEMO_ACCOUNTS.facilitator.email,
        type: 'primary',
      },
    ],
    facilitatorIds: [DEMO_ACCOUNTS.facilitator.uid],
    responses: {},
    participantIds: [],
    createdAt: now,
    updatedAt: now,
    ...over,
  });
}

beforeAll(async () => {
  stack = inject('stack');
  await seedDemo(stack);
  admin = adminFor(stack);
});
afterAll(() => admin.close());

describe('who may send what to whom', () => {
  it('refuses a caller without a valid ID token (401), sending nothing', async () => {
    const body = {
      kind: 'bookingRequest',
      to: VICTIM,
      subject: 'x',
      text: 'x',
      context: { bookingRequestId: 'demo-booking' },
    };
    expect((await post(body)).status).toBe(401);
    expect((await post(body, 'not-a-token')).status).toBe(401);
    expect(await caughtTo(VICTIM)).toEqual([]);
  });

  it('a fresh account cannot reach an arbitrary address with any kind: 403, nothing sent or logged', async () => {
    const { token } = await signUp();
    const attempts: Record<string, unknown>[] = [
      { kind: 'bookingRequest', context: { bookingRequestId: 'demo-booking' } },
      { kind: 'groupWorkshopRequest', context: { groupRequestId: 'nope' } },
      { kind: 'interestNotification', context: { workshopId: 'demo-ws-assigned' } },
      { kind: 'participantUpdate', context: { workshopId: 'demo-ws-assigned' }, text: 'Buy now' },
      { kind: 'assignmentConfirmation', context: { workshopId: 'demo-ws-assigned' } },
      { kind: 'cancellation', context: { workshopId: 'demo-ws-assigned' } },
      { kind: 'invitation', context: { accessCode: DEMO_CODES.moderatorInvite } },
      { kind: 'newsletter', context: {} },
      { kind: 'formSubmission', context: { formId: 'f1' } },
      { action: 'test', kind: 'newsletter' },
      { action: 'resend', context: { logId: 'demo-anything' } },
    ];
    for (const attempt of attempts) {
      const r = await post(
        { to: [VICTIM], subject: 'Win', text: 'Click', html: '<a href="x">x</a>', ...attempt },
        token,
      );
      expect([403, 404], JSON.stringify(attempt)).toContain(r.status);
      expect(r.json.ok).toBe(false);
    }
    expect(await caughtTo(VICTIM)).toEqual([]);
    expect(await logsTo(VICTIM)).toEqual([]);
  });

  it('a member reaches only the support address, with the text the server renders', async () => {
    const token = await signIn('member');
    const context = { workshopId: 'demo-ws-assigned' };
    const refused = await post(
      { kind: 'interestNotification', to: [SUPPORT, VICTIM], subject: 'Hi', text: 'x', context },
      token,
    );
    expect(refused).toMatchObject({ status: 403, json: { ok: false } });
    expect(String(refused.json.error)).toContain(VICTIM);
    const before = (await caughtTo(SUPPORT)).length;
    const ok = await post(
      { kind: 'interestNotification', subject: 'My own subject', text: 'My own text', context },
      token,
    );
    expect(ok).toMatchObject({ status: 200, json: { ok: true, status: 'done', sent: 1 } });
    const mails = await caughtTo(SUPPORT);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.to).toEqual([SUPPORT]);
    expect(mail.subject).toMatch(/^Workshop interest: .+ for River Voices$/); // the template's, not the caller's
    expect(mail.text).not.toContain('My own text');
    expect(mail.text).toContain('This is a service e-mail');
  });

  it("a facilitator sends a participant update only to that workshop's people, through the queue", async () => {
    const id = `mail-update-${run}`;
    const participant = `participant-${run}@example.test`;
    await workshop(id, { additionalContacts: [{ name: 'P', email: participant, phone: '' }] });
    await workshop(`${id}-other`, { facilitators: [], facilitatorIds: [] });
    const token = await signIn('facilitator');
    const body = {
      kind: 'participantUpdate',
      context: { workshopId: id },
      text: 'Room 2 today',
      subject: 'x',
    };
    expect((await post({ ...body, to: [VICTIM] }, token)).status).toBe(403);
    expect((await post({ ...body, to: [participant, VICTIM] }, token)).status).toBe(403);
    expect(
      (await post({ ...body, context: { workshopId: `${id}-other` }, to: [participant] }, token)).status,
    ).toBe(403);
    const ok = await post({ ...body, to: [participant], requestId: `req-${run}` }, token);
    expect(ok).toMatchObject({ status: 202, json: { ok: true, status: 'queued', total: 1 } });
    const [mail] = await until('the update', async () => {
      const got = await caughtTo(participant);
      return got.length ? got : null;
    });
    expect(mail!.subject).toBe(`Update: Mail test ${id} on 2027-02-01`);
    expect(mail!.text).toContain('Room 2 today');
    // Someone else cannot resend or retry the facilitator's message: not a stranger, not its participant.
    for (const other of [(await signUp()).token, await signIn('member')])
      expect(
        (await post({ action: 'retryFailed', context: { messageId: String(ok.json.messageId) } }, other))
          .status,
      ).toBe(403);
    // The same request again (a double click, a retried fetch) is the same message: nothing more is sent.
    const again = await post({ ...body, to: [participant], requestId: `req-${run}` }, token);
    expect(again.json.messageId).toBe(ok.json.messageId);
    const message = await until('the message to finish', async () => {
      const m = (await admin.db.doc(`mailMessages/${String(ok.json.messageId)}`).get()).data();
      return m?.status === 'done' ? m : null;
    });
    expect(message).toMatchObject({ total: 1, sent: 1, failed: 0, createdBy: DEMO_ACCOUNTS.facilitator.uid });
    await mailQueueIdle(stack);
    expect(await caughtTo(participant)).toHaveLength(1);
    const [log] = await logsTo(participant);
    expect(log!.data()).toMatchObject({
      type: 'participant_update',
      kind: 'participantUpdate',
      status: 'sent',
      workshopId: id,
      createdBy: DEMO_ACCOUNTS.facilitator.uid,
      messageId: ok.json.messageId,
    });
  });

  it('an invitation goes only to the code’s own address, from someone who may grant its role', async () => {
    const member = await post(
      { kind: 'invitation', context: { accessCode: DEMO_CODES.moderatorInvite } },
      await signIn('member'),
    );
    expect(member.status).toBe(403);
    const moderator = await post(
      { kind: 'invitation', context: { accessCode: DEMO_CODES.moderatorInvite } },
      await signIn('moderator'),
    );
    expect(moderator.status).toBe(403); // a moderator may grant the member role only
    const code = (await admin.db.doc(`accessCodes/${DEMO_CODES.moderatorInvite}`).get()).data()!;
    const adminToken = await signIn('organisationAdmin');
    const sideways = await post(
      { kind: 'invitation', to: [VICTIM], context: { accessCode: DEMO_CODES.moderatorInvite } },
      adminToken,
    );
    expect(sideways.status).toBe(403);
    const ok = await post(
      { kind: 'invitation', context: { accessCode: DEMO_CODES.moderatorInvite } },
      adminToken,
    );
    expect(ok.status).toBe(200);
    const mail = (await caughtTo(String(code.email))).at(-1)!;
    expect(mail.text).toContain(`/join-org/${DEMO_CODES.moderatorInvite}`);
    expect(mail.text).toContain('as Teacher/Moderator');
  });
});

describe('the log, resends and templates', () => {
  it('a failed send is logged failed with a generic reason; a resend re-renders from the current template', async () => {
    const id = `mail-resend-${run}`;
    const contact = `contact-${run}@example.test`;
    await workshop(id, {
      additionalContacts: [{ name: 'C', email: contact, phone: '' }],
      status: 'cancelled',
      cancellationReason: 'Flood',
    });
    const superToken = await signIn('superAdmin');
    await refuse(contact, true);
    try {
      const r = await post({ kind: 'cancellation', context: { workshopId: id }, to: [contact] }, superToken);
      expect(r.status).toBe(202);
      const [entry] = await until('the failed entry', async () => {
        const docs = await logsTo(contact);
        return docs.length && docs[0]!.get('status') === 'failed' ? docs : null;
      });
      expect(entry!.get('errorMessage')).toBe('The mail server refused this recipient'); // no host, port or auth
    } finally {
      await refuse(contact, false);
    }
    const [entry] = await logsTo(contact);
    await admin.db.doc('emailTemplates/cancellation').set({
      kind: 'cancellation',
      ...DEFAULT_TEMPLATES.cancellation,
      subject: `Edited ${run}: {{workshopTitle}} is off ({{reason}})`,
      version: 1,
      updatedAt: new Date(),
      updatedBy: DEMO_ACCOUNTS.superAdmin.uid,
    });
    try {
      expect(
        (await post({ action: 'resend', context: { logId: entry!.id } }, await signIn('facilitator'))).status,
      ).toBe(403);
      const resent = await post({ action: 'resend', context: { logId: entry!.id } }, superToken);
      expect(resent.status).toBe(200);
      const mails = await caughtTo(contact);
      expect(mails.map((m) => m.subject)).toEqual([`Edited ${run}: Mail test ${id} is off (Flood)`]);
      const after = await logsTo(contact);
      expect(after.map((d) => [d.id, d.get('status'), d.get('errorMessage')])).toEqual([
        [entry!.id, 'sent', undefined],
      ]);
      // Sent already: a second resend sends nothing.
      expect((await post({ action: 'resend', context: { logId: entry!.id } }, superToken)).status).toBe(409);
      expect(await caughtTo(contact)).toHaveLength(1);
    } finally {
      await admin.db.doc('emailTemplates/cancellation').delete();
    }
  });

  it('a template test goes to the super admin only, and a draft is rendered without being saved', async () => {
    const superToken = await signIn('superAdmin');
    const draft = {
      subject: `Draft ${run} {{workshopTitle}}`,
      html: '<p>{{message}}</p><script>x()</script>',
      text: '{{message}}',
    };
    expect(
      (await post({ action: 'test', kind: 'participantUpdate', to: [VICTIM], draft }, superToken)).status,
    ).toBe(403);
    expect(
      (await post({ action: 'test', kind: 'participantUpdate', draft }, await signIn('organisationAdmin')))
        .status,
    ).toBe(403);
    const ok = await post({ action: 'test', kind: 'participantUpdate', draft }, superToken);
    expect(ok.status).toBe(200);
    const mail = (await caughtTo(DEMO_ACCOUNTS.superAdmin.email)).find((m) =>
      m.subject.startsWith(`Draft ${run}`),
    )!;
    expect(mail.subject).toBe(`Draft ${run} Stories of the Harbour`);
    expect(mail.html).toContain('Please bring photos of the harbour.');
    expect(mail.html).not.toContain('<script');
    expect((await admin.db.doc('emailTemplates/participantUpdate').get()).exists).toBe(false);
  });
});

describe('unsubscribe', () => {
  const unsubscribe = (init: RequestInit & { query?: string } = {}) =>
    fetch(`${stack.unsubscribeEndpoint}${init.query ?? ''}`, init).then(async (r) => ({
      status: r.status,
      json: (await r.json()) as Record<string, unknown>,
    }));

  it('a marketing mail carries a signed link and RFC 8058 headers; the link unsubscribes, resubscribes, and a tampered one changes nothing', async () => {
    const superToken = await signIn('superAdmin');
    const me = DEMO_ACCOUNTS.superAdmin.email;
    const suppression = admin.db.doc(`suppressions/${addressHash(me)}`);
    await suppression.delete();
    expect(
      (await post({ action: 'test', kind: 'newsletter', requestId: `news-${run}` }, superToken)).status,
    ).toBe(200);
    const mail = (await caughtTo(me)).filter((m) => m.subject.startsWith('News from')).at(-1)!;
    expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(mail.listUnsubscribe)![1]!;
    expect(oneClick.startsWith(stack.unsubscribeEndpoint)).toBe(true);
    const token = new URL(/Unsubscribe: (\S+)/.exec(mail.text)![1]!).searchParams.get('token')!;
    expect(token).not.toContain(me);

    const [body, sig] = token.split('.');
    for (const bad of [`${body}.${sig!.slice(0, -3)}abc`, `${body!.slice(0, -2)}xx.${sig}`, 'nonsense']) {
      const r = await unsubscribe({ query: `?token=${encodeURIComponent(bad)}` });
      expect(r).toEqual({ status: 400, json: { ok: false, error: UNSUBSCRIBE_ERRORS.invalid } });
      const p = await unsubscribe({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: bad, action: 'unsubscribe' }),
      });
      expect(p.status).toBe(400);
      expect(JSON.stringify(p.json)).not.toContain('@');
    }
    expect((await suppression.get()).exists).toBe(false);

    expect(await unsubscribe({ query: `?token=${token}` })).toEqual({
      status: 200,
      // The service's own mail (no organisation): its link acts on everyone's marketing.
      json: {
        ok: true,
        maskedEmail: 's••••••@demo.test',
        organisationName: '',
        status: 'subscribed',
        everyone: 'open',
      },
    });
    const post1 = await unsubscribe({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, action: 'unsubscribe' }),
    });
    expect(post1.json).toMatchObject({ ok: true, status: 'unsubscribed' });
    expect((await suppression.get()).data()).toMatchObject({
      reason: 'unsubscribed',
      addressHash: addressHash(me),
    });
    expect(JSON.stringify((await suppression.get()).data())).not.toContain(me);

    // A marketing send now skips the address; a transactional one still goes.
    const skipped = await post({ action: 'test', kind: 'newsletter', requestId: `news2-${run}` }, superToken);
    expect(skipped.json).toMatchObject({ ok: true, suppressed: 1, sent: 0 });

    const back = await unsubscribe({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, action: 'resubscribe' }),
    });
    expect(back.json).toMatchObject({ ok: true, status: 'subscribed' });
    expect((await suppression.get()).exists).toBe(false);

    // RFC 8058: a mail client's one-click POST to the header's URL.
    const one = await unsubscribe({
      method: 'POST',
      query: new URL(oneClick).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(one.json).toMatchObject({ ok: true, status: 'unsubscribed' });
    expect((await suppression.get()).get('source')).toBe('one-click');
    await suppression.delete();
  });
});

describe('quotas kept in Firestore', () => {
  it('an account without a staff role is cut off after 30 requests a minute; staff (as the seed writes them) are not', async () => {
    const plain = await signUp();
    const staff = await signUp();
    await admin.db
      .doc(`Users/${staff.uid}`)
      .set(userRecord({ uid: staff.uid, email: staff.email, name: 'Staff' }, ['facilitator'], new Date()));
    const attempt = (token: string) =>
      post({ kind: 'bookingRequest', context: { bookingRequestId: 'demo-booking' } }, token);
    const plainStatuses: number[] = [];
    const staffStatuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      plainStatuses.push((await attempt(plain.token)).status);
      staffStatuses.push((await attempt(staff.token)).status);
    }
    expect(plainStatuses.slice(0, 30).every((s) => s === 403)).toBe(true);
    expect(plainStatuses[30]).toBe(429);
    expect(staffStatuses.every((s) => s === 403)).toBe(true);
    expect((await admin.db.doc(`mailQuotas/${plain.uid}`).get()).get('count')).toBe(30);
  }, 60_000);
});

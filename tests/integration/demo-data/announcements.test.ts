import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { announcementMessageId } from '../../../functions/src/announcements/audience';
import { addressHash } from '../../../functions/src/mail/unsubscribe-token';
import { subscriberRecord } from '@storytelling/shared/subscribers';
import { announcementRecord } from '../../../src/features/announcements/model';
import { DEMO_ACCOUNTS, DEMO_ORG_ID, DEMO_ORG_SENDER } from '../../../scripts/seed/accounts';
import { adminFor } from '../../../scripts/seed/admin';
import { seedDemo } from '../../../scripts/seed/index';
import type { CaughtMail } from '../../../scripts/stack/smtp-catcher';
import { mailQueueIdle } from '../../support/mail-queue';
import { waitForValue as until } from '../../../scripts/stack/ports';
import { postJson } from '../../support/auth-rest';

/**
 * The emailAnnouncement function on the Functions emulator, called as the app calls it (an ID token, JSON): the
 * audience is resolved on the server and each address gets the message once, however often it is asked for;
 * anyone who may not write the announcement's audience is refused and nothing is sent.
 */
let stack: ReturnType<typeof inject<'stack'>>;
let admin: ReturnType<typeof adminFor>;
let endpoint: string;
const run = Date.now().toString(36);
const DAY = 86_400_000;
const people = [1, 2, 3].map((i) => `ann-${run}-${i}@example.test`);
const unsubscribed = `ann-${run}-unsubscribed@example.test`;
const outsider = `ann-${run}-outsider@example.test`;

async function token(who: keyof typeof DEMO_ACCOUNTS | { email: string; password: string }) {
  const account = typeof who === 'string' ? DEMO_ACCOUNTS[who] : who;
  const url = typeof who === 'string' ? 'accounts:signInWithPassword' : 'accounts:signUp';
  const res = await fetch(`http://${stack.authHost}/identitytoolkit.googleapis.com/v1/${url}?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
  });
  return ((await res.json()) as { idToken: string }).idToken;
}
const post = (body: unknown, idToken?: string) => postJson(endpoint, body, idToken);
const caughtTo = async (address: string) =>
  ((await (await fetch(`${stack.mailUrl}/messages`)).json()) as CaughtMail[]).filter((m) =>
    m.to.includes(address),
  );

/** A workshop of the demo organisation whose participants (interest records) are `people` and more. */
async function workshopWithParticipants(id: string) {
  const now = new Date();
  await admin.db.doc(`workshops/${id}`).set({
    title: `Announcement test ${run}`,
    date: '2027-03-01',
    startTime: '10:00',
    endTime: '12:00',
    organisationId: DEMO_ORG_ID,
    organisationName: 'Riverside Heritage School',
    status: 'scheduled',
    facilitators: [],
    facilitatorIds: [],
    participantIds: [],
    createdAt: now,
    updatedAt: now,
  });
  const addresses = [...people, people[0]!.toUpperCase(), unsubscribed];
  await Promise.all(
    addresses.map((email, i) =>
      admin.db.doc(`interest/${id}_p${i}`).set({
        workshopId: id,
        userId: `p${i}-${run}`,
        name: `P${i}`,
        email,
        canAttend: true,
        needsCoverage: false,
        notes: '',
        createdAt: now,
        updatedAt: now,
      }),
    ),
  );
}

async function announcement(id: string, fields: Partial<Parameters<typeof announcementRecord>[0]> = {}) {
  const now = Date.now();
  await admin.db.doc(`announcements/${id}`).set(
    announcementRecord(
      {
        title: `Kits ${run}`,
        body: '<p>Book a <strong>kit</strong>.</p><script>steal()</script><img src=x onerror=alert(1)>',
        audience: 'workshop',
        organisationId: DEMO_ORG_ID,
        workshopId: `ann-ws-${run}`,
        workshopTitle: `Announcement test ${run}`,
        startsAt: new Date(now - DAY),
        endsAt: new Date(now + DAY),
        ...fields,
      },
      DEMO_ACCOUNTS.organisationAdmin.uid,
      new Date(now),
    ),
  );
}

beforeAll(async () => {
  stack = inject('stack');
  endpoint = new URL('emailAnnouncement', stack.emailEndpoint).href;
  await seedDemo(stack);
  admin = adminFor(stack);
  await workshopWithParticipants(`ann-ws-${run}`);
  await admin.db
    .doc(`suppressions/${addressHash(unsubscribed)}`)
    .set({ reason: 'unsubscribed', createdAt: new Date() });
});
afterAll(() => admin.close());

describe('emailAnnouncement', () => {
  it('refuses anyone who may not write its audience (401/403), and sends nothing', async () => {
    const id = `ann-refused-${run}`;
    await announcement(id);
    await announcement(`${id}-fac`, { audience: 'facilitators', organisationId: '', workshopId: '' });
    expect((await post({ announcementId: id })).status).toBe(401);
    const fresh = await token({ email: outsider, password: 'secret-123' });
    for (const who of [fresh, await token('facilitator'), await token('member')]) {
      const r = await post({ announcementId: id }, who);
      expect(r).toMatchObject({ status: 403, json: { ok: false } });
    }
    // An organisation's admin may not e-mail all facilitators (a super admin's audience).
    expect((await post({ announcementId: `${id}-fac` }, await token('organisationAdmin'))).status).toBe(403);
    expect((await post({ announcementId: 'no-such' }, await token('organisationAdmin'))).status).toBe(404);
    expect((await post({ announcementId: '../x' }, await token('organisationAdmin'))).status).toBe(400);
    for (const address of people) expect(await caughtTo(address)).toEqual([]);
    expect((await admin.db.doc(`announcements/${id}`).get()).get('emailMessageId')).toBeUndefined();
  });

  it("an organisation's admin e-mails its own facilitators; its moderator may not", async () => {
    const id = `ann-our-fac-${run}`;
    await announcement(id, { audience: 'facilitators', workshopId: '', workshopTitle: '' });
    expect((await post({ announcementId: id }, await token('moderator'))).status).toBe(403);
    const sent = await post({ announcementId: id }, await token('organisationAdmin'));
    expect(sent).toMatchObject({ status: 200, json: { ok: true } });
    const facilitator = DEMO_ACCOUNTS.facilitator.email;
    const mails = await until(`the announcement to ${facilitator}`, async () => {
      const got = (await caughtTo(facilitator)).filter((m) => m.subject === `Kits ${run}`);
      return got.length ? got : null;
    });
    expect(mails).toHaveLength(1);
    // Not the organisation's members, nor the participants of its workshops.
    for (const address of people) expect(await caughtTo(address)).toEqual([]);
    // The send is in the organisation's history, by its admin; the moderator's refused try left nothing.
    const logged = await admin.db.collection('history').where('target.id', '==', id).get();
    expect(logged.docs.map((d) => d.data())).toMatchObject([
      {
        organisationId: DEMO_ORG_ID,
        kind: 'send',
        actorUid: DEMO_ACCOUNTS.organisationAdmin.uid,
        summary: `E-mailed the announcement “Kits ${run}” to ${String(sent.json.total)} people`,
      },
    ]);
  });

  it('refuses an announcement that has ended', async () => {
    const id = `ann-ended-${run}`;
    await announcement(id, { startsAt: new Date(Date.now() - 3 * DAY), endsAt: new Date(Date.now() - DAY) });
    expect((await post({ announcementId: id }, await token('organisationAdmin'))).status).toBe(409);
  });

  it('reaches each participant once, skips the unsubscribed, and a second send sends nothing', async () => {
    const id = `ann-sent-${run}`;
    await announcement(id);
    const orgAdmin = await token('organisationAdmin');
    const first = await post({ announcementId: id }, orgAdmin);
    expect(first).toMatchObject({
      status: 200,
      json: { ok: true, status: 'done', total: 4, sent: 3, suppressed: 1, failed: 0 },
    });
    expect(first.json.messageId).toBe(announcementMessageId(id));
    for (const address of people) {
      const mails = await until(`the announcement to ${address}`, async () => {
        const got = await caughtTo(address);
        return got.length ? got : null;
      });
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe(`Kits ${run}`);
      expect(mail.html).toContain('<strong>kit</strong>');
      expect(mail.html).not.toMatch(/<script|onerror/);
      expect(mail.text).toContain('Book a kit.');
      // Marketing: an unsubscribe link and the one-click headers.
      expect(mail.text).toContain('/unsubscribe?token=');
      expect(mail.listUnsubscribe).toContain('token=');
      // In the organisation's name (its sender identity in Organisation Settings, the seed's here).
      expect(mail.fromName).toBe(DEMO_ORG_SENDER.senderName);
      expect(mail.replyTo).toBe(DEMO_ORG_SENDER.replyTo);
      expect(mail.text).toContain(DEMO_ORG_SENDER.postalAddress);
    }
    expect(await caughtTo(unsubscribed)).toEqual([]);
    const stored = (await admin.db.doc(`announcements/${id}`).get()).data()!;
    expect(stored.emailMessageId).toBe(announcementMessageId(id));

    // Again, by the same admin and by a super admin: the same message, nobody e-mailed twice.
    for (const again of [orgAdmin, await token('superAdmin')]) {
      const second = await post({ announcementId: id }, again);
      expect(second).toMatchObject({
        status: 200,
        json: { ok: true, messageId: first.json.messageId, sent: 3 },
      });
    }
    await mailQueueIdle(stack);
    for (const address of people) expect(await caughtTo(address)).toHaveLength(1);
    const deliveries = await admin.db
      .collection(`mailMessages/${announcementMessageId(id)}/deliveries`)
      .get();
    expect(deliveries.size).toBe(4);
  });

  it("e-mails an organisation's news only to the members whose news switch is on", async () => {
    const member = DEMO_ACCOUNTS.member;
    // The member's switch as memberOptIn keeps it: their subscriber record in the organisation.
    const switchTo = async (status: 'subscribed' | 'unsubscribed') => {
      const r = subscriberRecord({
        organisationId: DEMO_ORG_ID,
        email: member.email,
        name: member.name,
        status,
        consent: { source: 'memberOptIn', at: new Date(), wording: 'News by e-mail' },
        now: new Date(),
      });
      await admin.db.doc(`subscribers/${r.id}`).set(r.doc);
    };
    const orgAdmin = await token('organisationAdmin');
    const sendNews = async (id: string) => {
      await announcement(id, {
        audience: 'organisation',
        workshopId: '',
        workshopTitle: '',
        title: `News ${id}`,
      });
      const res = await post({ announcementId: id }, orgAdmin);
      // Nobody else in the demo organisation may have said yes: then there is nobody to send it to.
      expect([200, 202, 409]).toContain(res.status);
      await mailQueueIdle(stack);
    };
    const newsTo = async (id: string) =>
      (await caughtTo(member.email)).filter((m) => m.subject === `News ${id}`);

    await switchTo('unsubscribed');
    await sendNews(`ann-off-${run}`);
    expect(await newsTo(`ann-off-${run}`)).toEqual([]);

    await switchTo('subscribed');
    await sendNews(`ann-on-${run}`);
    expect(await newsTo(`ann-on-${run}`)).toHaveLength(1);
  });
});

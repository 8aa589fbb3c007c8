import { deleteApp } from 'firebase/app';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { KEEP_INFORMED_WORDING, NEWS_WITHOUT_LIST } from '@storytelling/shared/subscriber-api';
import { subscriberId } from '@storytelling/shared/subscribers';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../../../scripts/seed/accounts';
import { adminFor } from '../../../scripts/seed/admin';
import { seedDemo } from '../../../scripts/seed/index';
import { waitForValue as until } from '../../../scripts/stack/ports';
import { listRecentLogs } from '../../../src/features/email-log/service';
import { publicWorkshopOf, zWorkshop, type BookingRequest } from '../../../src/features/workshops/model';
import {
  assignFacilitators,
  cancelWorkshop,
  createWorkshop,
  listUpcomingPage,
  requestBooking,
  requestGroupWorkshop,
  showInterest,
} from '../../../src/features/workshops/service';
import { env } from '../../../src/lib/env';
import { setFirebaseForTests } from '../../../src/lib/firebase';
import { emulatorClient, type EmulatorClient } from '../../support/client';

/**
 * Booking without an account through the requestWorkshop function (stored, e-mailed to support through the
 * mail pipeline, logged), its limits per network address, contact address and overall, group workshop
 * requests, cancellation e-mails and "recording" assignments.
 */
type Who = 'visitor' | 'superAdmin' | 'facilitator' | 'member';
const clients: Partial<Record<Who, EmulatorClient>> = {};
let stack: ReturnType<typeof inject<'stack'>>;
let admin: ReturnType<typeof adminFor>;
const run = Date.now().toString(36);
const SUPPORT = 'support@storytelling.example';

async function actAs(who: Who) {
  if (!clients[who]) {
    const client = await emulatorClient(`wr-${who}-${run}`);
    if (who !== 'visitor')
      await signInWithEmailAndPassword(client.auth, DEMO_ACCOUNTS[who].email, DEMO_ACCOUNTS[who].password);
    clients[who] = client;
  }
  setFirebaseForTests({ db: clients[who].db, auth: clients[who].auth });
}
type Mail = { to: string[]; subject: string; text: string };
const mails = async (match: string) =>
  ((await (await fetch(`${stack.mailUrl}/messages`)).json()) as Mail[]).filter((m) =>
    m.subject.includes(match),
  );
const booking = (over: Partial<BookingRequest> = {}): BookingRequest => ({
  organisationName: `Visitor school ${run}`,
  organisationType: 'School',
  participantCount: 30,
  duration: 2,
  preferredDates: ['2027-04-01'],
  contactName: 'Vera',
  contactEmail: `vera-${run}@example.test`,
  contactPhone: '',
  notes: '',
  ...over,
});
/** A raw POST as a visitor's browser would send it, from a given network address. */
const post = (body: unknown, ip: string) =>
  fetch(env.VITE_WORKSHOP_REQUEST_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
const bookingBody = (n: number, over: Partial<BookingRequest> = {}) => ({
  type: 'booking',
  requestId: `limit-${run}-${n}`,
  request: booking({ organisationName: `Limit ${run} ${n}`, ...over }),
});

beforeAll(async () => {
  stack = inject('stack');
  admin = adminFor(stack);
  await seedDemo({
    projectId: stack.projectId,
    firestoreHost: stack.firestoreHost,
    authHost: stack.authHost,
  });
});
afterAll(async () => {
  await admin.close();
  await Promise.all(Object.values(clients).map((c) => deleteApp(c.app)));
});

describe('booking without an account', () => {
  it('a visitor books: the request is stored as nobody’s, e-mailed to support and logged', async () => {
    await actAs('visitor');
    const request = booking();
    const result = await requestBooking(request, '', `visitor-${run}`);
    expect(result.emailed).toBe(true);
    const stored = (await admin.db.doc(`bookingRequests/${result.id}`).get()).data()!;
    expect(stored).toMatchObject({ ...request, contactEmail: request.contactEmail, createdBy: '' });
    expect(stored.source).toBe('visitor');
    const sent = await mails(`Workshop booking request: ${request.organisationName}`);
    expect(sent.map((m) => m.to)).toEqual([[SUPPORT]]);
    expect(sent[0]!.text).toContain(request.contactEmail);
    await actAs('superAdmin');
    const log = (await listRecentLogs()).find((l) => l.workshopId === result.id);
    expect(log).toMatchObject({ type: 'booking_request', status: 'sent', recipient: SUPPORT });
  });

  it('the same request sent twice (a double click, a retry) is stored once and e-mailed once', async () => {
    await actAs('visitor');
    const request = booking({ organisationName: `Twice ${run}`, contactEmail: `twice-${run}@example.test` });
    const [a, b] = await Promise.all([
      requestBooking(request, '', `twice-${run}`),
      requestBooking(request, '', `twice-${run}`),
    ]);
    expect(a.id).toBe(b.id);
    expect(await mails(`Workshop booking request: Twice ${run}`)).toHaveLength(1);
  });

  it('"keep me informed" with someone else\'s address subscribes nobody: its owner is asked to confirm, once', async () => {
    await actAs('visitor');
    const stranger = `stranger-${run}@example.test`;
    const request = booking({ organisationName: `Planted ${run}`, contactEmail: stranger });
    await requestBooking({ ...request, keepInformed: true }, DEMO_ORG_ID, `planted-${run}`);
    // The same request again (a retry, or an attacker repeating it) asks nothing more.
    await requestBooking({ ...request, keepInformed: true }, DEMO_ORG_ID, `planted-${run}`);
    const record = admin.db.doc(`subscribers/${subscriberId(DEMO_ORG_ID, stranger)}`);
    await until('the pending record', async () => (await record.get()).exists, 20_000);
    expect((await record.get()).data()).toMatchObject({
      status: 'pending',
      lists: [],
      consent: { source: 'workshopBooking', wording: KEEP_INFORMED_WORDING },
    });
    const asked = await until(
      'the confirmation e-mail',
      async () => {
        const m = (await mails('Please confirm your subscription')).filter((x) => x.to.includes(stranger));
        return m.length ? m : null;
      },
      20_000,
    );
    expect(asked).toHaveLength(1);
    const link = /Confirm here: (\S+)/.exec(asked[0]!.text)![1]!;
    expect(new URL(link).pathname).toBe('/confirm-subscription');

    // Only the owner's press of the confirmation page's button (a POST with the link's token) subscribes.
    const token = new URL(link).searchParams.get('token')!;
    const subscribers = stack.emailEndpoint.replace(/\/sendEmail$/, '/subscribers');
    const call = (body: unknown) =>
      fetch(subscribers, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<Record<string, unknown>>);
    expect(await call({ action: 'describeConfirmation', token })).toMatchObject({
      ok: true,
      listName: NEWS_WITHOUT_LIST,
    });
    expect((await record.get()).get('status')).toBe('pending');
    expect(await call({ action: 'confirm', token })).toMatchObject({ ok: true, status: 'confirmed' });
    expect((await record.get()).data()).toMatchObject({
      status: 'subscribed',
      consent: { source: 'workshopBooking', wording: KEEP_INFORMED_WORDING, confirmedBy: 'emailLink' },
    });
  });

  it('"keep me informed" with the signed-in person\'s own verified address subscribes them at once', async () => {
    await actAs('member');
    const own = DEMO_ACCOUNTS.member.email;
    const record = admin.db.doc(`subscribers/${subscriberId(DEMO_ORG_ID, own)}`);
    await record.delete(); // another file may have subscribed them already
    await requestBooking(
      { ...booking({ organisationName: `Own ${run}`, contactEmail: own }), keepInformed: true },
      DEMO_ORG_ID,
      `own-${run}`,
    );
    await until('the record', async () => (await record.get()).get('status') === 'subscribed', 20_000);
    expect((await record.get()).get('consent')).toMatchObject({
      source: 'workshopBooking',
      confirmedBy: 'signedInAccount',
    });
  });

  it('a signed-in person’s request is theirs: they read it back, nobody else does', async () => {
    await actAs('member');
    const { id } = await requestBooking(booking({ organisationName: `Member ${run}` }), 'demo-org');
    const stored = (await admin.db.doc(`bookingRequests/${id}`).get()).data()!;
    expect(stored).toMatchObject({ createdBy: DEMO_ACCOUNTS.member.uid, organisationId: 'demo-org' });
    expect((await getDoc(doc(clients.member!.db, 'bookingRequests', id))).exists()).toBe(true);
    await actAs('facilitator');
    await expect(getDoc(doc(clients.facilitator!.db, 'bookingRequests', id))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('refuses what the form would refuse, and fields the app does not send', async () => {
    const bad = await post({ ...bookingBody(0), request: booking({ duration: 5 as 2 }) }, '198.51.100.1');
    expect(bad.status).toBe(400);
    const forged = await post(
      { ...bookingBody(0), request: { ...booking(), createdBy: DEMO_ACCOUNTS.superAdmin.uid } },
      '198.51.100.1',
    );
    expect(forged.status).toBe(400);
    const injected = await post(
      bookingBody(0, { contactEmail: 'a@example.test\r\nBcc: everyone@example.test' }),
      '198.51.100.1',
    );
    expect(((await injected.json()) as { error: string }).error).toMatch(/contactEmail/);
  });

  it('limits one contact address, whatever network it comes from', async () => {
    const address = `limited-${run}@example.test`;
    const answers: number[] = [];
    for (let n = 1; n <= 4; n++)
      answers.push((await post(bookingBody(100 + n, { contactEmail: address }), `203.0.113.${n}`)).status);
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('limits one network address, whatever contact it gives', async () => {
    const answers: number[] = [];
    for (let n = 1; n <= 11; n++)
      answers.push(
        (await post(bookingBody(200 + n, { contactEmail: `ip-${run}-${n}@example.test` }), '192.0.2.77'))
          .status,
      );
    expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true);
    const refused = await post(bookingBody(299), '192.0.2.77');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(answers[10]).toBe(429);
  });

  it('a forged X-Forwarded-For does not escape the network limit: only its last entry is the caller', async () => {
    // A client controls the entries before the last (the front end appends the address it saw), so a fresh forged
    // entry on every request must not make a fresh network address.
    const answers: number[] = [];
    for (let n = 1; n <= 11; n++)
      answers.push(
        (
          await post(
            bookingBody(400 + n, { contactEmail: `forged-${run}-${n}@example.test` }),
            `10.9.8.${n}, 192.0.2.88`,
          )
        ).status,
      );
    expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('limits everyone together: a full global window refuses a fresh address and contact', async () => {
    const ref = admin.db.doc('workshopRequestQuotas/global');
    const before = (await ref.get()).data();
    await ref.set({ windowStart: Date.now(), count: 200 });
    try {
      const answer = await post(
        bookingBody(300, { contactEmail: `fresh-${run}@example.test` }),
        '192.0.2.200',
      );
      expect(answer.status).toBe(429);
    } finally {
      await (before ? ref.set(before) : ref.delete());
    }
    expect(
      (await admin.db.collection('bookingRequests').where('organisationName', '==', `Limit ${run} 300`).get())
        .size,
    ).toBe(0);
  });
});

describe('group workshop requests', () => {
  it('a visitor’s request is stored, e-mailed to support with its availability, and its send recorded', async () => {
    await actAs('visitor');
    const groupName = `Year 9 ${run}`;
    const { id, emailed } = await requestGroupWorkshop(
      {
        groupName,
        department: 'History',
        groupSize: 24,
        groupDescription: 'Local history club',
        urgency: 'high',
        contactMethod: 'phone',
        contactName: 'Gus',
        contact: '+44 1234 567890',
        availability: { tuesday: { afternoon: 'available' } },
        notes: '',
      },
      '',
      `group-${run}`,
    );
    expect(emailed).toBe(true);
    const stored = (await admin.db.doc(`groupWorkshopRequests/${id}`).get()).data()!;
    expect(stored).toMatchObject({
      groupName,
      groupSize: 24,
      urgency: 'high',
      createdBy: '',
      source: 'visitor',
    });
    const sent = await mails(`Group workshop request: ${groupName}`);
    expect(sent.map((m) => m.to)).toEqual([[SUPPORT]]);
    expect(sent[0]!.text).toContain('Tuesday Afternoon (12PM-5PM): available');
    expect(sent[0]!.text).toContain('high (Within 1-2 weeks)');
    // The pipeline's record of the send (the workshopEmailLogs types have no group request type).
    const message = (await admin.db.doc(`mailMessages/${id}`).get()).data()!;
    expect(message).toMatchObject({ kind: 'groupWorkshopRequest', status: 'done', sent: 1, failed: 0 });
    expect(message.context).toEqual({ groupRequestId: id });
  });
});

describe('workshops: assignment types, cancellation e-mails, the public projection', () => {
  const title = `Pier stories ${run}`;
  let workshopId = '';
  const f = DEMO_ACCOUNTS.facilitator;

  it('a "recording" assignment is confirmed as the recording facilitator, logged', async () => {
    await actAs('superAdmin');
    workshopId = await createWorkshop({
      title,
      date: '2027-05-01',
      startTime: '10:00',
      endTime: '12:00',
      address: 'The Pier',
      description: 'Stories of the pier',
      leadContact: { name: 'Lead', email: `lead-${run}@example.test`, phone: '07700 900999' },
      additionalContacts: [{ name: 'Office', email: `office-${run}@example.test`, phone: '' }],
      organisationId: 'demo-org',
      organisationName: 'Riverside Heritage School',
      duration: 2,
    });
    await assignFacilitators(workshopId, [
      { userId: f.uid, name: f.name, email: f.email, type: 'recording' },
    ]);
    const sent = await mails(`Workshop assignment: ${title}`);
    expect(sent.map((m) => m.to)).toEqual([[f.email]]);
    expect(sent[0]!.text).toContain('assigned as the recording facilitator');
    const logs = (await listRecentLogs()).filter((l) => l.workshopId === workshopId);
    expect(logs.map((l) => [l.type, l.status, l.facilitatorId])).toEqual([
      ['assignment_confirmation', 'sent', f.uid],
    ]);
  });

  it('the public sees the listing without contacts, facilitators or responses', async () => {
    await actAs('visitor');
    const db = clients.visitor!.db;
    const shown = (await getDoc(doc(db, 'publicWorkshops', workshopId))).data()!;
    expect(shown).toMatchObject({ title, address: 'The Pier', status: 'scheduled' });
    expect(JSON.stringify(shown)).not.toMatch(/07700|lead-|office-|facilitator|recording/);
    await expect(getDoc(doc(db, 'workshops', workshopId))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('cancelling e-mails its facilitators, participants and contacts, each logged; no more interest', async () => {
    await actAs('member');
    await showInterest(workshopId, { canAttend: true, needsCoverage: false, notes: '' }, 'Pat');
    await actAs('superAdmin');
    const queued = await cancelWorkshop(workshopId, 'The pier is closed for repairs');
    expect(queued).toMatchObject({ status: 'queued', total: 4 });
    const sent = await until('4 cancellation e-mails', async () => {
      const found = await mails(`Cancelled: ${title}`);
      return found.length >= 4 ? found : null;
    });
    expect(sent.map((m) => m.to[0]).sort()).toEqual(
      [f.email, DEMO_ACCOUNTS.member.email, `lead-${run}@example.test`, `office-${run}@example.test`].sort(),
    );
    expect(sent.every((m) => m.text.includes('The pier is closed for repairs'))).toBe(true);
    const logs = await until('4 cancellation log entries', async () => {
      const found = (await listRecentLogs()).filter(
        (l) => l.workshopId === workshopId && l.type === 'cancellation',
      );
      return found.length >= 4 ? found : null;
    });
    expect(logs.every((l) => l.status === 'sent')).toBe(true);
    // The public listing says cancelled too, and the service refuses interest before the rules would.
    await actAs('visitor');
    expect((await getDoc(doc(clients.visitor!.db, 'publicWorkshops', workshopId))).data()!.status).toBe(
      'cancelled',
    );
    await actAs('member');
    await expect(
      showInterest(workshopId, { canAttend: true, needsCoverage: false, notes: 'again' }, 'Pat'),
    ).rejects.toThrow('This workshop is no longer taking interest');
  });
});

describe('the directory reads the public listing a page at a time (the rules cap a query at 100)', () => {
  it('pages through workshops on the same day without losing or repeating one', async () => {
    // Far-future dates, so only these five are "upcoming" from the day before them.
    const ids = ['p1', 'p2', 'p3', 'p4', 'p5'].map((p) => `${p}-${run}`);
    await Promise.all(
      ids.map((id, i) => {
        const w = zWorkshop.parse({
          title: `Paged ${i}`,
          date: i < 3 ? '2099-01-01' : '2099-01-02',
          startTime: '10:00',
          endTime: '12:00',
          leadContact: { name: 'L', email: 'l@example.test' },
          duration: 2,
        });
        return admin.db.doc(`publicWorkshops/${id}`).set(publicWorkshopOf(w));
      }),
    );
    await actAs('visitor');
    const seen: string[] = [];
    let next: Awaited<ReturnType<typeof listUpcomingPage>>['next'] = null;
    let pages = 0;
    do {
      const page = await listUpcomingPage('2098-12-31', next, 2);
      seen.push(...page.workshops.map((w) => w.id));
      next = page.next;
      pages++;
    } while (next && pages < 10);
    expect(pages).toBe(3);
    expect(seen.sort()).toEqual([...ids].sort());
  });
});

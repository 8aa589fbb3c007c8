import { deleteApp } from 'firebase/app';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ORG_ID, DEMO_ORG_NAME } from '../../../scripts/seed/accounts';
import { adminFor } from '../../../scripts/seed/admin';
import { seedDemo } from '../../../scripts/seed/index';
import { waitForValue as until } from '../../../scripts/stack/ports';
import { STALE_SAVE } from '../../../src/features/requests/model';
import {
  changeStatus,
  createWorkshopFromRequest,
  getRequest,
  listInboxPage,
} from '../../../src/features/requests/service';
import { env } from '../../../src/lib/env';
import { setFirebaseForTests } from '../../../src/lib/firebase';
import { emulatorClient, type EmulatorClient } from '../../support/client';

/**
 * The requests inbox against the emulators: the requestWorkshop function files a booking and a project inquiry
 * (acknowledged through the mail pipeline, a repeat flagged as a likely duplicate, the limits held), and staff
 * move requests on in transactions that refuse a stale save; an outcome is answered by the reply job.
 */
type Who = 'superAdmin' | 'organisationAdmin';
const clients: Partial<Record<Who, EmulatorClient>> = {};
let stack: ReturnType<typeof inject<'stack'>>;
let admin: ReturnType<typeof adminFor>;
const run = Date.now().toString(36);

async function actAs(who: Who) {
  if (!clients[who]) {
    const client = await emulatorClient(`ri-${who}-${run}`);
    await signInWithEmailAndPassword(client.auth, DEMO_ACCOUNTS[who].email, DEMO_ACCOUNTS[who].password);
    clients[who] = client;
  }
  setFirebaseForTests({ db: clients[who].db, auth: clients[who].auth });
}
type Mail = { to: string[]; subject: string; text: string };
const mailsTo = async (address: string, subject: string) =>
  ((await (await fetch(`${stack.mailUrl}/messages`)).json()) as Mail[]).filter(
    (m) => m.to.includes(address) && m.subject.includes(subject),
  );
const waitForMail = (address: string, subject: string) =>
  until(
    `"${subject}" to ${address}`,
    async () => {
      const found = await mailsTo(address, subject);
      return found.length ? found : null;
    },
    45_000,
  );
/** A visitor's POST from its own network address (the per-address limit is not shared with other tests). */
const post = (body: unknown, ip: string) =>
  fetch(env.VITE_WORKSHOP_REQUEST_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
const booking = (n: string, contactEmail: string, organisationId = DEMO_ORG_ID) => ({
  type: 'booking',
  requestId: `inbox-${run}-${n}`,
  organisationId,
  request: {
    organisationName: DEMO_ORG_NAME,
    organisationType: 'School',
    participantCount: 20,
    duration: 3,
    preferredDates: ['2027-05-03'],
    contactName: 'Nia',
    contactEmail,
    notes: `request ${n}`,
  },
});
const inquiry = (n: string, contactEmail: string) => ({
  type: 'inquiry',
  requestId: `inquiry-${run}-${n}`,
  request: {
    contactName: 'Sam',
    contactEmail,
    organisationName: `Canal Trust ${run}`,
    message: 'Walking tour',
    projectName: `Canal voices ${run}`,
    budget: {
      facilitatorRatePence: 3500,
      facilitatorHundredthHours: 200,
      facilitators: 1,
      materialsPence: 0,
      otherLines: [],
      notes: '',
    },
  },
});
const filed = async (body: unknown, ip: string) => {
  const answer = await post(body, ip);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { id: string }).id;
};

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

describe('filing', () => {
  const contact = `nia-${run}@example.test`;
  let first = '';

  it('a booking is stored new with its history, and the requester is told it arrived', async () => {
    first = await filed(booking('1', contact), '198.51.100.1');
    const stored = (await admin.db.doc(`bookingRequests/${first}`).get()).data()!;
    expect(stored).toMatchObject({
      status: 'new',
      version: 0,
      contactKey: contact,
      organisationId: DEMO_ORG_ID,
    });
    expect(stored.statusHistory).toHaveLength(1);
    expect(stored).not.toHaveProperty('likelyDuplicateOf');
    const [mail] = await waitForMail(contact, 'We received your booking request');
    expect(mail!.text).toContain(first.slice(0, 8));
    // The acknowledgement carries nothing the visitor typed.
    expect(mail!.text).not.toContain('request 1');
  });

  it('the same contact about the same organisation again within a day is flagged, and kept', async () => {
    const again = await filed(booking('2', contact), '198.51.100.2');
    expect(again).not.toBe(first);
    expect((await admin.db.doc(`bookingRequests/${again}`).get()).get('likelyDuplicateOf')).toBe(first);
    // About another organisation (none named, a different name): not a duplicate.
    const other = booking('3', contact, '');
    other.request.organisationName = `Another school ${run}`;
    const elsewhere = await filed(other, '198.51.100.3');
    expect(
      (await admin.db.doc(`bookingRequests/${elsewhere}`).get()).get('likelyDuplicateOf'),
    ).toBeUndefined();
  });

  it('a project inquiry is stored apart, acknowledged, and held to the same limits', async () => {
    const sam = `sam-${run}@example.test`;
    const id = await filed(inquiry('1', sam), '198.51.100.10');
    const stored = (await admin.db.doc(`projectInquiries/${id}`).get()).data()!;
    expect(stored).toMatchObject({ status: 'new', projectName: `Canal voices ${run}`, organisationId: '' });
    await waitForMail(sam, 'We received your project inquiry');
    // Three per contact address an hour: the fourth, from yet another network address, is refused.
    await filed(inquiry('2', sam), '198.51.100.11');
    await filed(inquiry('3', sam), '198.51.100.12');
    const refused = await post(inquiry('4', sam), '198.51.100.13');
    expect(refused.status).toBe(429);
    expect((await admin.db.collection('projectInquiries').where('contactKey', '==', sam).get()).size).toBe(3);
  });

  it('a malformed inquiry is refused with the field named', async () => {
    const bad = inquiry('bad', 'not-an-address');
    const answer = await post(bad, '198.51.100.20');
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toContain('request.contactEmail');
  });
});

describe('status changes', () => {
  it('the later of two saves from the same copy is refused, and the first stays', async () => {
    const id = await filed(booking('stale', `stale-${run}@example.test`), '198.51.100.30');
    await actAs('superAdmin');
    const seen = await getRequest('booking', id);
    await changeStatus({ kind: 'booking', id, version: seen.version, to: 'inProgress' });
    await actAs('organisationAdmin');
    await expect(
      changeStatus({ kind: 'booking', id, version: seen.version, to: 'declined', declineReason: 'No' }),
    ).rejects.toThrow(STALE_SAVE);
    const stored = (await admin.db.doc(`bookingRequests/${id}`).get()).data()!;
    expect(stored.status).toBe('inProgress');
    expect(stored.version).toBe(1);
    expect(stored.statusHistory.map((h: { by: string }) => h.by)).toEqual(['', DEMO_ACCOUNTS.superAdmin.uid]);
  });

  it('two saves at once from the same copy: exactly one goes through', async () => {
    const id = await filed(booking('race', `race-${run}@example.test`), '198.51.100.31');
    await actAs('organisationAdmin');
    const results = await Promise.allSettled([
      changeStatus({ kind: 'booking', id, version: 0, to: 'inProgress' }),
      changeStatus({ kind: 'booking', id, version: 0, to: 'declined', declineReason: 'Full' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await admin.db.doc(`bookingRequests/${id}`).get()).get('version')).toBe(1);
  });

  it('declined: the requester is e-mailed the reason through the pipeline', async () => {
    const address = `decline-${run}@example.test`;
    const id = await filed(booking('decline', address), '198.51.100.32');
    await actAs('organisationAdmin');
    await changeStatus({
      kind: 'booking',
      id,
      version: 0,
      to: 'declined',
      declineReason: `Fully booked until June ${run}`,
    });
    const [mail] = await waitForMail(address, 'Your booking request');
    expect(mail!.text).toContain(`Fully booked until June ${run}`);
    await until('the reply marked sent', async () =>
      (await admin.db.doc(`bookingRequests/${id}`).get()).get('replyNotified') === true ? true : null,
    );
  });

  it('a workshop made from a request links both ways, schedules it, and tells the requester', async () => {
    const address = `made-${run}@example.test`;
    const id = await filed(booking('made', address), '198.51.100.33');
    await actAs('superAdmin');
    const title = `Mill stories ${run}`;
    const workshopId = await createWorkshopFromRequest(
      { kind: 'booking', id, version: 0 },
      {
        title,
        date: '2027-05-03',
        startTime: '10:00',
        endTime: '13:00',
        address: 'Mill Lane',
        description: '',
        leadContact: { name: 'Nia', email: address, phone: '' },
        additionalContacts: [],
        organisationId: DEMO_ORG_ID,
        organisationName: DEMO_ORG_NAME,
        duration: 3,
      },
    );
    expect((await admin.db.doc(`workshops/${workshopId}`).get()).get('bookingRequestId')).toBe(id);
    const stored = (await admin.db.doc(`bookingRequests/${id}`).get()).data()!;
    expect(stored).toMatchObject({ status: 'scheduled', workshopId, version: 1 });
    const [mail] = await waitForMail(address, `Your workshop is scheduled: ${title}`);
    expect(mail!.text).toContain('2027-05-03');
  });

  it('the inbox pages its organisation’s requests for the organisation admin', async () => {
    await actAs('organisationAdmin');
    const page = await listInboxPage({
      organisationId: DEMO_ORG_ID,
      kind: null,
      status: null,
      urgency: null,
      from: '',
      to: '',
      order: 'desc',
    });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((i) => i.organisationId === DEMO_ORG_ID)).toBe(true);
  });
});

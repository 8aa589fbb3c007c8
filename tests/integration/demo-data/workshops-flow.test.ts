import { deleteApp, type FirebaseApp } from 'firebase/app';
import { signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../scripts/seed/accounts';
import { seedDemo } from '../../../scripts/seed/index';
import { logEntry } from '../../../functions/src/mail/records';
import { adminFor } from '../../../scripts/seed/admin';
import { RECENT_LOGS } from '../../../src/features/email-log/model';
import { listRecentLogs, resendLog } from '../../../src/features/email-log/service';
import {
  assignFacilitators,
  createWorkshop,
  getWorkshop,
  listInterest,
  requestBooking,
  respondToWorkshop,
  retryFailedSends,
  sendParticipantUpdate,
  showInterest,
} from '../../../src/features/workshops/service';
import { env } from '../../../src/lib/env';
import { ERRORS } from '../../../src/lib/errors';
import { setFirebaseForTests } from '../../../src/lib/firebase';
import { emulatorClient } from '../../support/client';
import { waitForValue as until } from '../../../scripts/stack/ports';

/**
 * The workshop services against the emulators under the real rules, as the demo people: booking, creating and
 * assigning, responding, interest, updates to participants; every e-mail reaches the SMTP catcher and the log;
 * with SMTP down the log says failed and a resend turns the same entry into sent.
 */
type Who = 'superAdmin' | 'organisationAdmin' | 'facilitator' | 'member';
const apps: Record<string, { app: FirebaseApp; auth: Auth; db: Firestore }> = {};
let stack: ReturnType<typeof inject<'stack'>>;
const run = Date.now().toString(36);
const SUPPORT = 'support@storytelling.example'; // the stack's SUPPORT_EMAIL: the server decides, not the app

async function actAs(who: Who) {
  if (!apps[who]) {
    const { app, auth, db } = await emulatorClient(`ws-${who}-${run}`);
    await signInWithEmailAndPassword(auth, DEMO_ACCOUNTS[who].email, DEMO_ACCOUNTS[who].password);
    apps[who] = { app, auth, db };
  }
  setFirebaseForTests({ db: apps[who].db, auth: apps[who].auth });
}

async function mails(match: string) {
  const all = (await (await fetch(`${stack.mailUrl}/messages`)).json()) as {
    to: string[];
    subject: string;
    text: string;
  }[];
  return all.filter((m) => m.subject.includes(match));
}
/** Makes the SMTP catcher refuse one mailbox (550), or defer it (451, `transient`): other tests go on. */
const refuse = (address: string, how: 'permanently' | 'for now' | 'no more') =>
  fetch(`${stack.mailUrl}/refuse/${encodeURIComponent(address)}${how === 'for now' ? '?transient' : ''}`, {
    method: how === 'no more' ? 'DELETE' : 'POST',
  });
/** A queued message's progress, as its sender sees it. */
const messageOf = async (who: Who, messageId: string) =>
  (await getDoc(doc(apps[who]!.db, 'mailMessages', messageId))).data() as
    { status: string; sent: number; failed: number; total: number } | undefined;
const finished = (who: Who, messageId: string) =>
  until(`message ${messageId} to finish`, async () => {
    const m = await messageOf(who, messageId);
    return m?.status === 'done' ? m : null;
  });

let admin: ReturnType<typeof adminFor>;
beforeAll(async () => {
  stack = inject('stack');
  admin = adminFor(stack);
  await seedDemo({
    projectId: stack.projectId,
    firestoreHost: stack.firestoreHost,
    authHost: stack.authHost,
  });
  env.VITE_EMAIL_ENDPOINT = stack.emailEndpoint;
});
afterAll(async () => {
  await admin.close();
  await Promise.all(Object.values(apps).map((a) => deleteApp(a.app)));
});

const title = `Harbour stories ${run}`;
let workshopId = '';

describe('workshops end to end (services)', () => {
  it('an organisation books a workshop: the request is stored, e-mailed to support and logged', async () => {
    await actAs('organisationAdmin');
    const orgName = `Booking org ${run}`;
    await requestBooking(
      {
        organisationName: orgName,
        organisationType: 'School',
        participantCount: 25,
        duration: 3,
        preferredDates: ['2027-03-01'],
        contactName: 'Olivia',
        contactEmail: 'olivia@example.test',
        contactPhone: '',
        notes: 'Year 8',
      },
      'demo-org',
    );
    const sent = await mails(orgName);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toEqual([SUPPORT]);
    await actAs('superAdmin');
    const log = (await listRecentLogs()).find((l) => l.organisationName === orgName);
    expect(log).toMatchObject({ type: 'booking_request', status: 'sent', recipient: SUPPORT });
  });

  it('the super admin creates and assigns it; the facilitator gets the confirmation, logged', async () => {
    await actAs('superAdmin');
    workshopId = await createWorkshop({
      title,
      date: '2027-03-01',
      startTime: '10:00',
      endTime: '13:00',
      address: 'Quay St',
      description: '',
      leadContact: { name: 'Lead', email: 'lead@example.test', phone: '' },
      additionalContacts: [],
      organisationId: 'demo-org',
      organisationName: 'Riverside Heritage School',
      duration: 3,
    });
    const f = DEMO_ACCOUNTS.facilitator;
    await assignFacilitators(workshopId, [{ userId: f.uid, name: f.name, email: f.email, type: 'primary' }]);
    const sent = await mails(`Workshop assignment: ${title}`);
    expect(sent.map((m) => m.to)).toEqual([[f.email]]);
    const logs = (await listRecentLogs()).filter((l) => l.workshopId === workshopId);
    expect(logs.map((l) => [l.type, l.status, l.facilitatorId])).toEqual([
      ['assignment_confirmation', 'sent', f.uid],
    ]);
  });

  it('the facilitator responds; the workshop records it and support gets the notice', async () => {
    await actAs('facilitator');
    await respondToWorkshop(workshopId, 'available');
    expect((await getWorkshop(workshopId))!.responses).toEqual({
      [DEMO_ACCOUNTS.facilitator.uid]: 'available',
    });
    expect(await mails(`is available for ${title}`)).toHaveLength(1);
  });

  it('a participant shows interest; the facilitator sees it and sends an update through the queue', async () => {
    await actAs('member');
    await showInterest(
      workshopId,
      { canAttend: true, needsCoverage: false, notes: 'Looking forward' },
      'Pat',
    );
    expect(await mails(`Workshop interest: Pat for ${title}`)).toHaveLength(1);
    await actAs('facilitator');
    const interest = await listInterest(workshopId);
    expect(interest.map((i) => i.email)).toEqual([DEMO_ACCOUNTS.member.email]);
    await expect(sendParticipantUpdate(workshopId, 'Bring photos', [])).rejects.toThrow(
      ERRORS.noParticipantEmails,
    );
    // Someone who is not a participant of this workshop: the server refuses the whole update.
    await expect(
      sendParticipantUpdate(workshopId, 'Bring photos', [
        ...interest.map((i) => i.email),
        'other@example.test',
      ]),
    ).rejects.toThrow(ERRORS.participantEmailsFailed);
    const result = await sendParticipantUpdate(
      workshopId,
      'Bring photos',
      interest.map((i) => i.email),
    );
    expect(result).toMatchObject({ status: 'queued', total: 1 });
    expect(await finished('facilitator', result.messageId)).toMatchObject({ sent: 1, failed: 0 });
    const update = await mails(`Update: ${title}`);
    expect(update.map((m) => m.to)).toEqual([[DEMO_ACCOUNTS.member.email]]);
    expect(update[0]!.text).toContain('Bring photos');
  });

  it('when the mail server refuses: the spec message, a failed log entry; a resend turns the same entry sent', async () => {
    await actAs('member');
    await refuse(SUPPORT, 'permanently');
    try {
      await expect(
        showInterest(workshopId, { canAttend: false, needsCoverage: true, notes: 'Need cover' }, 'Pat'),
      ).rejects.toThrow(ERRORS.interestEmailFailed);
    } finally {
      await refuse(SUPPORT, 'no more');
    }
    await actAs('superAdmin');
    const before = (await listRecentLogs()).filter((l) => l.workshopId === workshopId);
    const interestFail = before.find((l) => l.type === 'interest_notification' && l.status === 'failed')!;
    expect(interestFail.errorMessage).toBe('The mail server refused this recipient');
    await resendLog(interestFail.id);
    await expect(resendLog(interestFail.id)).rejects.toThrow(/^Failed to send email: 409/); // nothing left to resend
    const after = (await listRecentLogs()).filter((l) => l.workshopId === workshopId);
    expect(after).toHaveLength(before.length);
    expect(after.find((l) => l.id === interestFail.id)!.status).toBe('sent');
    const resent = await mails(`Workshop interest: Pat for ${title}`);
    expect(resent).toHaveLength(2); // the first show of interest and exactly one resend
  });

  it('an update to 3 while their server defers: the queue retries; each gets it once, logged once', async () => {
    await actAs('superAdmin');
    const updTitle = `Retry stories ${run}`;
    const to = ['a', 'b', 'c'].map((x) => `retry-${x}-${run}@example.test`);
    const updId = await createWorkshop({
      title: updTitle,
      date: '2027-04-01',
      startTime: '10:00',
      endTime: '12:00',
      address: 'Dock Rd',
      description: '',
      leadContact: { name: 'Lead', email: 'lead@example.test', phone: '' },
      additionalContacts: to.map((email) => ({ name: 'Helper', email, phone: '' })),
      organisationId: 'demo-org',
      organisationName: 'Riverside Heritage School',
      duration: 2,
    });
    const updateLogs = async () =>
      (
        await getDocs(
          query(
            collection(apps.superAdmin!.db, 'workshopEmailLogs'),
            where('workshopId', '==', updId),
            where('type', '==', 'participant_update'),
          ),
        )
      ).docs.map((d) => ({ id: d.id, ...(d.data() as { status: string; recipient: string }) }));
    for (const r of to) await refuse(r, 'for now');
    let messageId = '';
    try {
      const started = await sendParticipantUpdate(updId, 'Room 2 now', to);
      messageId = started.messageId;
      // Each delivery is tried, refused for now, and stays queued for the queue's retry: nothing is lost.
      await until('a first attempt at each', async () => {
        const d = await admin.db.collection(`mailMessages/${messageId}/deliveries`).get();
        return d.docs.every((x) => x.get('attempts') >= 1 && x.get('status') === 'queued') ? d : null;
      });
      expect(await mails(`Update: ${updTitle}`)).toEqual([]);
    } finally {
      for (const r of to) await refuse(r, 'no more');
    }
    expect(await finished('superAdmin', messageId)).toMatchObject({ total: 3, sent: 3, failed: 0 });
    const logs = await updateLogs();
    expect(logs.map((l) => l.status)).toEqual(['sent', 'sent', 'sent']);
    const delivered = await mails(`Update: ${updTitle}`);
    expect(delivered.map((m) => m.to).sort()).toEqual(to.map((r) => [r]).sort()); // exactly one each
    expect(delivered.every((m) => m.text.includes('Room 2 now'))).toBe(true);
  }, 60_000);

  it('refused for good: the update says which failed; "retry the failed ones" sends only those, once', async () => {
    await actAs('superAdmin');
    const good = `ok-${run}@example.test`;
    const bad = `later-${run}@example.test`;
    const id = await createWorkshop({
      title: `Partial ${run}`,
      date: '2027-04-02',
      startTime: '10:00',
      endTime: '12:00',
      address: '',
      description: '',
      leadContact: { name: 'Lead', email: 'lead@example.test', phone: '' },
      additionalContacts: [good, bad].map((email) => ({ name: 'P', email, phone: '' })),
      organisationId: 'demo-org',
      organisationName: 'Riverside Heritage School',
      duration: 2,
    });
    await refuse(bad, 'permanently');
    let messageId = '';
    try {
      messageId = (await sendParticipantUpdate(id, 'Partial', [good, bad])).messageId;
      expect(await finished('superAdmin', messageId)).toMatchObject({ sent: 1, failed: 1 });
    } finally {
      await refuse(bad, 'no more');
    }
    const retried = await retryFailedSends(messageId);
    expect(retried).toMatchObject({ status: 'queued' });
    expect(
      await until('the retry', async () => {
        const m = await messageOf('superAdmin', messageId);
        return m?.status === 'done' && m.sent === 2 ? m : null;
      }),
    ).toMatchObject({ sent: 2, failed: 0 });
    const got = await mails(`Update: Partial ${run}`);
    expect(got.map((m) => m.to[0]).sort()).toEqual([bad, good].sort()); // the good one was not sent twice
  }, 60_000);

  it('two admins resending one failed entry at once: one mail', async () => {
    await actAs('superAdmin');
    const recipient = `race-${run}@example.test`;
    await refuse(recipient, 'permanently');
    try {
      await updateDoc(doc(apps.superAdmin!.db, 'workshops', workshopId), {
        additionalContacts: [{ name: 'Race', email: recipient, phone: '' }],
      });
      const { messageId } = await sendParticipantUpdate(workshopId, 'Race check', [recipient]);
      await finished('superAdmin', messageId);
    } finally {
      await refuse(recipient, 'no more');
    }
    const entry = (await listRecentLogs()).find((l) => l.recipient === recipient)!;
    expect(entry.status).toBe('failed');
    const outcomes = await Promise.allSettled([resendLog(entry.id), resendLog(entry.id)]);
    expect(outcomes.some((o) => o.status === 'fulfilled')).toBe(true);
    const got = (await mails(`Update: ${title}`)).filter((m) => m.to.includes(recipient));
    expect(got).toHaveLength(1);
    const now = (await listRecentLogs()).find((l) => l.id === entry.id)!;
    expect(now.status).toBe('sent');
    expect(now.errorMessage).toBeUndefined();
  });

  it('the log filters run in the query: an old failed entry behind 50 newer ones is still found', async () => {
    await actAs('superAdmin');
    const oldWorkshop = `old-${run}`;
    // Entries as the mail pipeline writes them (clients cannot write the log).
    const write = async (
      id: string,
      over: {
        status: 'sent' | 'failed';
        workshopId: string;
        type: 'participant_update' | 'cancellation';
        at: Date;
      },
    ) => {
      const entry = logEntry({
        message: {
          kind: over.type === 'cancellation' ? 'cancellation' : 'participantUpdate',
          createdBy: DEMO_ACCOUNTS.superAdmin.uid,
          log: {
            type: over.type,
            workshopId: over.workshopId,
            workshopTitle: 'Busy workshop',
            workshopDate: '2027-05-01',
          },
        },
        delivery: { recipient: `filter-${run}@example.test` },
        messageId: `m-${id}`,
        deliveryId: id,
        subject: `Filter check ${run}`,
        status: over.status,
        errorMessage: over.status === 'failed' ? 'The mail server refused this recipient' : undefined,
        at: over.at,
      })!;
      await admin.db.doc(`workshopEmailLogs/${id}`).set(entry);
    };
    const oldId = `old-${run}`;
    const t0 = Date.now();
    await write(oldId, { status: 'failed', workshopId: oldWorkshop, type: 'cancellation', at: new Date(t0) });
    for (let i = 0; i < RECENT_LOGS + 5; i++)
      await write(`busy-${run}-${i}`, {
        status: 'sent',
        workshopId: `busy-${run}`,
        type: 'participant_update',
        at: new Date(t0 + 1000 + i),
      });
    expect((await listRecentLogs()).map((l) => l.id)).not.toContain(oldId);
    for (const filters of [
      { workshopId: oldWorkshop },
      { status: 'failed', workshopId: oldWorkshop },
      { type: 'cancellation', status: 'failed', workshopId: oldWorkshop },
    ] as const) {
      expect((await listRecentLogs(filters)).map((l) => l.id)).toEqual([oldId]);
    }
    expect(await listRecentLogs({ type: 'booking_request', workshopId: oldWorkshop })).toEqual([]);
    const busy = await listRecentLogs({ workshopId: `busy-${run}` });
    expect(busy).toHaveLength(RECENT_LOGS);
    expect(busy.every((l) => l.workshopId === `busy-${run}` && l.status === 'sent')).toBe(true);
  });

  it('interest is one record per person per workshop', async () => {
    await actAs('superAdmin');
    const snap = await getDocs(
      query(collection(apps.superAdmin!.db, 'interest'), where('workshopId', '==', workshopId)),
    );
    expect(snap.size).toBe(1);
    expect(snap.docs[0]!.data()).toMatchObject({ canAttend: false, needsCoverage: true });
  });
});

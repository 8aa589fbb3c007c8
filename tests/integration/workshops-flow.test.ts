import { deleteApp, type FirebaseApp } from 'firebase/app';
import { signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { collection, getDocs, query, where, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { seedDemo } from '../../scripts/seed/index';
import { ParticipantSendError } from '../../src/features/email/batch';
import { RECENT_LOGS } from '../../src/features/email-log/model';
import {
  listRecentLogs,
  logWorkshopEmail,
  resendLog,
  type NewLog,
} from '../../src/features/email-log/service';
import {
  assignFacilitators,
  createWorkshop,
  getWorkshop,
  listInterest,
  requestBooking,
  respondToWorkshop,
  retryParticipantUpdate,
  sendParticipantUpdate,
  showInterest,
} from '../../src/features/workshops/service';
import { env } from '../../src/lib/env';
import { ERRORS } from '../../src/lib/errors';
import { setFirebaseForTests } from '../../src/lib/firebase';
import { emulatorClient } from '../support/client';

/**
 * The workshop services against the emulators under the real rules, as the demo people: booking, creating and
 * assigning, responding, interest, updates to participants; every e-mail reaches the SMTP catcher and the log;
 * with SMTP down the log says failed and a resend turns the same entry into sent.
 */
type Who = 'superAdmin' | 'organisationAdmin' | 'facilitator' | 'member';
const apps: Record<string, { app: FirebaseApp; auth: Auth; db: Firestore }> = {};
let stack: ReturnType<typeof inject<'stack'>>;
const run = Date.now().toString(36);
const SUPPORT = 'support-flow@example.test';

async function actAs(who: Who) {
  if (!apps[who]) {
    const { app, auth, db } = emulatorClient(`ws-${who}-${run}`);
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
const smtp = (state: 'stop' | 'start') => fetch(`${stack.mailUrl}/smtp/${state}`, { method: 'POST' });

beforeAll(async () => {
  stack = inject('stack');
  await seedDemo({
    projectId: stack.projectId,
    firestoreHost: stack.firestoreHost,
    authHost: stack.authHost,
  });
  env.VITE_EMAIL_ENDPOINT = stack.emailEndpoint;
  env.VITE_SUPPORT_EMAIL = SUPPORT;
});
afterAll(async () => {
  await smtp('start');
  await Promise.all(Object.values(apps).map((a) => deleteApp(a.app)));
});

const noSleep = async () => {};
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
    await respondToWorkshop(workshopId, 'available', DEMO_ACCOUNTS.facilitator.name);
    expect((await getWorkshop(workshopId))!.responses).toEqual({
      [DEMO_ACCOUNTS.facilitator.uid]: 'available',
    });
    expect(await mails(`is available for ${title}`)).toHaveLength(1);
  });

  it('a participant shows interest; the facilitator sees it and sends an update in batches', async () => {
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
    await expect(sendParticipantUpdate(workshopId, 'Bring photos', [], 'Fatima', noSleep)).rejects.toThrow(
      ERRORS.noParticipantEmails,
    );
    const result = await sendParticipantUpdate(
      workshopId,
      'Bring photos',
      interest.map((i) => i.email),
      'Fatima',
      noSleep,
    );
    expect(result.sent).toEqual([DEMO_ACCOUNTS.member.email]);
    const update = await mails(`Update: ${title}`);
    expect(update.map((m) => m.to)).toEqual([[DEMO_ACCOUNTS.member.email]]);
    expect(update[0]!.text).toContain('Bring photos');
  });

  it('with SMTP down: the spec message, a failed log entry; a resend later turns the same entry sent', async () => {
    await actAs('member');
    await smtp('stop');
    try {
      await expect(
        showInterest(workshopId, { canAttend: false, needsCoverage: true, notes: 'Need cover' }, 'Pat'),
      ).rejects.toThrow(ERRORS.interestEmailFailed);
      await actAs('facilitator');
      const err = await sendParticipantUpdate(
        workshopId,
        'Room change',
        [DEMO_ACCOUNTS.member.email, 'other@example.test'],
        'Fatima',
        noSleep,
      ).catch((e: unknown) => e);
      expect((err as Error).message).toBe(ERRORS.participantEmailsFailed);
      expect((err as { failed: string[] }).failed).toEqual([
        DEMO_ACCOUNTS.member.email,
        'other@example.test',
      ]);
    } finally {
      await smtp('start');
    }
    await actAs('superAdmin');
    const before = (await listRecentLogs()).filter((l) => l.workshopId === workshopId);
    const failed = before.filter((l) => l.status === 'failed');
    expect(failed.map((l) => l.type).sort()).toEqual([
      'interest_notification',
      'participant_update',
      'participant_update',
    ]);
    const interestFail = failed.find((l) => l.type === 'interest_notification')!;
    expect(interestFail.errorMessage).toMatch(/^Failed to send email: 502/);
    await resendLog(interestFail.id);
    await resendLog(interestFail.id); // a second click changes nothing
    const after = (await listRecentLogs()).filter((l) => l.workshopId === workshopId);
    expect(after).toHaveLength(before.length);
    expect(after.find((l) => l.id === interestFail.id)!.status).toBe('sent');
    const resent = await mails(`Workshop interest: Pat for ${title}`);
    expect(resent).toHaveLength(2); // the first show of interest and exactly one resend
  });

  it('an update to 3 with SMTP down logs 3 failed; the retry turns the SAME 3 into sent, one mail each', async () => {
    await actAs('superAdmin');
    const updTitle = `Retry stories ${run}`;
    const updId = await createWorkshop({
      title: updTitle,
      date: '2027-04-01',
      startTime: '10:00',
      endTime: '12:00',
      address: 'Dock Rd',
      description: '',
      leadContact: { name: 'Lead', email: 'lead@example.test', phone: '' },
      additionalContacts: [],
      organisationId: 'demo-org',
      organisationName: 'Riverside Heritage School',
      duration: 2,
    });
    // The facilitator sends and retries, as on their dashboard: the retry needs only their own entries.
    await actAs('facilitator');
    const to = ['a', 'b', 'c'].map((x) => `retry-${x}-${run}@example.test`);
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
    await smtp('stop');
    let err: unknown;
    try {
      err = await sendParticipantUpdate(updId, 'Room 2 now', to, 'Sam', noSleep).catch((e: unknown) => e);
    } finally {
      await smtp('start');
    }
    expect(err).toBeInstanceOf(ParticipantSendError);
    const failure = err as ParticipantSendError;
    expect(failure.message).toBe(ERRORS.participantEmailsFailed);
    expect(failure.failed).toEqual(to);
    const before = await updateLogs();
    expect(before.map((l) => l.status)).toEqual(['failed', 'failed', 'failed']);
    expect(failure.failedSends.map((f) => f.logId).sort()).toEqual(before.map((l) => l.id).sort());

    const result = await retryParticipantUpdate(updId, 'Room 2 now', failure.failedSends, 'Sam', noSleep);
    expect(result.sent).toEqual(to);
    const after = await updateLogs();
    expect(after.map((l) => l.id).sort()).toEqual(before.map((l) => l.id).sort()); // no new entry
    for (const l of after) {
      expect(l.status).toBe('sent');
      expect(l).not.toHaveProperty('errorMessage');
    }
    const delivered = await mails(`Update: ${updTitle}`);
    expect(delivered.map((m) => m.to).sort()).toEqual(to.map((r) => [r]).sort()); // exactly one each
    expect(delivered.every((m) => m.text.includes('Room 2 now'))).toBe(true);
    // Nothing is left to be resent from /email-management as a duplicate.
    await actAs('superAdmin');
    expect((await listRecentLogs()).filter((l) => l.workshopId === updId && l.status === 'failed')).toEqual(
      [],
    );
  });

  it('two admins resending one failed entry at once: at most one mail', async () => {
    await actAs('superAdmin');
    const recipient = `race-${run}@example.test`;
    await smtp('stop');
    try {
      await sendParticipantUpdate(workshopId, 'Race check', [recipient], 'Sam', noSleep).catch(() => {});
    } finally {
      await smtp('start');
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
    const entry = (over: Partial<NewLog>): NewLog => ({
      type: 'participant_update',
      subject: `Filter check ${run}`,
      recipient: `filter-${run}@example.test`,
      status: 'sent',
      workshopId: `busy-${run}`,
      workshopTitle: 'Busy workshop',
      workshopDate: '2027-05-01',
      text: 'x',
      ...over,
    });
    const oldId = await logWorkshopEmail(
      entry({ status: 'failed', errorMessage: 'SMTP down', workshopId: oldWorkshop, type: 'cancellation' }),
    );
    for (let i = 0; i < RECENT_LOGS + 5; i++) await logWorkshopEmail(entry({}));
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

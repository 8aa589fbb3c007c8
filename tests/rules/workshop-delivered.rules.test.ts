import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, Timestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, assertSucceeds, expectRule, rulesEnvironment, seedDocs } from '../support/rules';
import { as, EVERYONE, PEOPLE, seedRolePeople, type Who } from '../support/roles';

/**
 * Marking a workshop delivered: a super admin sets status `completed` and `completedAt` (the time of the write)
 * on the workshop and its public copy, once its day has come and unless it was cancelled; nobody else may. What
 * the feedback job records (`feedbackRequest`) is the functions' alone.
 */
let env: RulesTestEnvironment;
const FAC = PEOPLE.facilitator.uid;
const MEMBER = PEOPLE.member.uid;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const then = Timestamp.fromDate(new Date('2026-01-01T10:00:00Z'));

const workshop = (over: Record<string, unknown> = {}) => ({
  title: 'Harbour stories',
  date: iso(-3),
  startTime: '10:00',
  endTime: '13:00',
  address: 'Quay St',
  description: '',
  leadContact: { name: 'Lead', email: 'lead@example.test', phone: '' },
  additionalContacts: [],
  organisationId: 'org1',
  organisationName: 'Org one',
  duration: 3,
  status: 'scheduled',
  facilitators: [{ userId: FAC, name: 'F', email: 'f@example.test', type: 'primary' }],
  facilitatorIds: [FAC],
  responses: {},
  participantIds: [MEMBER],
  createdAt: then,
  updatedAt: then,
  ...over,
});
const publicCopy = (w: ReturnType<typeof workshop>) => ({
  title: w.title,
  date: w.date,
  startTime: w.startTime,
  endTime: w.endTime,
  address: w.address,
  description: w.description,
  organisationId: w.organisationId,
  organisationName: w.organisationName,
  duration: w.duration,
  status: w.status,
  updatedAt: then,
});
const fs = (who: Who) => as(env, who).firestore();
/** The write the manager's "Mark delivered" makes: both documents in one batch. */
const markDelivered = (who: Who, id: string, over: Record<string, unknown> = {}) => {
  const db = fs(who);
  const batch = writeBatch(db);
  batch.update(doc(db, `workshops/${id}`), {
    status: 'completed',
    completedAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...over,
  });
  batch.update(doc(db, `publicWorkshops/${id}`), { status: 'completed', updatedAt: serverTimestamp() });
  return batch.commit();
};
async function seedWorkshop(id: string, over: Record<string, unknown> = {}) {
  const w = workshop(over);
  await seedDocs(env, { [`workshops/${id}`]: w, [`publicWorkshops/${id}`]: publicCopy(w) });
}

beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
});
afterAll(() => env.cleanup());

describe('marking a workshop delivered', () => {
  it.each(EVERYONE.map((w) => [w, w === 'superAdmin'] as const))(
    '%s marks a past workshop delivered: %s',
    async (who, ok) => {
      await seedWorkshop(`past-${who}`);
      await expectRule(markDelivered(who, `past-${who}`), ok);
    },
  );

  it('a super admin may mark one delivered on its very day', async () => {
    await seedWorkshop('today', { date: iso(0) });
    await assertSucceeds(markDelivered('superAdmin', 'today'));
  });

  it('not before its day, and never a cancelled workshop', async () => {
    await seedWorkshop('future', { date: iso(3) });
    await assertFails(markDelivered('superAdmin', 'future'));
    await seedWorkshop('cancelled', { status: 'cancelled', cancellationReason: 'Rain' });
    await assertFails(markDelivered('superAdmin', 'cancelled'));
  });

  it('completedAt is the time of the write, not a date of the caller’s choosing', async () => {
    await seedWorkshop('backdated');
    await assertFails(markDelivered('superAdmin', 'backdated', { completedAt: then }));
    await assertFails(markDelivered('superAdmin', 'backdated', { completedAt: null }));
    const db = fs('superAdmin');
    await assertFails(updateDoc(doc(db, 'workshops/backdated'), { status: 'completed', updatedAt: then }));
  });

  it('completedAt does not move on other edits, nor without completing', async () => {
    await seedWorkshop('edit', { status: 'completed', completedAt: then });
    const db = fs('superAdmin');
    await assertSucceeds(updateDoc(doc(db, 'workshops/edit'), { title: 'Renamed' }));
    await assertFails(updateDoc(doc(db, 'workshops/edit'), { completedAt: serverTimestamp() }));
    await seedWorkshop('open');
    await assertFails(updateDoc(doc(db, 'workshops/open'), { completedAt: serverTimestamp() }));
  });

  it('an assigned facilitator cannot mark it delivered, even with their own response in the same write', async () => {
    await seedWorkshop('fac');
    const db = fs('facilitator');
    await assertFails(
      updateDoc(doc(db, 'workshops/fac'), {
        [`responses.${FAC}`]: 'available',
        status: 'completed',
        completedAt: serverTimestamp(),
      }),
    );
  });
});

describe('the feedback request record is the functions’ alone', () => {
  const record = { state: 'sent', at: then, sent: 3, formId: 'f1' };
  it.each(EVERYONE)('%s cannot write feedbackRequest on a workshop', async (who) => {
    await seedWorkshop(`fr-${who}`, { status: 'completed', completedAt: then });
    await assertFails(updateDoc(doc(fs(who), `workshops/fr-${who}`), { feedbackRequest: record }));
  });
  it('a super admin cannot create a workshop already carrying one, or already delivered', async () => {
    const db = fs('superAdmin');
    const { updatedAt: _u, ...w } = workshop();
    await assertFails(
      writeBatch(db)
        .set(doc(db, 'workshops/pre1'), { ...w, updatedAt: then, feedbackRequest: record })
        .commit(),
    );
    await assertFails(
      writeBatch(db)
        .set(doc(db, 'workshops/pre2'), { ...w, updatedAt: then, completedAt: then })
        .commit(),
    );
  });
  it('a super admin’s later edits keep what the job recorded', async () => {
    await seedWorkshop('kept', { status: 'completed', completedAt: then, feedbackRequest: record });
    const db = fs('superAdmin');
    await assertSucceeds(updateDoc(doc(db, 'workshops/kept'), { title: 'Still here' }));
    await assertFails(updateDoc(doc(db, 'workshops/kept'), { 'feedbackRequest.sent': 0 }));
  });
});

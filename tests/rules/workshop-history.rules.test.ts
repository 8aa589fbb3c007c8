import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFrom } from '../../functions/src/mail/caller';
import { workshopPlan, type InterestData } from '../../functions/src/mail/plans';
import { logEntry, newDelivery, newMessage } from '../../functions/src/mail/records';
import { PARTICIPANT_MAIL_TYPES } from '../../src/features/workshops/history-service';
import { publicWorkshopOf, zWorkshop } from '../../src/features/workshops/model';
import { assertSucceeds, expectDenied, expectRule, rulesEnvironment, seedDocs } from '../support/rules';
import { as, EVERYONE, PEOPLE, seedRolePeople, type Who } from '../support/roles';

/**
 * Workshop history: a cancelled workshop's reason and date (on the workshop and its public copy), a
 * participant's own interest records and the update and cancellation e-mails logged for them. A participant
 * reads only their own answers and e-mails; a facilitator not assigned to a cancelled workshop does not read it.
 */
let env: RulesTestEnvironment;
const now = Timestamp.fromDate(new Date('2026-11-22T10:00:00Z'));
const FAC = PEOPLE.facilitator.uid;
const MEMBER = PEOPLE.member.uid;
const SUPER = PEOPLE.superAdmin.uid;
const OTHER = 'participant2';
const fs = (who: Who) => as(env, who).firestore();
const uidOf = (who: Who) => PEOPLE[who]?.uid ?? 'nobody';

/** A workshop as the service writes it (parsed by the same schema), assigned to `facilitatorId`. */
const workshop = (facilitatorId: string, over: Record<string, unknown> = {}) =>
  zWorkshop.parse({
    title: 'Harbour stories',
    date: '2026-12-05',
    startTime: '10:00',
    endTime: '13:00',
    address: 'Quay St',
    leadContact: { name: 'Lead', email: 'lead@example.test', phone: '' },
    organisationId: 'org1',
    organisationName: 'Org one',
    duration: 3,
    status: 'cancelled',
    cancellationReason: 'The hall flooded',
    cancelledAt: now.toDate(),
    facilitators: [{ userId: facilitatorId, name: 'F', email: 'f@example.test', type: 'primary' }],
    facilitatorIds: [facilitatorId],
    createdAt: now.toDate(),
    updatedAt: now.toDate(),
    ...over,
  });
const interest = (uid: string) => ({
  workshopId: 'wc',
  userId: uid,
  name: uid,
  email: `${uid}@example.test`,
  canAttend: true,
  needsCoverage: false,
  notes: '',
  createdAt: now,
  updatedAt: now,
});

/** The log entry the mail pipeline writes for `recipient`, from the server's own plan and builders. */
function logged(kind: 'participantUpdate' | 'cancellation' | 'interestNotification', recipient: string) {
  const superAdmin = callerFrom(SUPER, 'super1@example.test', { userKeys: [SUPER] }, {});
  const member = callerFrom(MEMBER, `${MEMBER}@example.test`, {}, {});
  const interests: InterestData[] = [interest(MEMBER), interest(OTHER)];
  const decision = workshopPlan({
    kind,
    caller: kind === 'interestNotification' ? member : superAdmin,
    workshopId: 'wc',
    workshop: kind === 'cancellation' ? workshop(FAC) : workshop(FAC, { status: 'scheduled' }),
    interests,
    supportAddress: 'support@example.test',
    freeText: 'Bring photos',
  });
  if (!decision.ok) throw new Error(decision.error);
  const message = newMessage({
    plan: decision.plan,
    context: { workshopId: 'wc' },
    recipients: [recipient],
    createdBy: kind === 'interestNotification' ? MEMBER : SUPER,
    now: now.toDate(),
    queued: false,
  });
  const delivery = newDelivery(decision.plan, recipient, now.toDate());
  return logEntry({
    message,
    delivery,
    messageId: 'm',
    deliveryId: 'd',
    subject: 'S',
    status: 'sent',
    at: now.toDate(),
  })!;
}

beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
  const mine = workshop(FAC);
  const notMine = workshop('facilitator-elsewhere');
  const { cancellationReason: _r, cancelledAt: _a, ...open } = workshop(FAC, { status: 'scheduled' });
  await seedDocs(env, {
    'workshops/wc': mine,
    'publicWorkshops/wc': publicWorkshopOf(mine),
    'workshops/wx': notMine,
    'publicWorkshops/wx': publicWorkshopOf(notMine),
    'workshops/wopen': open,
    [`interest/wc_${MEMBER}`]: interest(MEMBER),
    [`interest/wc_${OTHER}`]: interest(OTHER),
    'workshopEmailLogs/update-member': logged('participantUpdate', `${MEMBER}@example.test`),
    'workshopEmailLogs/update-other': logged('participantUpdate', `${OTHER}@example.test`),
    'workshopEmailLogs/cancel-member': logged('cancellation', `${MEMBER}@example.test`),
    'workshopEmailLogs/cancel-contact': logged('cancellation', 'lead@example.test'),
    'workshopEmailLogs/notice-member': logged('interestNotification', 'support@example.test'),
  });
});
afterAll(() => env.cleanup());

describe('the log entries carry the participant they were sent to', () => {
  it('updates and cancellations to a participant carry their uid; a contact’s copy carries none', () => {
    expect(logged('participantUpdate', `${MEMBER}@example.test`).participantId).toBe(MEMBER);
    expect(logged('cancellation', `${OTHER}@example.test`).participantId).toBe(OTHER);
    expect(logged('cancellation', 'lead@example.test').participantId).toBeUndefined();
  });
});

describe('a cancelled workshop', () => {
  it.each(EVERYONE.map((w) => [w, w === 'superAdmin' || w === 'facilitator'] as const))(
    '%s reads the one its facilitator was assigned to: %s',
    async (who, ok) => {
      await expectRule(getDoc(doc(fs(who), 'workshops/wc')), ok);
    },
  );
  it.each(EVERYONE.map((w) => [w, w === 'superAdmin'] as const))(
    '%s reads one assigned to another facilitator: %s',
    async (who, ok) => {
      await expectRule(getDoc(doc(fs(who), 'workshops/wx')), ok);
    },
  );
  it.each(EVERYONE)('%s reads its reason and date on the public copy', async (who) => {
    const snap = await assertSucceeds(getDoc(doc(fs(who), 'publicWorkshops/wc')));
    expect(snap.data()).toMatchObject({ status: 'cancelled', cancellationReason: 'The hall flooded' });
    expect(snap.data()?.cancelledAt).toBeInstanceOf(Timestamp);
  });

  const cancel = (who: Who, reason: unknown, at: unknown = now) => {
    const db = fs(who);
    const batch = writeBatch(db);
    const change = { status: 'cancelled', cancellationReason: reason, cancelledAt: at, updatedAt: now };
    batch.update(doc(db, 'workshops/wopen'), change);
    batch.set(doc(db, 'publicWorkshops/wopen'), { ...publicWorkshopOf(workshop(FAC)), ...change });
    return batch.commit();
  };
  it.each(EVERYONE.map((w) => [w, w === 'superAdmin'] as const))(
    '%s cancels a workshop with a reason and a date, on both copies: %s',
    async (who, ok) => {
      await expectRule(cancel(who, 'The hall flooded'), ok);
    },
  );
  it('not even a super admin writes a reason over 2000 characters or a date that is not a date', async () => {
    await expectDenied(cancel('superAdmin', 'x'.repeat(2001)));
    await expectDenied(cancel('superAdmin', 42));
    await expectDenied(cancel('superAdmin', 'Flood', 'yesterday'));
    await expectDenied(
      updateDoc(doc(fs('superAdmin'), 'publicWorkshops/wc'), { cancellationReason: 'x'.repeat(2001) }),
    );
  });
  it('the assigned facilitator cannot change the reason', async () => {
    await expectDenied(updateDoc(doc(fs('facilitator'), 'workshops/wc'), { cancellationReason: 'Mine' }));
    await expectDenied(updateDoc(doc(fs('facilitator'), 'publicWorkshops/wc'), { cancellationReason: 'M' }));
  });
});

describe('interest: a participant reads their own answers only', () => {
  it.each(EVERYONE.map((w) => [w, w === 'superAdmin' || w === 'member' || w === 'facilitator'] as const))(
    '%s reads the member’s answer: %s (the facilitator is the workshop’s)',
    async (who, ok) => {
      await expectRule(getDoc(doc(fs(who), `interest/wc_${MEMBER}`)), ok);
    },
  );
  it('the member lists their own answers', async () => {
    const mine = query(collection(fs('member'), 'interest'), where('userId', '==', MEMBER), limit(100));
    expect((await assertSucceeds(getDocs(mine))).docs.map((d) => d.id)).toEqual([`wc_${MEMBER}`]);
  });
  it('the member reads no other participant’s answer, one or listed', async () => {
    const db = fs('member');
    await expectDenied(getDoc(doc(db, `interest/wc_${OTHER}`)));
    await expectDenied(getDocs(query(collection(db, 'interest'), where('userId', '==', OTHER), limit(100))));
    await expectDenied(
      getDocs(query(collection(db, 'interest'), where('workshopId', '==', 'wc'), limit(100))),
    );
  });
  it.each(EVERYONE.filter((w) => w !== 'superAdmin' && w !== 'member'))(
    '%s cannot list the member’s answers as their own',
    async (who) => {
      const q = query(collection(fs(who), 'interest'), where('userId', '==', MEMBER), limit(100));
      await expectDenied(getDocs(q));
    },
  );
});

describe('workshop e-mails: a participant reads the updates and cancellations sent to them', () => {
  const mineQuery = (who: Who, uid = uidOf(who), types: readonly string[] = PARTICIPANT_MAIL_TYPES) =>
    query(
      collection(fs(who), 'workshopEmailLogs'),
      where('participantId', '==', uid),
      where('type', 'in', [...types]),
      limit(100),
    );

  it('the member lists theirs, and only theirs', async () => {
    const snap = await assertSucceeds(getDocs(mineQuery('member')));
    expect(snap.docs.map((d) => d.id).sort()).toEqual(['cancel-member', 'update-member']);
  });
  it.each(EVERYONE.map((w) => [w, w === 'superAdmin' || w === 'member'] as const))(
    '%s reads the update sent to the member: %s',
    async (who, ok) => {
      await expectRule(getDoc(doc(fs(who), 'workshopEmailLogs/update-member')), ok);
    },
  );
  it.each(EVERYONE.map((w) => [w, w === 'superAdmin'] as const))(
    '%s reads the update sent to another participant: %s',
    async (who, ok) => {
      await expectRule(getDoc(doc(fs(who), 'workshopEmailLogs/update-other')), ok);
    },
  );
  it.each(EVERYONE.map((w) => [w, w === 'superAdmin'] as const))(
    '%s reads the cancellation sent to a contact: %s',
    async (who, ok) => {
      await expectRule(getDoc(doc(fs(who), 'workshopEmailLogs/cancel-contact')), ok);
    },
  );
  it.each(EVERYONE.map((w) => [w, w !== 'anonymous'] as const))(
    '%s lists the updates sent to themselves (signed in): %s',
    async (who, ok) => {
      await expectRule(getDocs(mineQuery(who)), ok);
    },
  );
  it.each(EVERYONE.filter((w) => w !== 'superAdmin'))(
    '%s cannot list the member’s e-mails, another’s, or every participant’s',
    async (who) => {
      if (who !== 'member') await expectDenied(getDocs(mineQuery(who, MEMBER)));
      await expectDenied(getDocs(mineQuery(who, OTHER)));
      await expectDenied(
        getDocs(
          query(
            collection(fs(who), 'workshopEmailLogs'),
            where('type', 'in', [...PARTICIPANT_MAIL_TYPES]),
            limit(100),
          ),
        ),
      );
    },
  );
  it('the member does not list the notices their interest sent to support (or any other type) this way', async () => {
    await expectDenied(getDocs(mineQuery('member', MEMBER, ['interest_notification'])));
    await expectDenied(
      getDocs(
        query(
          collection(fs('member'), 'workshopEmailLogs'),
          where('participantId', '==', MEMBER),
          limit(100),
        ),
      ),
    );
  });
  it.each(EVERYONE)('%s cannot write a log entry, not even one naming themselves', async (who) => {
    const entry = { ...logged('participantUpdate', `${MEMBER}@example.test`), participantId: uidOf(who) };
    await expectDenied(setDoc(doc(fs(who), `workshopEmailLogs/forged-${who}`), entry));
    await expectDenied(updateDoc(doc(fs(who), 'workshopEmailLogs/update-member'), { subject: 'Changed' }));
  });
});

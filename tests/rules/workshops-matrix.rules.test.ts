import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, assertSucceeds, expectRule, rulesEnvironment, seedDocs } from '../support/rules';
import { logEntry } from '../../functions/src/mail/records';
import { as, EVERYONE, PEOPLE, seedRolePeople, type Who } from '../support/roles';

let env: RulesTestEnvironment;
const now = Timestamp.fromDate(new Date('2026-11-22T10:00:00Z'));
const FAC = PEOPLE.facilitator.uid;
const MEMBER = PEOPLE.member.uid;

const workshop = (over: Record<string, unknown> = {}) => ({
  title: 'Harbour stories',
  date: '2026-12-05',
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
  participantIds: [],
  createdAt: now,
  updatedAt: now,
  ...over,
});
const booking = (uid: string, over: Record<string, unknown> = {}) => ({
  organisationName: 'Org',
  organisationType: 'School',
  participantCount: 20,
  duration: 2,
  preferredDates: ['2026-12-01'],
  contactName: 'C',
  contactEmail: 'c@example.test',
  contactPhone: '',
  notes: '',
  organisationId: '',
  createdBy: uid,
  createdAt: now,
  status: 'new',
  ...over,
});
const group = (uid: string, over: Record<string, unknown> = {}) => ({
  groupName: 'Year 9',
  department: 'History',
  groupSize: 20,
  groupDescription: '',
  urgency: 'medium',
  contactMethod: 'email',
  availability: { monday: { morning: 'available' } },
  notes: '',
  createdBy: uid,
  createdAt: now,
  ...over,
});
const interest = (uid: string, over: Record<string, unknown> = {}) => ({
  workshopId: 'w1',
  userId: uid,
  name: uid,
  email: `${uid}@example.test`,
  canAttend: true,
  needsCoverage: false,
  notes: '',
  createdAt: now,
  updatedAt: now,
  ...over,
});
/** A log entry as the mail pipeline writes it (functions/src/mail/records.ts), sent by `uid`. */
const log = (uid: string, over: Record<string, unknown> = {}) => ({
  ...logEntry({
    message: {
      kind: 'bookingRequest',
      createdBy: uid,
      log: {
        type: 'booking_request',
        workshopId: 'w1',
        workshopTitle: 'Harbour stories',
        workshopDate: '2026-12-05',
      },
    },
    delivery: { recipient: 'r@example.test' },
    messageId: 'm1',
    deliveryId: 'd1',
    subject: 'S',
    status: 'sent',
    at: now.toDate(),
  }),
  ...over,
});
const uidOf = (who: Who) => PEOPLE[who]?.uid ?? 'nobody';
const fs = (who: Who) => as(env, who).firestore();

beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
  await seedDocs(env, {
    'workshops/w1': workshop(),
    'workshops/wc': workshop({ status: 'cancelled' }),
    'bookingRequests/b-member': booking(MEMBER),
    'groupWorkshopRequests/g-member': group(MEMBER),
    [`interest/w1_${MEMBER}`]: interest(MEMBER),
    [`availability/${FAC}`]: { userId: FAC, bands: { monday: { morning: 'available' } } },
    'workshopEmailLogs/l1': log(MEMBER, {
      status: 'failed',
      errorMessage: 'Failed to send email: 502 Bad Gateway',
    }),
  });
});
afterAll(() => env.cleanup());

describe('workshops', () => {
  // The public reads publicWorkshops (workshops-public.rules.test.ts); the workshop is for staff.
  it.each(EVERYONE.map((w) => [w, w === 'superAdmin' || w === 'facilitator'] as const))(
    '%s reads the workshop: %s',
    async (who, ok) => {
      await expectRule(getDoc(doc(fs(who), 'workshops/w1')), ok);
    },
  );
  it.each(EVERYONE.map((w) => [w, w === 'superAdmin'] as const))(
    '%s lists all workshops: %s',
    async (who, ok) => {
      await expectRule(getDocs(query(collection(fs(who), 'workshops'), limit(10))), ok);
    },
  );
  it.each(EVERYONE.map((w) => [w, w === 'superAdmin'] as const))(
    '%s creates/edits/deletes: %s',
    async (who, ok) => {
      await expectRule(setDoc(doc(fs(who), `workshops/new-${who}`), workshop()), ok);
      await expectRule(updateDoc(doc(fs(who), 'workshops/w1'), { title: `Edited by ${who}` }), ok);
    },
  );
  it.each(EVERYONE.map((w) => [w, w === 'superAdmin'] as const))('%s deletes: %s', async (who, ok) => {
    await seedDocs(env, { [`workshops/del-${who}`]: workshop() });
    await expectRule(deleteDoc(doc(fs(who), `workshops/del-${who}`)), ok);
  });
  it('super admin writes are validated: duration, status, unknown fields, contact', async () => {
    const db = fs('superAdmin');
    await assertFails(setDoc(doc(db, 'workshops/bad1'), workshop({ duration: 5 })));
    await assertFails(setDoc(doc(db, 'workshops/bad2'), workshop({ status: 'open' })));
    await assertFails(setDoc(doc(db, 'workshops/bad3'), workshop({ secret: 1 })));
    await assertFails(setDoc(doc(db, 'workshops/bad4'), workshop({ leadContact: { name: '', email: 'x' } })));
    await assertFails(setDoc(doc(db, 'workshops/bad5'), workshop({ date: '5 Dec' })));
  });
  it('an assigned facilitator sets only their own response, on open workshops', async () => {
    const db = fs('facilitator');
    await assertSucceeds(
      updateDoc(doc(db, 'workshops/w1'), { [`responses.${FAC}`]: 'tentative', updatedAt: now }),
    );
    await assertFails(updateDoc(doc(db, 'workshops/w1'), { [`responses.${FAC}`]: 'maybe' }));
    await assertFails(updateDoc(doc(db, 'workshops/w1'), { 'responses.someoneElse': 'available' }));
    await assertFails(updateDoc(doc(db, 'workshops/w1'), { [`responses.${FAC}`]: 'available', title: 'x' }));
    await assertFails(updateDoc(doc(db, 'workshops/wc'), { [`responses.${FAC}`]: 'available' }));
  });
  it('people not assigned cannot respond', async () => {
    for (const who of ['member', 'moderator', 'orgAdmin', 'outsider', 'anonymous'] as const)
      await assertFails(
        updateDoc(doc(fs(who), 'workshops/w1'), { [`responses.${uidOf(who)}`]: 'available' }),
      );
  });
});

describe('bookingRequests and groupWorkshopRequests', () => {
  // Filed through the requestWorkshop function, which counts them.
  it.each(EVERYONE)('%s cannot file a request directly, even as themselves', async (who) => {
    await assertFails(setDoc(doc(fs(who), `bookingRequests/nb-${who}`), booking(uidOf(who))));
    await assertFails(setDoc(doc(fs(who), `groupWorkshopRequests/ng-${who}`), group(uidOf(who))));
  });
  it('nobody files as someone else or with bad fields', async () => {
    const db = fs('orgAdmin');
    await assertFails(setDoc(doc(db, 'bookingRequests/x1'), booking(MEMBER)));
    await assertFails(setDoc(doc(db, 'bookingRequests/x2'), booking(PEOPLE.orgAdmin.uid, { duration: 1 })));
    await assertFails(
      setDoc(doc(db, 'bookingRequests/x3'), booking(PEOPLE.orgAdmin.uid, { preferredDates: [] })),
    );
    await assertFails(
      setDoc(doc(db, 'bookingRequests/x4'), booking(PEOPLE.orgAdmin.uid, { contactEmail: 'nope' })),
    );
    await assertFails(
      setDoc(doc(db, 'groupWorkshopRequests/x5'), group(PEOPLE.orgAdmin.uid, { urgency: 'now' })),
    );
    await assertFails(
      setDoc(doc(db, 'groupWorkshopRequests/x6'), group(PEOPLE.orgAdmin.uid, { contactMethod: 'fax' })),
    );
    await assertFails(
      setDoc(
        doc(db, 'groupWorkshopRequests/x7'),
        group(PEOPLE.orgAdmin.uid, { availability: { funday: {} } }),
      ),
    );
  });
  it.each(EVERYONE.map((w) => [w, w === 'member' || w === 'superAdmin'] as const))(
    "%s reads the member's requests: %s",
    async (who, ok) => {
      await expectRule(getDoc(doc(fs(who), 'bookingRequests/b-member')), ok);
      await expectRule(getDoc(doc(fs(who), 'groupWorkshopRequests/g-member')), ok);
    },
  );
  it('lists: super admin all; others only their own', async () => {
    await assertSucceeds(getDocs(query(collection(fs('superAdmin'), 'bookingRequests'), limit(50))));
    await assertFails(getDocs(query(collection(fs('orgAdmin'), 'bookingRequests'), limit(50))));
    await assertSucceeds(
      getDocs(
        query(collection(fs('member'), 'bookingRequests'), where('createdBy', '==', MEMBER), limit(50)),
      ),
    );
  });
  // Moving a request on (one status step, its version and history) is the inbox's, proven role by role in
  // requests-inbox.rules.test.ts; deleting one stays the super admin's alone.
  it.each(EVERYONE.map((w) => [w, w === 'superAdmin'] as const))('%s deletes: %s', async (who, ok) => {
    await seedDocs(env, {
      [`bookingRequests/u-${who}`]: booking(MEMBER),
      [`groupWorkshopRequests/u-${who}`]: group(MEMBER),
    });
    await expectRule(deleteDoc(doc(fs(who), `bookingRequests/u-${who}`)), ok);
    await expectRule(deleteDoc(doc(fs(who), `groupWorkshopRequests/u-${who}`)), ok);
  });
  it('even a super admin cannot rewrite who filed a booking', async () => {
    await assertFails(updateDoc(doc(fs('superAdmin'), 'bookingRequests/b-member'), { createdBy: 'x' }));
  });
});

describe('interest', () => {
  it.each(EVERYONE.map((w) => [w, w !== 'anonymous'] as const))(
    '%s shows interest as themselves: %s',
    async (who, ok) => {
      await expectRule(setDoc(doc(fs(who), `interest/w1_${uidOf(who)}`), interest(uidOf(who))), ok);
    },
  );
  it('not for someone else, under another id, or for a missing workshop', async () => {
    const db = fs('outsider');
    await assertFails(setDoc(doc(db, `interest/w1_${MEMBER}`), interest(MEMBER)));
    await assertFails(setDoc(doc(db, 'interest/w1_other'), interest('outsider')));
    await assertFails(
      setDoc(doc(db, 'interest/nope_outsider'), interest('outsider', { workshopId: 'nope' })),
    );
    await assertFails(setDoc(doc(db, 'interest/w1_outsider'), interest('outsider', { canAttend: 'yes' })));
  });
  it("carries the account's own address or none, never someone else's", async () => {
    const db = fs('outsider');
    const mine = `interest/w1_${uidOf('outsider')}`;
    await assertFails(setDoc(doc(db, mine), interest(uidOf('outsider'), { email: 'stranger@example.test' })));
    await assertSucceeds(setDoc(doc(db, mine), interest(uidOf('outsider'), { email: '' })));
    await assertFails(updateDoc(doc(db, mine), { email: 'stranger@example.test' }));
    await assertSucceeds(setDoc(doc(db, mine), interest(uidOf('outsider'))));
  });
  it.each(EVERYONE.map((w) => [w, ['member', 'facilitator', 'superAdmin'].includes(w)] as const))(
    "%s reads the member's interest: %s",
    async (who, ok) => {
      await expectRule(getDoc(doc(fs(who), `interest/w1_${MEMBER}`)), ok);
    },
  );
  it('the assigned facilitator lists interest for their workshop', async () => {
    await assertSucceeds(
      getDocs(query(collection(fs('facilitator'), 'interest'), where('workshopId', '==', 'w1'), limit(100))),
    );
    await assertFails(
      getDocs(query(collection(fs('moderator'), 'interest'), where('workshopId', '==', 'w1'), limit(100))),
    );
  });
});

describe('availability', () => {
  it.each(EVERYONE.map((w) => [w, w === 'facilitator' || w === 'superAdmin'] as const))(
    "%s reads the facilitator's: %s",
    async (who, ok) => {
      await expectRule(getDoc(doc(fs(who), `availability/${FAC}`)), ok);
    },
  );
  it.each(EVERYONE.map((w) => [w, w !== 'anonymous'] as const))(
    '%s writes only their own: %s',
    async (who, ok) => {
      await expectRule(
        setDoc(doc(fs(who), `availability/${uidOf(who)}`), {
          userId: uidOf(who),
          bands: { friday: { night: 'tentative' } },
        }),
        ok,
      );
      if (who !== 'facilitator')
        await assertFails(setDoc(doc(fs(who), `availability/${FAC}`), { userId: FAC, bands: {} }));
    },
  );
  it('rejects unknown weekdays', async () => {
    await assertFails(
      setDoc(doc(fs('facilitator'), `availability/${FAC}`), { userId: FAC, bands: { someday: {} } }),
    );
  });
});

describe('workshopEmailLogs', () => {
  // Only the e-mail functions (Admin SDK) write the log: a forged entry could be resent with real mail.
  it.each(EVERYONE)('%s cannot create a log entry, even one naming themselves as sender', async (who) => {
    await assertFails(setDoc(doc(fs(who), `workshopEmailLogs/c-${who}`), log(uidOf(who))));
    await assertFails(
      setDoc(
        doc(fs(who), `workshopEmailLogs/f-${who}`),
        log(uidOf(who), { status: 'failed', errorMessage: 'x' }),
      ),
    );
  });
  // l1 was sent by the member: its sender reads it, only the super admin lists the log.
  it.each(EVERYONE.map((w) => [w, w === 'superAdmin' || w === 'member'] as const))(
    '%s reads an entry the member sent: %s',
    async (who, ok) => {
      await expectRule(getDoc(doc(fs(who), 'workshopEmailLogs/l1')), ok);
    },
  );
  it.each(EVERYONE.map((w) => [w, w === 'superAdmin'] as const))('%s lists the log: %s', async (who, ok) => {
    await expectRule(getDocs(query(collection(fs(who), 'workshopEmailLogs'), limit(50))), ok);
  });
  // A resend goes through the server; no client turns an entry sent, not even its sender or a super admin.
  it.each(EVERYONE)('%s cannot mark a failed entry as sent', async (who) => {
    await seedDocs(env, {
      [`workshopEmailLogs/r-${who}`]: log(MEMBER, { status: 'failed', errorMessage: 'x' }),
    });
    await assertFails(
      updateDoc(doc(fs(who), `workshopEmailLogs/r-${who}`), { status: 'sent', sentAt: now, updatedAt: now }),
    );
  });
  it('a resend cannot change what was sent or to whom, and nobody deletes log entries', async () => {
    await assertFails(
      updateDoc(doc(fs('superAdmin'), 'workshopEmailLogs/l1'), { recipient: 'other@example.test' }),
    );
    await assertFails(updateDoc(doc(fs('superAdmin'), 'workshopEmailLogs/l1'), { subject: 'changed' }));
    await assertFails(
      updateDoc(doc(fs('member'), 'workshopEmailLogs/l1'), { recipient: 'other@example.test' }),
    );
    await assertFails(
      updateDoc(doc(fs('member'), 'workshopEmailLogs/l1'), { createdBy: PEOPLE.moderator.uid }),
    );
    for (const who of EVERYONE) await assertFails(deleteDoc(doc(fs(who), 'workshopEmailLogs/l1')));
  });
});

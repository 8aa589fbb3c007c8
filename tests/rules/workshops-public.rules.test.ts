import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicWorkshopOf, zWorkshop } from '../../src/features/workshops/model';
import { PUBLIC_WORKSHOP_LIMIT } from '../../src/features/workshops/service';
import { assertSucceeds, expectDenied, expectRule, rulesEnvironment, seedDocs } from '../support/rules';
import { as, EVERYONE, PEOPLE, seedRolePeople, type Who } from '../support/roles';

/**
 * What a signed-out visitor and other strangers can get at. The workshop itself holds the
 * contacts' phones and e-mails, the facilitators' responses and the participants; the public reads only its
 * projection in publicWorkshops, in bounded pages. Booking and group requests are filed by the server only (it
 * counts them); interest is refused in a cancelled workshop.
 */
let env: RulesTestEnvironment;
const now = Timestamp.fromDate(new Date('2026-11-22T10:00:00Z'));
const FAC = PEOPLE.facilitator.uid;
const MEMBER = PEOPLE.member.uid;

/** A workshop as WorkshopManagerScreen + service.createWorkshop write it (parsed by the same schema). */
const workshop = (over: Record<string, unknown> = {}) =>
  zWorkshop.parse({
    title: 'Harbour stories',
    date: '2026-12-05',
    startTime: '10:00',
    endTime: '13:00',
    address: 'Quay St',
    description: 'Stories of the harbour',
    leadContact: { name: 'Lead', email: 'lead@example.test', phone: '07700 900123' },
    additionalContacts: [{ name: 'Office', email: 'office@example.test', phone: '' }],
    organisationId: 'org1',
    organisationName: 'Org one',
    duration: 3,
    status: 'scheduled',
    facilitators: [{ userId: FAC, name: 'F', email: 'f@example.test', type: 'primary' }],
    facilitatorIds: [FAC],
    responses: { [FAC]: 'available' },
    participantIds: [MEMBER],
    createdAt: now.toDate(),
    updatedAt: now.toDate(),
    ...over,
  });
const fs = (who: Who) => as(env, who).firestore();
const uidOf = (who: Who) => PEOPLE[who]?.uid ?? 'nobody';
/** A denial must be the rules' own, not some other failure. */
const STAFF: Who[] = ['superAdmin', 'facilitator'];

beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
  const open = workshop();
  const cancelled = workshop({ status: 'cancelled', title: 'Called off' });
  await seedDocs(env, {
    'workshops/w1': open,
    'publicWorkshops/w1': publicWorkshopOf(open),
    'workshops/wc': cancelled,
    'publicWorkshops/wc': publicWorkshopOf(cancelled),
  });
});
afterAll(() => env.cleanup());

describe('the workshop itself: contacts, facilitators, responses, participants', () => {
  it.each(EVERYONE.map((w) => [w, STAFF.includes(w)] as const))('%s reads it: %s', async (who, ok) => {
    const attempt = getDoc(doc(fs(who), 'workshops/w1'));
    await expectRule(attempt, ok);
  });
  it.each(EVERYONE.filter((w) => w !== 'superAdmin'))('%s cannot list every workshop', async (who) => {
    await expectDenied(getDocs(query(collection(fs(who), 'workshops'), limit(10))));
  });
  it('a facilitator lists the workshops assigned to them, and nobody else’s', async () => {
    const db = fs('facilitator');
    await assertSucceeds(
      getDocs(query(collection(db, 'workshops'), where('facilitatorIds', 'array-contains', FAC), limit(50))),
    );
    await expectDenied(
      getDocs(
        query(collection(db, 'workshops'), where('facilitatorIds', 'array-contains', MEMBER), limit(50)),
      ),
    );
  });
});

describe('publicWorkshops: what a public page shows', () => {
  it('holds no contact, facilitator, response or participant', () => {
    const shown = publicWorkshopOf(workshop());
    expect(Object.keys(shown).sort()).toEqual(
      ['address', 'date', 'description', 'duration', 'endTime', 'organisationId', 'organisationName']
        .concat(['startTime', 'status', 'title', 'updatedAt'])
        .sort(),
    );
    expect(JSON.stringify(shown)).not.toMatch(/07700|lead@|office@|f@example|available/);
  });
  it.each(EVERYONE)('%s reads one and lists a bounded page', async (who) => {
    const db = fs(who);
    await assertSucceeds(getDoc(doc(db, 'publicWorkshops/w1')));
    await assertSucceeds(
      getDocs(
        query(
          collection(db, 'publicWorkshops'),
          where('date', '>=', '2026-01-01'),
          orderBy('date'),
          limit(PUBLIC_WORKSHOP_LIMIT),
        ),
      ),
    );
  });
  it.each(EVERYONE)('%s cannot read every workshop in one query (no limit, or too high)', async (who) => {
    const db = fs(who);
    await expectDenied(getDocs(collection(db, 'publicWorkshops')));
    await expectDenied(getDocs(query(collection(db, 'publicWorkshops'), limit(PUBLIC_WORKSHOP_LIMIT + 1))));
  });
  it.each(EVERYONE.map((w) => [w, w === 'superAdmin'] as const))('%s writes it: %s', async (who, ok) => {
    const attempt = setDoc(doc(fs(who), `publicWorkshops/p-${who}`), publicWorkshopOf(workshop()));
    await expectRule(attempt, ok);
  });
  it('not even a super admin puts private fields on the public page', async () => {
    const db = fs('superAdmin');
    const w = workshop();
    await expectDenied(
      setDoc(doc(db, 'publicWorkshops/leak1'), { ...publicWorkshopOf(w), leadContact: w.leadContact }),
    );
    await expectDenied(
      setDoc(doc(db, 'publicWorkshops/leak2'), { ...publicWorkshopOf(w), responses: w.responses }),
    );
    await expectDenied(
      setDoc(doc(db, 'publicWorkshops/leak3'), { ...publicWorkshopOf(w), participantIds: w.participantIds }),
    );
    await expectDenied(updateDoc(doc(db, 'publicWorkshops/w1'), { facilitatorIds: [FAC] }));
  });
});

describe('requests are filed by the server, which counts them', () => {
  const booking = (uid: string) => ({
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
  });
  const group = (uid: string) => ({
    groupName: 'Year 9',
    department: 'History',
    groupSize: 20,
    groupDescription: '',
    urgency: 'medium',
    contactMethod: 'email',
    contactName: 'C',
    contact: 'c@example.test',
    availability: { monday: { morning: 'available' } },
    notes: '',
    organisationId: '',
    createdBy: uid,
    createdAt: now,
  });
  // A fresh account could otherwise file thousands of requests (and the e-mails that follow them).
  it.each(EVERYONE)('%s cannot write a booking or group request directly', async (who) => {
    await expectDenied(setDoc(doc(fs(who), `bookingRequests/spam-${who}`), booking(uidOf(who))));
    await expectDenied(setDoc(doc(fs(who), `groupWorkshopRequests/spam-${who}`), group(uidOf(who))));
  });
});

describe('interest', () => {
  const interest = (workshopId: string) => ({
    workshopId,
    userId: MEMBER,
    name: 'Member',
    email: `${MEMBER}@example.test`,
    canAttend: true,
    needsCoverage: false,
    notes: '',
    createdAt: now,
    updatedAt: now,
  });
  it('is taken in an open workshop', async () => {
    await assertSucceeds(setDoc(doc(fs('member'), `interest/w1_${MEMBER}`), interest('w1')));
  });
  it('is refused in a cancelled workshop, new or updated', async () => {
    await expectDenied(setDoc(doc(fs('member'), `interest/wc_${MEMBER}`), interest('wc')));
    await seedDocs(env, { [`interest/wc_${MEMBER}`]: interest('wc') });
    await expectDenied(
      updateDoc(doc(fs('member'), `interest/wc_${MEMBER}`), { notes: 'still coming', updatedAt: now }),
    );
  });
});

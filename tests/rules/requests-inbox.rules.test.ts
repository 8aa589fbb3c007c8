import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { newRequestRecord } from '../../functions/src/requests/records';
import { statusChange, type RequestKind } from '../../src/features/requests/model';
import { as, ORG, PEOPLE, seedRolePeople, type Who } from '../support/roles';
import { expectRule, rulesEnvironment, seedDocs } from '../support/rules';

/**
 * The requests inbox: booking requests, group workshop requests and project inquiries are filed by the
 * functions only, read by super admins and that organisation's admins (a workshop request also by its filer),
 * and moved one status step at a time by those admins, each step recording who and raising the version.
 */
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
});
afterAll(() => env.cleanup());

const REQUESTER = 'requester1';
const COLLECTION: Record<RequestKind, string> = {
  booking: 'bookingRequests',
  group: 'groupWorkshopRequests',
  inquiry: 'projectInquiries',
};
const FIELDS: Record<RequestKind, Record<string, unknown>> = {
  booking: {
    organisationName: 'Mill School',
    organisationType: 'school',
    participantCount: 20,
    duration: 2,
    preferredDates: ['2027-03-01'],
    contactName: 'Ann',
    contactEmail: 'ann@example.test',
    contactPhone: '',
    notes: '',
  },
  group: {
    groupName: 'Year 8',
    department: 'History',
    groupSize: 20,
    groupDescription: '',
    urgency: 'high',
    contactMethod: 'email',
    contactName: 'Ann',
    contact: 'ann@example.test',
    availability: { monday: { morning: 'available' } },
    notes: '',
  },
  inquiry: {
    contactName: 'Ann',
    contactEmail: 'ann@example.test',
    organisationName: 'Mill School',
    message: 'A village project',
    projectName: 'Village voices',
    budget: {
      facilitatorRatePence: 5000,
      facilitatorHundredthHours: 200,
      facilitators: 1,
      materialsPence: 0,
      otherLines: [],
      notes: '',
    },
  },
};
const filedAt = new Date('2027-01-01T10:00:00Z');
/** As the requestWorkshop function stores it (same builder). */
const record = (kind: RequestKind, organisationId = ORG) =>
  newRequestRecord({
    kind,
    request: FIELDS[kind],
    organisationId,
    filer: { uid: REQUESTER, source: 'account' },
    now: filedAt,
  });
const path = (kind: RequestKind, id = 'r1') => `${COLLECTION[kind]}/${id}`;
const dbOf = (who: Who | 'requester' | 'fresh') =>
  (who === 'requester'
    ? env.authenticatedContext(REQUESTER, { email: 'ann@example.test' })
    : who === 'fresh'
      ? env.authenticatedContext('fresh1', { email: 'fresh1@example.test' })
      : as(env, who)
  ).firestore() as unknown as Firestore;
const uidOf = (who: Who | 'requester' | 'fresh') =>
  who === 'requester' ? REQUESTER : who === 'fresh' ? 'fresh1' : (PEOPLE[who]?.uid ?? '');
const loaded = {
  status: 'new' as const,
  version: 0,
  statusHistory: [{ status: 'new', by: REQUESTER, at: filedAt }],
};

beforeEach(async () => {
  await seedDocs(env, {
    [path('booking')]: record('booking'),
    [path('group')]: record('group'),
    [path('inquiry')]: record('inquiry'),
    [path('booking', 'orphan')]: record('booking', 'deleted-org'),
    [path('booking', 'declined')]: { ...record('booking'), status: 'declined', version: 2 },
    'workshops/ws1': { title: 'Existing', date: '2027-03-01' },
    'Projects/p1': { projectName: 'Village voices' },
  });
});

const WHO: (Who | 'requester' | 'fresh')[] = [
  'anonymous',
  'fresh',
  'outsider',
  'member',
  'facilitator',
  'moderator',
  'orgAdmin',
  'otherOrgAdmin',
  'superAdmin',
  'requester',
];
const STAFF = new Set(['orgAdmin', 'superAdmin']);

describe.each(['booking', 'group', 'inquiry'] as RequestKind[])('%s', (kind) => {
  it.each(WHO)('%s reads one', async (who) => {
    const allowed = STAFF.has(who) || (who === 'requester' && kind !== 'inquiry');
    await expectRule(getDoc(doc(dbOf(who), path(kind))), allowed);
  });

  it.each(WHO)("%s lists the organisation's", async (who) => {
    const q = query(collection(dbOf(who), COLLECTION[kind]), where('organisationId', '==', ORG));
    await expectRule(getDocs(q), STAFF.has(who));
  });

  it.each(WHO)('%s files one (only the functions may)', async (who) => {
    await expectRule(setDoc(doc(dbOf(who), path(kind, 'new1')), record(kind)), false);
  });

  it.each(WHO)('%s moves it to in progress', async (who) => {
    const write = updateDoc(doc(dbOf(who), path(kind)), {
      ...statusChange(kind, loaded, 'inProgress', uidOf(who), new Date()),
      updatedAt: serverTimestamp(),
    });
    await expectRule(write, STAFF.has(who));
  });

  it.each(['orgAdmin', 'requester', 'member'] as const)(
    '%s changing what the requester wrote alongside the status is refused',
    async (who) => {
      const write = updateDoc(doc(dbOf(who), path(kind)), {
        ...statusChange(kind, loaded, 'inProgress', uidOf(who), new Date()),
        contactName: 'Someone else',
        updatedAt: serverTimestamp(),
      });
      await expectRule(write, false);
    },
  );
});

describe('status steps as the organisation admin', () => {
  const admin = () => dbOf('orgAdmin');
  const uid = PEOPLE.orgAdmin.uid;
  const step = (to: Parameters<typeof statusChange>[2], extra = {}) => ({
    ...statusChange('booking', loaded, to, uid, new Date(), extra),
    updatedAt: serverTimestamp(),
  });

  it('a request kept before statuses had a history is moved on, its first entry the new one', async () => {
    const { statusHistory: _none, ...before } = record('booking');
    await seedDocs(env, { [path('booking', 'legacy')]: before });
    const legacy = { status: 'new' as const, version: 0, statusHistory: [] };
    const move = (history: unknown[]) =>
      updateDoc(doc(admin(), path('booking', 'legacy')), {
        ...statusChange('booking', legacy, 'inProgress', uid, new Date()),
        ...(history.length ? { statusHistory: history } : {}),
        updatedAt: serverTimestamp(),
      });
    await expectRule(move([{ status: 'inProgress', by: 'super1', at: new Date() }]), false);
    await expectRule(move([]), true);
  });

  it('declining with a reason asks for the reply', async () => {
    await expectRule(
      updateDoc(doc(admin(), path('booking')), step('declined', { declineReason: 'Full' })),
      true,
    );
  });
  it('declining without asking for the reply is refused', async () => {
    await expectRule(
      updateDoc(doc(admin(), path('booking')), { ...step('declined'), replyNotified: true }),
      false,
    );
  });
  it('a save from a stale copy (the version not one more than stored) is refused', async () => {
    await expectRule(updateDoc(doc(admin(), path('booking')), { ...step('inProgress'), version: 0 }), false);
    await expectRule(updateDoc(doc(admin(), path('booking')), { ...step('inProgress'), version: 5 }), false);
  });
  it('a history entry in someone else’s name, or a rewritten history, is refused', async () => {
    await expectRule(
      updateDoc(doc(admin(), path('booking')), {
        ...step('inProgress'),
        statusHistory: [...loaded.statusHistory, { status: 'inProgress', by: 'super1', at: new Date() }],
      }),
      false,
    );
    await expectRule(
      updateDoc(doc(admin(), path('booking')), {
        ...step('inProgress'),
        statusHistory: [{ status: 'inProgress', by: uid, at: new Date() }],
      }),
      false,
    );
  });
  it('nothing moves back from an outcome', async () => {
    const from = { status: 'declined' as const, version: 2, statusHistory: [] };
    const write = updateDoc(doc(admin(), path('booking', 'declined')), {
      status: 'inProgress',
      statusHistory: [{ status: 'inProgress', by: uid, at: new Date() }],
      version: from.version + 1,
      updatedBy: uid,
      updatedAt: serverTimestamp(),
    });
    await expectRule(write, false);
  });
  it('scheduled needs a workshop that exists', async () => {
    await expectRule(updateDoc(doc(admin(), path('booking')), step('scheduled', { link: 'nope' })), false);
    await expectRule(updateDoc(doc(admin(), path('booking')), step('scheduled', { link: 'ws1' })), true);
  });
  it('an inquiry is accepted with the project it became', async () => {
    const write = updateDoc(doc(admin(), path('inquiry')), {
      ...statusChange('inquiry', loaded, 'accepted', uid, new Date(), { link: 'p1' }),
      updatedAt: serverTimestamp(),
    });
    await expectRule(write, true);
  });
  it('moving a request into another organisation is refused', async () => {
    await expectRule(
      updateDoc(doc(admin(), path('booking')), { ...step('inProgress'), organisationId: 'org2' }),
      false,
    );
  });
});

describe('the super admin', () => {
  it('reads a request whose organisation was deleted; that organisation’s former neighbours do not', async () => {
    await expectRule(getDoc(doc(dbOf('superAdmin'), path('booking', 'orphan'))), true);
    await expectRule(getDoc(doc(dbOf('otherOrgAdmin'), path('booking', 'orphan'))), false);
    await expectRule(getDocs(collection(dbOf('superAdmin'), 'projectInquiries')), true);
    await expectRule(getDocs(collection(dbOf('orgAdmin'), 'projectInquiries')), false);
  });
  it('creates the workshop and schedules the request in one write', async () => {
    const db = dbOf('superAdmin');
    const batch = writeBatch(db);
    batch.set(doc(db, 'workshops/ws-new'), {
      title: 'From request',
      date: '2027-03-01',
      startTime: '10:00',
      endTime: '12:00',
      leadContact: { name: 'Ann', email: 'ann@example.test' },
      duration: 2,
      status: 'scheduled',
      bookingRequestId: 'r1',
    });
    batch.update(doc(db, path('booking')), {
      ...statusChange('booking', loaded, 'scheduled', PEOPLE.superAdmin.uid, new Date(), { link: 'ws-new' }),
      updatedAt: serverTimestamp(),
    });
    await expectRule(batch.commit(), true);
  });
});

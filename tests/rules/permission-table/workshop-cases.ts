import { collection, limit, query, serverTimestamp, where } from 'firebase/firestore';
import { MAIL_STATS_PATH } from '@storytelling/shared/mail-stats';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../../../scripts/seed/accounts';
import { DEMO_OFFERED_WORKSHOP } from '../../../scripts/seed/offers';
import { statusChange, zInboxRecord, type RequestKind } from '../../../src/features/requests/model';
import { PARTICIPANT_MAIL_TYPES } from '../../../src/features/workshops/history-service';
import { newOffer } from '../../../src/features/workshops/offer-model';
import type { Workshop } from '../../../src/features/workshops/model';
import type { DocAction, Resource } from '../../../src/kernel/permissions';
import { caseOf, listOf, storedDoc, type Case } from './harness';

const a = DEMO_ACCOUNTS;
const f = a.facilitator;
/** The demo facilitator is assigned to it and has not answered yet. */
const NEEDS_RESPONSE = 'demo-ws-needs-response';
export const QUOTA_KEY = 'global';

type WorkshopResource =
  | 'workshops'
  | 'publicWorkshops'
  | 'bookingRequests'
  | 'groupWorkshopRequests'
  | 'projectInquiries'
  | 'interest'
  | 'workshopOffers'
  | 'workshopRequestQuotas'
  | 'availability'
  | 'workshopEmailLogs'
  | 'workshopEmailStats';

/** The seeded log entries, found after seeding: one addressed to the participant, one to nobody's account. */
export const logIds = { addressed: '', other: '' };

const stamped = () => ({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() });

/**
 * A request of the inbox: read by its staff (and its filer), moved one status step on as the inbox does. `moved`
 * is the request moved on, when it is not the one read: the demo's oldest booking predates the status history,
 * and the rules refuse to move such a record on (the history's slice before the new entry is out of bounds).
 */
function request(
  coll: 'bookingRequests' | 'groupWorkshopRequests' | 'projectInquiries',
  kind: RequestKind,
  id: string,
  to: 'inProgress' | 'declined',
  moved = id,
): ((uid: string) => Case)[] {
  const one = (docId: string, only?: DocAction[]) => {
    const path = `${coll}/${docId}`;
    return caseOf({
      name: `request ${docId}`,
      only,
      path: () => path,
      collection: coll,
      target: () => {
        const r = storedDoc(path) as { organisationId?: string; createdBy?: string };
        return { organisationId: r.organisationId ?? '', ownerId: r.createdBy ?? '' };
      },
      // The whole collection: only a super admin reads every organisation's.
      listTarget: () => ({}),
      create: () => ({ path: `${coll}/permission-table-new`, data: storedDoc(path) }),
      update: (uid) => ({
        ...statusChange(kind, zInboxRecord.parse(storedDoc(path)), to, uid, new Date(), {
          declineReason: 'Declined by the permission table.',
        }),
        updatedAt: serverTimestamp(),
      }),
    });
  };
  return [
    ...(moved === id ? [one(id)] : [one(id, ['get', 'list', 'create', 'delete']), one(moved, ['update'])]),
    listOf(
      `the demo organisation’s ${coll}`,
      (db) => query(collection(db, coll), where('organisationId', '==', DEMO_ORG_ID)),
      () => ({ organisationId: DEMO_ORG_ID }),
    ),
    listOf(
      `my ${coll}`,
      (db, uid) => query(collection(db, coll), where('createdBy', '==', uid)),
      (uid) => ({ ownerId: uid }),
    ),
  ];
}

/** Registering interest, as the participant dashboard does (a copy of the participant's, for another person). */
const interestIn = (workshopId: string, userId: string) => ({
  path: `interest/${workshopId}_${userId}`,
  data: {
    ...storedDoc(`interest/demo-ws-assigned_${a.member.uid}`),
    workshopId,
    userId,
    name: '',
    email: '',
    ...stamped(),
  },
});

const workshopOf = (id: string) => ({ id, ...(storedDoc(`workshops/${id}`) as unknown as Workshop) });

export const WORKSHOP_CASES: Record<WorkshopResource, ((uid: string) => Case)[]> = {
  workshops: [
    ...[NEEDS_RESPONSE, DEMO_OFFERED_WORKSHOP].map((id) =>
      caseOf({
        name: `workshop ${id}`,
        path: () => `workshops/${id}`,
        collection: 'workshops',
        target: () => ({ facilitatorIds: (storedDoc(`workshops/${id}`).facilitatorIds ?? []) as string[] }),
        // The whole collection: only a super admin reads every workshop.
        listTarget: () => ({}),
        create: () => ({ path: 'workshops/permission-table-new', data: storedDoc(`workshops/${id}`) }),
        // An assigned facilitator's answer, the one change they may make.
        update: (uid) => ({ [`responses.${uid}`]: 'available', updatedAt: serverTimestamp() }),
      }),
    ),
    // The facilitator dashboard's query.
    listOf(
      'my workshops',
      (db, uid) => query(collection(db, 'workshops'), where('facilitatorIds', 'array-contains', uid)),
      (uid) => ({ facilitatorIds: [uid] }),
    ),
  ],
  publicWorkshops: [
    caseOf({
      name: `the public copy of ${DEMO_OFFERED_WORKSHOP}`,
      path: () => `publicWorkshops/${DEMO_OFFERED_WORKSHOP}`,
      collection: 'publicWorkshops',
      target: () => ({}),
      // The directory's page.
      listQuery: (db) => query(collection(db, 'publicWorkshops'), limit(100)),
      create: () => ({
        path: 'publicWorkshops/permission-table-new',
        data: storedDoc(`publicWorkshops/${DEMO_OFFERED_WORKSHOP}`),
      }),
      write: { description: 'Changed by the permission table.' },
    }),
  ],
  bookingRequests: request('bookingRequests', 'booking', 'demo-booking', 'inProgress', 'demo-booking-first'),
  groupWorkshopRequests: request('groupWorkshopRequests', 'group', 'demo-group-request', 'declined'),
  projectInquiries: request('projectInquiries', 'inquiry', 'demo-inquiry', 'inProgress'),
  interest: [
    caseOf({
      name: 'the participant’s interest in an assigned workshop',
      path: () => `interest/demo-ws-assigned_${a.member.uid}`,
      collection: 'interest',
      target: () => ({ ownerId: a.member.uid, facilitatorIds: [f.uid] }),
      listTarget: () => ({ facilitatorIds: [f.uid] }),
      // What a workshop's facilitators read to send updates.
      listQuery: (db) => query(collection(db, 'interest'), where('workshopId', '==', 'demo-ws-assigned')),
      // The participant's interest in another workshop: theirs alone to register.
      create: () => interestIn(NEEDS_RESPONSE, a.member.uid),
      write: { notes: 'Changed by the permission table.' },
    }),
    caseOf({
      name: 'my own interest',
      only: ['create'],
      path: (uid) => `interest/${NEEDS_RESPONSE}_${uid}`,
      collection: 'interest',
      target: (uid) => ({ ownerId: uid }),
      create: (uid) => interestIn(NEEDS_RESPONSE, uid),
    }),
    listOf(
      'my interest',
      (db, uid) => query(collection(db, 'interest'), where('userId', '==', uid)),
      (uid) => ({ ownerId: uid }),
    ),
  ],
  workshopOffers: [
    caseOf({
      name: 'the offer waiting for the facilitator’s answer',
      path: () => `workshopOffers/${DEMO_OFFERED_WORKSHOP}__${f.uid}`,
      collection: 'workshopOffers',
      target: () => ({ organisationId: DEMO_ORG_ID, ownerId: f.uid }),
      listTarget: () => ({ organisationId: DEMO_ORG_ID }),
      // What the workshop's managers read: the offers of their organisation.
      listQuery: (db) => query(collection(db, 'workshopOffers'), where('organisationId', '==', DEMO_ORG_ID)),
      create: (uid) => ({
        path: `workshopOffers/${NEEDS_RESPONSE}__${f.uid}`,
        data: newOffer(
          workshopOf(NEEDS_RESPONSE),
          { userId: f.uid, name: f.name, email: f.email },
          uid,
          serverTimestamp(),
        ),
      }),
      // The facilitator's answer: the one change they may make.
      update: () => ({
        response: 'available',
        canAttend: true,
        needsCoverage: false,
        notes: '',
        respondedAt: serverTimestamp(),
      }),
    }),
    listOf(
      'offers made to me',
      (db, uid) => query(collection(db, 'workshopOffers'), where('facilitatorId', '==', uid)),
      (uid) => ({ ownerId: uid }),
    ),
  ],
  workshopRequestQuotas: [
    caseOf({
      name: 'the overall request counter',
      path: () => `workshopRequestQuotas/${QUOTA_KEY}`,
      collection: 'workshopRequestQuotas',
      target: () => ({}),
      create: () => ({
        path: 'workshopRequestQuotas/permission-table-new',
        data: { windowStart: 0, count: 0 },
      }),
      write: { count: 0 },
    }),
  ],
  availability: [
    caseOf({
      name: 'the facilitator’s availability',
      path: () => `availability/${f.uid}`,
      collection: 'availability',
      target: () => ({ ownerId: f.uid }),
      create: () => ({
        path: `availability/${f.uid}`,
        data: { ...storedDoc(`availability/${f.uid}`), updatedAt: serverTimestamp() },
      }),
      write: { bands: { friday: { morning: 'available' } } },
    }),
    caseOf({
      name: 'my own availability',
      only: ['create'],
      path: (uid) => `availability/${uid}`,
      collection: 'availability',
      target: (uid) => ({ ownerId: uid }),
      create: (uid) => ({
        path: `availability/${uid}`,
        data: { userId: uid, bands: { friday: { morning: 'available' } }, updatedAt: serverTimestamp() },
      }),
    }),
  ],
  workshopEmailLogs: [
    ...(['addressed', 'other'] as const).map((which) =>
      caseOf({
        name: `a logged e-mail (${which})`,
        only: ['get', 'create', 'update', 'delete'],
        path: () => `workshopEmailLogs/${logIds[which]}`,
        collection: 'workshopEmailLogs',
        target: () => {
          const log = storedDoc(`workshopEmailLogs/${logIds[which]}`) as {
            createdBy?: string;
            participantId?: string;
            type?: string;
          };
          const addressed = (PARTICIPANT_MAIL_TYPES as readonly (string | undefined)[]).includes(log.type);
          return { ownerId: log.createdBy ?? '', addresseeId: addressed ? (log.participantId ?? '') : '' };
        },
        write: { subject: 'Changed by the permission table' },
      }),
    ),
    // The participant dashboard's query.
    listOf(
      'the updates sent to me',
      (db, uid) =>
        query(
          collection(db, 'workshopEmailLogs'),
          where('participantId', '==', uid),
          where('type', 'in', [...PARTICIPANT_MAIL_TYPES]),
          limit(50),
        ),
      (uid) => ({ addresseeId: uid }),
    ),
    listOf(
      'the whole log',
      (db) => query(collection(db, 'workshopEmailLogs'), limit(50)),
      () => ({}),
    ),
  ],
  workshopEmailStats: [
    caseOf({
      name: 'the per-day counters',
      path: () => MAIL_STATS_PATH,
      collection: MAIL_STATS_PATH.split('/')[0]!,
      target: () => ({}),
      write: { days: {} },
    }),
  ],
} satisfies Partial<Record<Resource, unknown>>;

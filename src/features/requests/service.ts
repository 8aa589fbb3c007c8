import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor } from '../../lib/converter';
import { AppError } from '../../lib/errors';
import { authClient, db } from '../../lib/firebase';
import { newWorkshopDocs, type WorkshopInput } from '../workshops';
import {
  mergePage,
  OUTCOME,
  REQUEST_KINDS,
  statusChange,
  STALE_SAVE,
  zInboxRecord,
  type Cursors,
  type InboxItem,
  type RequestKind,
  type RequestStatus,
  type Urgency,
} from './model';

/** The requests inbox's only I/O: one page of the three collections, one request, a status step. */
export const COLLECTION_OF: Record<RequestKind, string> = {
  booking: COLLECTIONS.bookingRequests,
  group: COLLECTIONS.groupWorkshopRequests,
  inquiry: COLLECTIONS.projectInquiries,
};

/**
 * Documents read per collection for one page: three collections at 8 each is at most 24 document reads, within
 * the inbox's budget of 25 for its first page.
 */
export const PER_KIND = 8;

const converter = converterFor(zInboxRecord);
const requests = (kind: RequestKind) =>
  firestore.collection(db(), COLLECTION_OF[kind]).withConverter(converter);

export interface InboxFilters {
  /** The organisation whose requests are listed; null lists every organisation's (super admins only). */
  organisationId: string | null;
  kind: RequestKind | null;
  status: RequestStatus | null;
  urgency: Urgency | null;
  /** Filed on or after / before the end of these days (yyyy-mm-dd). */
  from: string;
  to: string;
  order: 'desc' | 'asc';
}

/** The kinds a filter can match: urgency is a group request's, the outcome statuses are per kind. */
export function kindsFor(f: InboxFilters): RequestKind[] {
  return REQUEST_KINDS.filter(
    (k) =>
      (!f.kind || f.kind === k) &&
      (!f.urgency || k === 'group') &&
      (!f.status ||
        f.status === 'new' ||
        f.status === 'inProgress' ||
        f.status === 'declined' ||
        OUTCOME[k] === f.status),
  );
}

function constraints(
  f: InboxFilters,
  kind: RequestKind,
  after: Cursors[RequestKind],
): firestore.QueryConstraint[] {
  const c: firestore.QueryConstraint[] = [];
  if (f.organisationId !== null) c.push(firestore.where('organisationId', '==', f.organisationId));
  if (f.status) c.push(firestore.where('status', '==', f.status));
  if (f.urgency && kind === 'group') c.push(firestore.where('urgency', '==', f.urgency));
  if (f.from) c.push(firestore.where('createdAt', '>=', new Date(`${f.from}T00:00:00`)));
  if (f.to)
    c.push(firestore.where('createdAt', '<', new Date(new Date(`${f.to}T00:00:00`).getTime() + 86_400_000)));
  c.push(firestore.orderBy('createdAt', f.order), firestore.orderBy(firestore.documentId(), f.order));
  if (after?.after)
    c.push(firestore.startAfter(firestore.Timestamp.fromDate(after.after.at), after.after.id));
  c.push(firestore.limit(PER_KIND));
  return c;
}

export interface InboxPage {
  items: InboxItem[];
  cursors: Cursors;
  more: boolean;
  /** Document reads this page cost: Firestore counts each document a query returns, and at least one a query. */
  reads: number;
}

/** One page of the inbox, after `cursors` (the previous page's); at most PER_KIND reads per collection. */
export async function listInboxPage(f: InboxFilters, cursors: Cursors = {}): Promise<InboxPage> {
  const kinds = kindsFor(f).filter((k) => !cursors[k]?.done);
  const read = await Promise.all(
    kinds.map(async (kind) => {
      const snap = await firestore.getDocs(
        firestore.query(requests(kind), ...constraints(f, kind, cursors[kind])),
      );
      return [kind, snap.docs.map((d) => ({ ...d.data(), kind }))] as const;
    }),
  );
  const reads = read.reduce((sum, [, docs]) => sum + Math.max(1, docs.length), 0);
  return { ...mergePage(Object.fromEntries(read), PER_KIND, f.order, cursors), reads };
}

export async function getRequest(kind: RequestKind, id: string): Promise<InboxItem> {
  const snap = await firestore.getDoc(firestore.doc(requests(kind), id));
  if (!snap.exists()) throw new AppError('This request no longer exists');
  return { ...snap.data(), kind };
}

const me = () => {
  const user = authClient().currentUser;
  if (!user) throw new AppError('Sign in first');
  return user.uid;
};

export interface StatusStep {
  kind: RequestKind;
  id: string;
  /** The version the person saw: a request changed since then is not changed again over it. */
  version: number;
  to: RequestStatus;
  declineReason?: string;
  /** The project an inquiry became (created beforehand). */
  projectId?: string;
}

/** Moves a request one status step on, in a transaction that refuses a stale copy. */
export async function changeStatus(step: StatusStep): Promise<void> {
  const uid = me();
  const ref = firestore.doc(db(), COLLECTION_OF[step.kind], step.id);
  await firestore.runTransaction(db(), async (tx) => {
    const current = await loadCurrent(tx, step);
    tx.update(ref, {
      ...statusChange(step.kind, current, step.to, uid, new Date(), {
        declineReason: step.declineReason,
        link: step.projectId,
      }),
      updatedAt: firestore.serverTimestamp(),
    });
  });
}

/**
 * Creates the workshop a booking or group request asked for and marks the request scheduled with it, in one
 * transaction: the workshop names its request (bookingRequestId or groupRequestId) and the request its workshop.
 */
export async function createWorkshopFromRequest(
  step: Omit<StatusStep, 'to'>,
  input: WorkshopInput,
): Promise<string> {
  const uid = me();
  if (step.kind === 'inquiry') throw new AppError('A project inquiry becomes a project, not a workshop');
  const docs = newWorkshopDocs(
    input,
    step.kind === 'booking' ? { bookingRequestId: step.id } : { groupRequestId: step.id },
  );
  await firestore.runTransaction(db(), async (tx) => {
    const current = await loadCurrent(tx, step);
    tx.set(docs.ref, docs.workshop);
    tx.set(docs.publicRef, docs.publicWorkshop);
    tx.update(firestore.doc(db(), COLLECTION_OF[step.kind], step.id), {
      ...statusChange(step.kind, current, 'scheduled', uid, new Date(), { link: docs.ref.id }),
      updatedAt: firestore.serverTimestamp(),
    });
  });
  return docs.ref.id;
}

async function loadCurrent(
  tx: Parameters<Parameters<typeof firestore.runTransaction>[1]>[0],
  step: Pick<StatusStep, 'kind' | 'id' | 'version'>,
) {
  const snap = await tx.get(firestore.doc(requests(step.kind), step.id));
  if (!snap.exists()) throw new AppError('This request no longer exists');
  const current = snap.data();
  if (current.version !== step.version) throw new AppError(STALE_SAVE);
  return current;
}

import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, stripUndefined, type WithId } from '../../lib/converter';
import { AppError, ERRORS } from '../../lib/errors';
import { authClient, db } from '../../lib/firebase';
import { newRequestId, sendEmail, type MailSuccess } from '../../lib/email-client';
import { env } from '../../lib/env';
import { postToFunction } from '../../lib/functions-client';
import { sendKind } from '../email';
import {
  interestId,
  OPEN_STATUSES,
  publicWorkshopOf,
  withFacilitators,
  zAvailability,
  zInterestRecord,
  zPublicWorkshop,
  zWorkshop,
  type Availability,
  type BookingRequest,
  type GroupWorkshopRequest,
  type InterestRecord,
  type InterestResponse,
  type PublicWorkshop,
  type Workshop,
} from './model';
import { isFacilitator } from '../../kernel/roles';

const workshopConverter = converterFor(zWorkshop);
const interestConverter = converterFor(zInterestRecord);
const availabilityConverter = converterFor(zAvailability);
const workshops = () => firestore.collection(db(), COLLECTIONS.workshops).withConverter(workshopConverter);
const publicWorkshops = () =>
  firestore.collection(db(), COLLECTIONS.publicWorkshops).withConverter(converterFor(zPublicWorkshop));
/** Public lists are capped by the rules (request.query.limit); the directory shows the next ones. */
export const PUBLIC_WORKSHOP_LIMIT = 100;
/** Workshop lists are bounded; the manager pages by date beyond this (the directory shows the next ones). */
export const WORKSHOP_LIST_LIMIT = 200;
export const INTEREST_LIST_LIMIT = 1000;

const me = () => {
  const user = authClient().currentUser;
  if (!user) throw new AppError('Sign in first');
  return user;
};

export async function listWorkshops(): Promise<WithId<Workshop>[]> {
  const snap = await firestore.getDocs(
    firestore.query(workshops(), firestore.orderBy('date', 'desc'), firestore.limit(WORKSHOP_LIST_LIMIT)),
  );
  return snap.docs.map((d) => d.data());
}

/** The public pages' list: what anyone may see of the next workshops (publicWorkshops), one page. */
export async function listUpcomingWorkshops(today: string): Promise<WithId<PublicWorkshop>[]> {
  return (await listUpcomingPage(today)).workshops;
}

export interface PublicPage {
  workshops: WithId<PublicWorkshop>[];
  /** Where the next page starts, or null when this one was the last. */
  next: { date: string; id: string } | null;
}
/** A page of upcoming public workshops in date order, after `after` (the previous page's `next`). */
export async function listUpcomingPage(
  today: string,
  after: { date: string; id: string } | null = null,
  size: number = PUBLIC_WORKSHOP_LIMIT,
): Promise<PublicPage> {
  const snap = await firestore.getDocs(
    firestore.query(
      publicWorkshops(),
      firestore.where('date', '>=', today),
      firestore.orderBy('date'),
      firestore.orderBy(firestore.documentId()),
      ...(after ? [firestore.startAfter(after.date, after.id)] : []),
      firestore.limit(Math.min(size, PUBLIC_WORKSHOP_LIMIT)),
    ),
  );
  const workshops = snap.docs.map((d) => d.data());
  const last = workshops[workshops.length - 1];
  return { workshops, next: last && workshops.length === size ? { date: last.date, id: last.id } : null };
}

export async function getPublicWorkshop(id: string): Promise<WithId<PublicWorkshop> | null> {
  return (await firestore.getDoc(firestore.doc(publicWorkshops(), id))).data() ?? null;
}

export async function listMyWorkshops(userId: string): Promise<WithId<Workshop>[]> {
  const snap = await firestore.getDocs(
    firestore.query(
      workshops(),
      firestore.where('facilitatorIds', 'array-contains', userId),
      firestore.limit(WORKSHOP_LIST_LIMIT),
    ),
  );
  return snap.docs.map((d) => d.data()).sort((a, b) => a.date.localeCompare(b.date));
}

export async function getWorkshop(id: string): Promise<WithId<Workshop> | null> {
  return (await firestore.getDoc(firestore.doc(workshops(), id))).data() ?? null;
}

export type WorkshopInput = Pick<
  Workshop,
  | 'title'
  | 'date'
  | 'startTime'
  | 'endTime'
  | 'address'
  | 'description'
  | 'leadContact'
  | 'additionalContacts'
  | 'organisationId'
  | 'organisationName'
  | 'duration'
>;

const publicRef = (id: string) => firestore.doc(db(), COLLECTIONS.publicWorkshops, id);

/** Which request a workshop was made from (the requests inbox links both ways). */
export type WorkshopOrigin = { bookingRequestId: string } | { groupRequestId: string };

/**
 * A new workshop's two documents (the workshop and its public projection) under a fresh id, for a batch or a
 * transaction to write together.
 */
export function newWorkshopDocs(input: WorkshopInput, origin?: WorkshopOrigin) {
  const ref = firestore.doc(workshops());
  const now = new Date();
  const data = zWorkshop.parse({ ...input, status: 'scheduled', createdAt: now, updatedAt: now });
  return {
    ref,
    publicRef: publicRef(ref.id),
    workshop: stripUndefined({ ...data, id: ref.id, ...origin }),
    publicWorkshop: stripUndefined(publicWorkshopOf(data)),
  };
}

/** The workshop and its public projection, written together. */
export async function createWorkshop(input: WorkshopInput, bookingRequestId?: string): Promise<string> {
  const docs = newWorkshopDocs(input, bookingRequestId ? { bookingRequestId } : undefined);
  const batch = firestore.writeBatch(db());
  batch.set(docs.ref, docs.workshop);
  batch.set(docs.publicRef, docs.publicWorkshop);
  await batch.commit();
  return docs.ref.id;
}

export async function updateWorkshop(id: string, input: WorkshopInput): Promise<void> {
  const changes = stripUndefined({ ...input, updatedAt: new Date() });
  const batch = firestore.writeBatch(db());
  batch.update(firestore.doc(db(), COLLECTIONS.workshops, id), changes);
  batch.set(publicRef(id), stripUndefined(publicWorkshopOf(changes)), { merge: true });
  await batch.commit();
}

/**
 * Saves the assignments, then asks the server to send an assignment confirmation to each newly assigned
 * facilitator (it logs each sent or failed). The assignment is kept even if an e-mail fails: the failure is
 * logged and can be resent from /email-management; the failure is raised so the screen says so.
 */
export async function assignFacilitators(id: string, assignments: Workshop['facilitators']): Promise<void> {
  const before = await getWorkshop(id);
  if (!before) throw new AppError('Workshop not found');
  const next = withFacilitators(assignments);
  await firestore.updateDoc(firestore.doc(db(), COLLECTIONS.workshops, id), {
    ...next,
    updatedAt: new Date(),
  });
  const added = next.facilitators
    .filter((f) => !before.facilitatorIds.includes(f.userId) && f.email)
    .map((f) => f.email.trim().toLowerCase());
  if (added.length) await sendKind('assignmentConfirmation', { workshopId: id }, { to: added });
}

/** A facilitator answers for themselves; the server sends the facilitator response notice to support. */
export async function respondToWorkshop(
  id: string,
  response: 'available' | 'unavailable' | 'tentative',
): Promise<void> {
  const user = me();
  await firestore.updateDoc(firestore.doc(db(), COLLECTIONS.workshops, id), {
    [`responses.${user.uid}`]: response,
    updatedAt: new Date(),
  });
  await sendKind('facilitatorResponse', { workshopId: id });
}

/** Emails of participants who can attend (from their interest records). */
export async function listInterest(workshopId: string): Promise<WithId<InterestRecord>[]> {
  const snap = await firestore.getDocs(
    firestore.query(
      firestore.collection(db(), COLLECTIONS.interest).withConverter(interestConverter),
      firestore.where('workshopId', '==', workshopId),
      firestore.limit(INTEREST_LIST_LIMIT),
    ),
  );
  return snap.docs.map((d) => d.data());
}

/** Records (or updates) my interest, then notifies the support address (logged as interest_notification). */
export async function showInterest(
  workshopId: string,
  input: InterestResponse & { keepInformed?: boolean },
  name: string,
): Promise<void> {
  const { keepInformed, ...interest } = input;
  const user = me();
  const w = await getPublicWorkshop(workshopId);
  if (!w) throw new AppError('Workshop not found');
  if (!OPEN_STATUSES.includes(w.status)) throw new AppError('This workshop is no longer taking interest');
  const now = new Date();
  const record: InterestRecord = {
    ...interest,
    workshopId,
    userId: user.uid,
    name,
    email: user.email ?? '',
    createdAt: now,
    updatedAt: now,
  };
  await firestore.setDoc(
    firestore.doc(db(), COLLECTIONS.interest, interestId(workshopId, user.uid)),
    stripUndefined(record),
  );
  await sendKind('interestNotification', { workshopId });
  // "Keep me informed": the server subscribes the address of this interest record. The interest is
  // already recorded and sent, so a failure here must not make the person send it again.
  if (keepInformed)
    await postToFunction(env.VITE_SUBSCRIBERS_ENDPOINT, { action: 'interestOptIn', workshopId }).catch(
      (error: unknown) => console.warn('keep-me-informed opt-in failed', error),
    );
}

/**
 * Asks the server to send an update to these participants. It goes through the mail queue at the product's
 * pace (batches of 10, 1 second apart), so the sender's tab may close; the returned message id is watched for
 * progress (`watchMessage`). `requestId` is chosen by the caller before the first attempt, so a second click
 * or a retried request is the same message and nobody gets it twice.
 */
export async function sendParticipantUpdate(
  workshopId: string,
  message: string,
  recipients: string[],
  requestId: string = newRequestId(),
): Promise<MailSuccess> {
  const to = [...new Set(recipients.map((r) => r.trim().toLowerCase()).filter(Boolean))];
  if (to.length === 0) throw new AppError(ERRORS.noParticipantEmails);
  return sendKind('participantUpdate', { workshopId }, { to, text: message, requestId });
}

/** Sends the failed deliveries of an update again (each recipient still gets it once). */
export async function retryFailedSends(messageId: string): Promise<MailSuccess> {
  try {
    return await sendEmail({ action: 'retryFailed', context: { messageId } });
  } catch (error) {
    throw new AppError(
      ERRORS.participantEmailsFailed,
      error instanceof AppError ? error.detail : String(error),
    );
  }
}

/**
 * Cancels, then asks the server to e-mail every assigned facilitator, interested participant and contact
 * (queued, logged as cancellation). Returns the queued message, or null when there is nobody to tell.
 */
export async function cancelWorkshop(id: string, reason: string): Promise<MailSuccess | null> {
  const w = await getWorkshop(id);
  if (!w) throw new AppError('Workshop not found');
  const now = new Date();
  const cancelled = {
    status: 'cancelled',
    cancellationReason: reason,
    cancelledAt: now,
    updatedAt: now,
  } as const;
  const batch = firestore.writeBatch(db());
  batch.update(firestore.doc(db(), COLLECTIONS.workshops, id), cancelled);
  // The reason is written for the people affected: participants read it from the public copy.
  batch.set(publicRef(id), stripUndefined(publicWorkshopOf(cancelled)), { merge: true });
  await batch.commit();
  const interested = await listInterest(id).catch(() => []);
  const anyone = [...w.facilitators.map((f) => f.email), ...interested.map((i) => i.email)].some(Boolean);
  if (!anyone) return null;
  return sendKind('cancellation', { workshopId: id });
}

/** What functions/src/workshops/request-workshop.ts answers. */
type WorkshopRequestResponse = { ok: true; id: string; emailed: boolean } | { ok: false; error: string };

/**
 * Booking and group workshop requests go through the server (functions/src/workshops): anyone may file one, with
 * or without an account (a signed-in person's token files it as theirs); the server checks it, counts it against
 * the request limits, stores it and e-mails the support address (the booking e-mail is logged as
 * booking_request). `requestId` is chosen before the first attempt, so a double click files one request.
 */
async function fileRequest(
  body:
    | { type: 'booking'; request: BookingRequest; keepInformed?: boolean }
    | { type: 'group'; request: GroupRequestInput },
  organisationId: string,
  requestId: string,
): Promise<{ id: string; emailed: boolean }> {
  const failed =
    body.type === 'booking' ? ERRORS.bookingRequestEmailFailed : ERRORS.groupWorkshopRequestEmailFailed;
  const { id, emailed } = await postToFunction<WorkshopRequestResponse>(
    env.VITE_WORKSHOP_REQUEST_ENDPOINT,
    { ...body, organisationId, requestId },
    // The server's words for what the person can fix (a field, the limit); the catalogue's text otherwise.
    (status, _text, error) => ((status === 400 || status === 429) && error ? error : failed),
  );
  return { id, emailed };
}

/** Files a booking request; the server e-mails it to the support address (logged as booking_request). */
export async function requestBooking(
  input: BookingRequest & { keepInformed?: boolean },
  organisationId: string,
  requestId: string = newRequestId(),
): Promise<{ id: string; emailed: boolean }> {
  // "Keep me informed" travels beside the request, not in it: the server subscribes the contact.
  const { keepInformed, ...request } = input;
  return fileRequest(
    { type: 'booking', request, ...(keepInformed ? { keepInformed } : {}) },
    organisationId,
    requestId,
  );
}

export type GroupRequestInput = GroupWorkshopRequest;
export async function requestGroupWorkshop(
  request: GroupRequestInput,
  organisationId: string,
  requestId: string = newRequestId(),
): Promise<{ id: string; emailed: boolean }> {
  return fileRequest({ type: 'group', request }, organisationId, requestId);
}

export async function getAvailability(userId: string): Promise<Availability | null> {
  const snap = await firestore.getDoc(
    firestore.doc(db(), COLLECTIONS.availability, userId).withConverter(availabilityConverter),
  );
  return snap.data() ?? null;
}

export async function saveAvailability(userId: string, bands: Availability['bands']): Promise<void> {
  await firestore.setDoc(firestore.doc(db(), COLLECTIONS.availability, userId), {
    userId,
    bands,
    updatedAt: new Date(),
  });
}

export interface FacilitatorOption {
  userId: string;
  name: string;
  email: string;
  /** The spec's facilitatorInfo flags, for ranking; absent when nothing was recorded. */
  compliance?: { contractSigned?: boolean; dbsNumberShared?: boolean };
}
/** People with the facilitator role in any organisation (super admins may list Users). */
export async function listFacilitators(): Promise<FacilitatorOption[]> {
  const snap = await firestore.getDocs(
    firestore.query(firestore.collection(db(), COLLECTIONS.users), firestore.limit(2000)),
  );
  return snap.docs
    .map((d) => ({
      id: d.id,
      data: d.data() as {
        email?: string;
        displayName?: string;
        Organisations?: Record<string, { roles?: string[] }>;
        facilitatorInfo?: { contractSigned?: boolean; dbsNumberShared?: boolean };
      },
    }))
    .filter(({ data }) => Object.values(data.Organisations ?? {}).some((o) => isFacilitator(o.roles ?? [])))
    .map(({ id, data }) => ({
      userId: id,
      name: data.displayName ?? '',
      email: data.email ?? '',
      compliance: {
        contractSigned: data.facilitatorInfo?.contractSigned === true,
        dbsNumberShared: data.facilitatorInfo?.dbsNumberShared === true,
      },
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

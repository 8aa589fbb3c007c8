import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, stripUndefined, type WithId } from '../../lib/converter';
import { AppError } from '../../lib/errors';
import { authClient, db } from '../../lib/firebase';
import { resendLog } from '../email-log/service';
import { ParticipantSendError, sendInBatches, type BatchResult, type FailedSend } from '../email/batch';
import { sendKind, type LogContext } from '../email/service';
import {
  assignmentConfirmationEmail,
  bookingRequestEmail,
  cancellationEmail,
  facilitatorResponseEmail,
  groupWorkshopRequestEmail,
  interestNotificationEmail,
  participantUpdateEmail,
  supportAddress,
  type EmailWorkshop,
} from '../email/templates';
import {
  interestId,
  withFacilitators,
  zAvailability,
  zInterestRecord,
  zWorkshop,
  type Availability,
  type BookingRequest,
  type GroupWorkshopRequest,
  type InterestRecord,
  type InterestResponse,
  type Workshop,
} from './model';

const workshopConverter = converterFor(zWorkshop);
const interestConverter = converterFor(zInterestRecord);
const availabilityConverter = converterFor(zAvailability);
const workshops = () => collection(db(), COLLECTIONS.workshops).withConverter(workshopConverter);
/** Workshop lists are bounded; the manager pages by date beyond this (the directory shows the next ones). */
export const WORKSHOP_LIST_LIMIT = 200;
export const INTEREST_LIST_LIMIT = 1000;

const me = () => {
  const user = authClient().currentUser;
  if (!user) throw new AppError('Sign in first');
  return user;
};

export const emailWorkshop = (w: Workshop): EmailWorkshop => ({
  title: w.title,
  date: w.date,
  startTime: w.startTime,
  endTime: w.endTime,
  address: w.address,
  description: w.description,
  leadContact: { name: w.leadContact.name, email: w.leadContact.email, phone: w.leadContact.phone },
});
const logContext = (id: string, w: Workshop, type: LogContext['type']): LogContext => ({
  type,
  workshopId: id,
  workshopTitle: w.title,
  workshopDate: w.date,
  organisationName: w.organisationName || undefined,
  organisationId: w.organisationId || undefined,
});

export async function listWorkshops(): Promise<WithId<Workshop>[]> {
  const snap = await getDocs(query(workshops(), orderBy('date', 'desc'), limit(WORKSHOP_LIST_LIMIT)));
  return snap.docs.map((d) => d.data());
}

export async function listUpcomingWorkshops(today: string): Promise<WithId<Workshop>[]> {
  const snap = await getDocs(
    query(workshops(), where('date', '>=', today), orderBy('date'), limit(WORKSHOP_LIST_LIMIT)),
  );
  return snap.docs.map((d) => d.data());
}

export async function listMyWorkshops(userId: string): Promise<WithId<Workshop>[]> {
  const snap = await getDocs(
    query(workshops(), where('facilitatorIds', 'array-contains', userId), limit(WORKSHOP_LIST_LIMIT)),
  );
  return snap.docs.map((d) => d.data()).sort((a, b) => a.date.localeCompare(b.date));
}

export async function getWorkshop(id: string): Promise<WithId<Workshop> | null> {
  return (await getDoc(doc(workshops(), id))).data() ?? null;
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

export async function createWorkshop(input: WorkshopInput, bookingRequestId?: string): Promise<string> {
  const ref = doc(workshops());
  const now = new Date();
  const data = zWorkshop.parse({ ...input, status: 'scheduled', createdAt: now, updatedAt: now });
  await setDoc(
    ref,
    stripUndefined({ ...data, id: ref.id, ...(bookingRequestId ? { bookingRequestId } : {}) }),
  );
  return ref.id;
}

export async function updateWorkshop(id: string, input: WorkshopInput): Promise<void> {
  const ref = doc(db(), COLLECTIONS.workshops, id);
  await updateDoc(ref, stripUndefined({ ...input, updatedAt: new Date() }));
}

/**
 * Saves the assignments, then sends an assignment confirmation to each newly assigned facilitator (logged sent or
 * failed). The assignment is kept even if an e-mail fails: the failure is logged and can be resent from
 * /email-management; the first failure is raised so the screen says so.
 */
export async function assignFacilitators(id: string, assignments: Workshop['facilitators']): Promise<void> {
  const before = await getWorkshop(id);
  if (!before) throw new AppError('Workshop not found');
  const next = withFacilitators(assignments);
  await updateDoc(doc(db(), COLLECTIONS.workshops, id), { ...next, updatedAt: new Date() });
  const added = next.facilitators.filter((f) => !before.facilitatorIds.includes(f.userId) && f.email);
  const w = { ...before, ...next };
  const outcomes = await Promise.allSettled(
    added.map((f) =>
      sendKind(
        'assignmentConfirmation',
        f.email,
        assignmentConfirmationEmail({
          workshop: emailWorkshop(w),
          facilitatorName: f.name || f.email,
          type: f.type,
        }),
        {
          ...logContext(id, w, 'assignment_confirmation'),
          facilitatorId: f.userId,
        },
      ),
    ),
  );
  const failed = outcomes.find((o) => o.status === 'rejected');
  if (failed) throw failed.reason;
}

/** A facilitator answers for themselves; the support address gets the facilitator response notice. */
export async function respondToWorkshop(
  id: string,
  response: 'available' | 'unavailable' | 'tentative',
  facilitatorName: string,
): Promise<void> {
  const user = me();
  await updateDoc(doc(db(), COLLECTIONS.workshops, id), {
    [`responses.${user.uid}`]: response,
    updatedAt: new Date(),
  });
  const w = await getWorkshop(id);
  if (!w) return;
  await sendKind(
    'facilitatorResponse',
    supportAddress(),
    facilitatorResponseEmail({ workshop: emailWorkshop(w), facilitatorName, response }),
  );
}

/** Emails of participants who can attend (from their interest records). */
export async function listInterest(workshopId: string): Promise<WithId<InterestRecord>[]> {
  const snap = await getDocs(
    query(
      collection(db(), COLLECTIONS.interest).withConverter(interestConverter),
      where('workshopId', '==', workshopId),
      limit(INTEREST_LIST_LIMIT),
    ),
  );
  return snap.docs.map((d) => d.data());
}

export async function getMyInterest(workshopId: string): Promise<InterestRecord | null> {
  const user = me();
  const snap = await getDoc(
    doc(db(), COLLECTIONS.interest, interestId(workshopId, user.uid)).withConverter(interestConverter),
  );
  return snap.data() ?? null;
}

/** Records (or updates) my interest, then notifies the support address (logged as interest_notification). */
export async function showInterest(
  workshopId: string,
  interest: InterestResponse,
  name: string,
): Promise<void> {
  const user = me();
  const w = await getWorkshop(workshopId);
  if (!w) throw new AppError('Workshop not found');
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
  await setDoc(doc(db(), COLLECTIONS.interest, interestId(workshopId, user.uid)), stripUndefined(record));
  await sendKind(
    'interestNotification',
    supportAddress(),
    interestNotificationEmail({
      workshop: emailWorkshop(w),
      participantName: name || user.email || user.uid,
      participantEmail: user.email ?? '',
      interest,
    }),
    { ...logContext(workshopId, w, 'interest_notification'), participantId: user.uid },
  );
}

/**
 * Sends an update to participants in batches of 10, 1 s apart; each recipient is logged. If some fail, raises
 * `Failed to send emails to all participants` listing them (with their failed log entries), so the caller can
 * retry only those with `retryParticipantUpdate`.
 */
export async function sendParticipantUpdate(
  workshopId: string,
  message: string,
  recipients: string[],
  from: string,
  sleep?: (ms: number) => Promise<void>,
): Promise<BatchResult> {
  const w = await getWorkshop(workshopId);
  if (!w) throw new AppError('Workshop not found');
  const email = participantUpdateEmail({ workshop: emailWorkshop(w), message, from });
  const result = await sendInBatches(
    recipients,
    (to) => sendKind('participantUpdate', to, email, logContext(workshopId, w, 'participant_update')),
    { sleep },
  );
  if (result.failed.length > 0) throw new ParticipantSendError(result);
  return result;
}

/**
 * Retries only the recipients an update failed for (`ParticipantSendError.failedSends`), in the same batches. A
 * recipient with a failed log entry is resent from that SAME entry (`resendLog`: it becomes `sent` with the error
 * cleared, with the content first sent; no new entry, so nothing is left to be resent later as a duplicate). One
 * without an entry (its log could not be written) is sent `message` afresh and logged. Those still failing are
 * raised again as a `ParticipantSendError` carrying the same entries.
 */
export async function retryParticipantUpdate(
  workshopId: string,
  message: string,
  failed: FailedSend[],
  from: string,
  sleep?: (ms: number) => Promise<void>,
): Promise<BatchResult> {
  const logIds = new Map(failed.map((f) => [f.recipient.trim().toLowerCase(), f.logId]));
  const w = await getWorkshop(workshopId);
  if (!w) throw new AppError('Workshop not found');
  const email = participantUpdateEmail({ workshop: emailWorkshop(w), message, from });
  const result = await sendInBatches(
    failed.map((f) => f.recipient),
    async (to) => {
      const logId = logIds.get(to.toLowerCase());
      if (!logId)
        return sendKind('participantUpdate', to, email, logContext(workshopId, w, 'participant_update'));
      // The entry's id stays with a failure, so the next retry updates the same entry again.
      await resendLog(logId).catch((error: unknown) => {
        throw Object.assign(error instanceof Error ? error : new Error(String(error)), { logId });
      });
    },
    { sleep },
  );
  if (result.failed.length > 0) throw new ParticipantSendError(result);
  return result;
}

/** Cancels, then e-mails every assigned facilitator and interested participant (logged as cancellation). */
export async function cancelWorkshop(id: string, reason: string): Promise<BatchResult | null> {
  const w = await getWorkshop(id);
  if (!w) throw new AppError('Workshop not found');
  await updateDoc(doc(db(), COLLECTIONS.workshops, id), {
    status: 'cancelled',
    cancellationReason: reason,
    updatedAt: new Date(),
  });
  const interested = await listInterest(id).catch(() => []);
  const recipients = [...w.facilitators.map((f) => f.email), ...interested.map((i) => i.email)].filter(
    Boolean,
  );
  if (recipients.length === 0) return null;
  const email = cancellationEmail({ workshop: emailWorkshop(w), reason });
  const result = await sendInBatches(recipients, (to) =>
    sendKind('cancellation', to, email, logContext(id, w, 'cancellation')),
  );
  if (result.failed.length > 0) throw new ParticipantSendError(result);
  return result;
}

/** Files a booking request, then e-mails it to the support address (logged as booking_request). */
export async function requestBooking(request: BookingRequest, organisationId: string): Promise<string> {
  const user = me();
  const ref = doc(collection(db(), COLLECTIONS.bookingRequests));
  await setDoc(ref, {
    ...request,
    organisationId,
    createdBy: user.uid,
    createdAt: new Date(),
    status: 'new',
  });
  await sendKind('bookingRequest', supportAddress(), bookingRequestEmail(request), {
    type: 'booking_request',
    workshopId: ref.id,
    workshopTitle: `Booking: ${request.organisationName}`.slice(0, 200),
    workshopDate: request.preferredDates[0] ?? '',
    organisationName: request.organisationName,
    organisationId: organisationId || undefined,
  });
  return ref.id;
}

export async function requestGroupWorkshop(
  request: GroupWorkshopRequest & { contactName: string; contact: string },
  organisationId: string,
): Promise<string> {
  const user = me();
  const ref = doc(collection(db(), COLLECTIONS.groupWorkshopRequests));
  await setDoc(ref, { ...request, organisationId, createdBy: user.uid, createdAt: new Date() });
  await sendKind('groupWorkshopRequest', supportAddress(), groupWorkshopRequestEmail(request));
  return ref.id;
}

export async function getAvailability(userId: string): Promise<Availability | null> {
  const snap = await getDoc(doc(db(), COLLECTIONS.availability, userId).withConverter(availabilityConverter));
  return snap.data() ?? null;
}

export async function saveAvailability(userId: string, bands: Availability['bands']): Promise<void> {
  await setDoc(doc(db(), COLLECTIONS.availability, userId), { userId, bands, updatedAt: new Date() });
}

export interface FacilitatorOption {
  userId: string;
  name: string;
  email: string;
}
/** People with the facilitator role in any organisation (super admins may list Users). */
export async function listFacilitators(): Promise<FacilitatorOption[]> {
  const snap = await getDocs(query(collection(db(), COLLECTIONS.users), limit(2000)));
  return snap.docs
    .map((d) => ({
      id: d.id,
      data: d.data() as {
        email?: string;
        displayName?: string;
        Organisations?: Record<string, { roles?: string[] }>;
      },
    }))
    .filter(({ data }) =>
      Object.values(data.Organisations ?? {}).some((o) => o.roles?.includes('facilitator')),
    )
    .map(({ id, data }) => ({ userId: id, name: data.displayName ?? '', email: data.email ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

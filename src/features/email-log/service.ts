import {
  collection,
  deleteField,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, stripUndefined, type WithId } from '../../lib/converter';
import { sendEmail } from '../../lib/email-client';
import { AppError, messageOf } from '../../lib/errors';
import { authClient, db } from '../../lib/firebase';
import {
  RECENT_LOGS,
  statsWindowStart,
  zWorkshopEmailLog,
  type LogFilters,
  type WorkshopEmailLog,
} from './model';

const converter = converterFor(zWorkshopEmailLog);
const logs = () => collection(db(), COLLECTIONS.workshopEmailLogs).withConverter(converter);
/** The stats window holds at most this many entries; beyond it the chart would undercount (said on screen). */
export const STATS_QUERY_LIMIT = 5000;

export type NewLog = Omit<WorkshopEmailLog, 'sentAt' | 'createdAt' | 'updatedAt' | 'createdBy'>;

/**
 * Writes one log entry and returns its id. Spec section 8: a failure of logging itself is only written to the
 * console, so callers never fail because the log could not be written.
 */
export async function logWorkshopEmail(entry: NewLog): Promise<string | null> {
  try {
    const ref = doc(logs());
    const now = new Date();
    await setDoc(
      ref,
      stripUndefined({
        id: ref.id,
        ...entry,
        createdBy: authClient().currentUser?.uid,
        sentAt: now,
        createdAt: now,
        updatedAt: now,
      }),
    );
    return ref.id;
  } catch (error) {
    console.error('Could not write the workshop e-mail log', error);
    return null;
  }
}

/**
 * The 50 most recent entries that match the filters. Filtering happens in the query, not on the 50 newest, so an
 * old failed e-mail can still be found and resent (firestore.indexes.json has an index per filter field).
 */
export async function listRecentLogs(filters: LogFilters = {}): Promise<WithId<WorkshopEmailLog>[]> {
  const equal = (['type', 'status', 'workshopId'] as const).flatMap((field) =>
    filters[field] ? [where(field, '==', filters[field])] : [],
  );
  const snap = await getDocs(query(logs(), ...equal, orderBy('sentAt', 'desc'), limit(RECENT_LOGS)));
  return snap.docs.map((d) => d.data());
}

/** Entries of the last 30 days (for the per-day chart), only the fields the chart needs are used. */
export async function listStatsWindow(now: Date): Promise<WithId<WorkshopEmailLog>[]> {
  const snap = await getDocs(
    query(
      logs(),
      where('sentAt', '>=', Timestamp.fromDate(statsWindowStart(now))),
      orderBy('sentAt', 'desc'),
      limit(STATS_QUERY_LIMIT),
    ),
  );
  return snap.docs.map((d) => d.data());
}

/** How long a resend's claim on an entry holds off other resends (longer than one send can take). */
export const RESEND_CLAIM_MS = 2 * 60_000;
/** Written to `errorMessage` while a resend is under way: the rules let a resend change only delivery state. */
export const RESEND_CLAIM = 'Resend in progress';

const claimedByAnother = (entry: WorkshopEmailLog, now: Date) =>
  entry.errorMessage?.startsWith(RESEND_CLAIM) === true &&
  now.getTime() - entry.updatedAt.getTime() < RESEND_CLAIM_MS;

/**
 * Resends a failed entry as it was first sent, then turns the SAME entry into `sent` (no new entry, so there is
 * no duplicate and nothing is lost). At most one send per failed entry: a transaction first checks the entry is
 * still `failed` and not claimed, and claims it (`errorMessage` = `RESEND_CLAIM…`, `updatedAt` = now; the
 * rules allow a resend to change only status, errorMessage, sentAt and updatedAt), so a concurrent resend either
 * finds it `sent` (and does nothing) or claimed (and is refused). Only then it sends, then records the outcome:
 * `sent` with the error cleared, or still `failed` with the new error (which also releases the claim). A claim
 * left by a resend that died mid-send expires after `RESEND_CLAIM_MS` (compared with this client's clock).
 * Used by /email-management and by the retry of a participant update or cancellation.
 */
export async function resendLog(id: string): Promise<void> {
  const ref = doc(logs(), id);
  const entry = await runTransaction(db(), async (tx) => {
    const fresh = (await tx.get(ref)).data();
    if (!fresh) throw new AppError('Log entry not found');
    if (fresh.status === 'sent') return null;
    const now = new Date();
    if (claimedByAnother(fresh, now)) throw new AppError('This e-mail is already being resent');
    const previous = fresh.errorMessage ? ` (last error: ${fresh.errorMessage})` : '';
    tx.update(ref, { errorMessage: `${RESEND_CLAIM}${previous}`.slice(0, 2000), updatedAt: now });
    return fresh;
  });
  if (!entry) return;
  try {
    await sendEmail({
      to: entry.recipient,
      subject: entry.subject,
      text: entry.text ?? entry.subject,
      html: entry.html,
    });
  } catch (error) {
    await updateDoc(ref, { errorMessage: messageOf(error).slice(0, 2000), updatedAt: new Date() });
    throw error;
  }
  const now = new Date();
  await updateDoc(ref, { status: 'sent', errorMessage: deleteField(), sentAt: now, updatedAt: now });
}

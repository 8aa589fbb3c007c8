import {
  collection,
  doc,
  getDoc,
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
import { RECENT_LOGS, statsWindowStart, zWorkshopEmailLog, type WorkshopEmailLog } from './model';

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

export async function listRecentLogs(): Promise<WithId<WorkshopEmailLog>[]> {
  const snap = await getDocs(query(logs(), orderBy('sentAt', 'desc'), limit(RECENT_LOGS)));
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

/**
 * Resends a failed entry as it was first sent, then turns the SAME entry into `sent` (no new entry, so there is
 * no duplicate and nothing is lost). A transaction makes two concurrent resends of one entry send at most one
 * status change; if the send fails the entry stays failed with the new error.
 */
export async function resendLog(id: string): Promise<void> {
  const ref = doc(logs(), id);
  const snap = await getDoc(ref);
  const entry = snap.data();
  if (!entry) throw new AppError('Log entry not found');
  if (entry.status === 'sent') return;
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
  await runTransaction(db(), async (tx) => {
    const fresh = await tx.get(ref);
    if (fresh.data()?.status === 'sent') return;
    const now = new Date();
    tx.update(ref, { status: 'sent', sentAt: now, updatedAt: now });
  });
}

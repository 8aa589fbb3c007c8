import * as firestore from 'firebase/firestore';
import { MAIL_STATS_PATH, statsFromCounters, type DayStats } from '@storytelling/shared/mail-stats';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { sendEmail } from '../../lib/email-client';
import { db } from '../../lib/firebase';
import { RECENT_LOGS, zStatsDoc, zWorkshopEmailLog, type LogFilters, type WorkshopEmailLog } from './model';

const converter = converterFor(zWorkshopEmailLog);
const logs = () => firestore.collection(db(), COLLECTIONS.workshopEmailLogs).withConverter(converter);

/**
 * The 50 most recent entries that match the filters. Filtering happens in the query, not on the 50 newest, so an
 * old failed e-mail can still be found and resent (firestore.indexes.json has an index per filter field).
 */
export async function listRecentLogs(filters: LogFilters = {}): Promise<WithId<WorkshopEmailLog>[]> {
  const equal = (['type', 'status', 'workshopId'] as const).flatMap((field) =>
    filters[field] ? [firestore.where(field, '==', filters[field])] : [],
  );
  const snap = await firestore.getDocs(
    firestore.query(logs(), ...equal, firestore.orderBy('sentAt', 'desc'), firestore.limit(RECENT_LOGS)),
  );
  return snap.docs.map((d) => d.data());
}

/** The last 30 days' sent and failed per day: one document of counters kept by the server, one read. */
export async function getEmailStats(now: Date): Promise<DayStats[]> {
  const snap = await firestore.getDoc(firestore.doc(db(), MAIL_STATS_PATH));
  return statsFromCounters(zStatsDoc.parse(snap.data() ?? {}).days, now);
}

/**
 * Resends a failed entry: the server re-renders it from its kind and the variables it kept when it was first
 * sent (never from anything stored by a client), sends it to the same recipient and turns the SAME entry into
 * `sent`. The delivery's claim on the server makes two admins resending at once send it once.
 */
export async function resendLog(id: string): Promise<void> {
  await sendEmail({ action: 'resend', context: { logId: id } });
}

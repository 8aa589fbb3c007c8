import { collection, getDocs, limit, orderBy, query, Timestamp, where } from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { sendEmail } from '../../lib/email-client';
import { db } from '../../lib/firebase';
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

/**
 * Resends a failed entry: the server re-renders it from its kind and the variables it kept when it was first
 * sent (never from anything stored by a client), sends it to the same recipient and turns the SAME entry into
 * `sent`. The delivery's claim on the server makes two admins resending at once send it once.
 */
export async function resendLog(id: string): Promise<void> {
  await sendEmail({ action: 'resend', context: { logId: id } });
}

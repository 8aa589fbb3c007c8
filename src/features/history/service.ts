import * as firestore from 'firebase/firestore';
import { HISTORY_COLLECTION } from '@storytelling/shared/history';
import { converterFor } from '../../lib/converter';
import { env } from '../../lib/env';
import { db } from '../../lib/firebase';
import { postToFunction } from '../../lib/functions-client';
import { zHistoryEntry, type HistoryFilters, type HistoryRow } from './model';

/** Entries read per page (the rules allow lists of at most 100). */
export const HISTORY_PAGE = 25;

const entries = () =>
  firestore.collection(db(), HISTORY_COLLECTION).withConverter(converterFor(zHistoryEntry));

export interface HistoryCursor {
  at: Date;
  id: string;
}
export interface HistoryPage {
  rows: HistoryRow[];
  next: HistoryCursor | null;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00`);

/** One page of an organisation's history, newest first, after `cursor` (the previous page's last entry). */
export async function listHistoryPage(f: HistoryFilters, cursor: HistoryCursor | null): Promise<HistoryPage> {
  const c: firestore.QueryConstraint[] = [firestore.where('organisationId', '==', f.organisationId)];
  if (f.kind) c.push(firestore.where('kind', '==', f.kind));
  if (f.actorUid) c.push(firestore.where('actorUid', '==', f.actorUid));
  if (f.from) c.push(firestore.where('at', '>=', dayStart(f.from)));
  if (f.to) c.push(firestore.where('at', '<', new Date(dayStart(f.to).getTime() + 86_400_000)));
  c.push(firestore.orderBy('at', 'desc'), firestore.orderBy(firestore.documentId(), 'desc'));
  if (cursor) c.push(firestore.startAfter(firestore.Timestamp.fromDate(cursor.at), cursor.id));
  // One more than a page tells whether another page follows, without a count.
  c.push(firestore.limit(HISTORY_PAGE + 1));
  const snap = await firestore.getDocs(firestore.query(entries(), ...c));
  const rows = snap.docs.slice(0, HISTORY_PAGE).map((d) => d.data());
  const last = rows.at(-1);
  return { rows, next: snap.docs.length > HISTORY_PAGE && last ? { at: last.at, id: last.id } : null };
}

const undoEndpoint = () => env.VITE_EMAIL_ENDPOINT.replace(/\/sendEmail$/, '/undoHistory');
const undoFailed = (status: number, statusText: string, error?: string) =>
  error ?? `The change could not be undone: ${status} ${statusText}`;

/** Asks the server to undo an entry; it restores what the entry stored or says why it will not. */
export async function undoHistoryEntry(entryId: string): Promise<void> {
  await postToFunction<{ ok: true; undoId: string } | { ok: false; error: string }>(
    undoEndpoint(),
    { entryId },
    undoFailed,
  );
}

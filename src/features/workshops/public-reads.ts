import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
} from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { dbLite, liteConverter } from '../../lib/firestore-lite';
import { zPublicWorkshop, type PublicWorkshop } from './model';
import type { PublicPage } from './service';

/** As PUBLIC_WORKSHOP_LIMIT of the service: the rules refuse a public list of more than 100. */
const PUBLIC_LIMIT = 100;

/**
 * The public workshop pages' reads (publicWorkshops, readable by anyone) on the Firestore lite SDK: plain
 * requests that answer and are done, so a page opened from a link goes quiet and loads neither the streaming SDK
 * nor Auth. Same queries and answers as listUpcomingPage and getPublicWorkshop of the service.
 */
const publicWorkshops = () =>
  collection(dbLite(), COLLECTIONS.publicWorkshops).withConverter(
    liteConverter(converterFor(zPublicWorkshop)),
  );

export async function readUpcomingPage(
  today: string,
  after: { date: string; id: string } | null = null,
  size: number = PUBLIC_LIMIT,
): Promise<PublicPage> {
  const snap = await getDocs(
    query(
      publicWorkshops(),
      where('date', '>=', today),
      orderBy('date'),
      orderBy(documentId()),
      ...(after ? [startAfter(after.date, after.id)] : []),
      limit(Math.min(size, PUBLIC_LIMIT)),
    ),
  );
  const workshops = snap.docs.map((d) => d.data());
  const last = workshops[workshops.length - 1];
  return { workshops, next: last && workshops.length === size ? { date: last.date, id: last.id } : null };
}

export async function readPublicWorkshop(id: string): Promise<WithId<PublicWorkshop> | null> {
  return (await getDoc(doc(publicWorkshops(), id))).data() ?? null;
}

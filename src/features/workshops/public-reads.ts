import { COLLECTIONS } from '../../lib/collections';
import type { WithId } from '../../lib/converter';
import { DOCUMENT_ID, queryDocumentsRest, readDocumentRest } from '../../lib/firestore-rest';
import { zPublicWorkshop, type PublicWorkshop } from './public-workshop';
import type { PublicPage } from './service';

/** As PUBLIC_WORKSHOP_LIMIT of the service: the rules refuse a public list of more than 100. */
const PUBLIC_LIMIT = 100;

/**
 * The public workshop pages' reads (publicWorkshops, readable by anyone) through Firestore's REST API: plain
 * requests that answer and are done, so a page opened from a link goes quiet and loads no Firebase SDK and no
 * Auth. Same queries and answers as listUpcomingPage and getPublicWorkshop of the service.
 */
export async function readUpcomingPage(
  today: string,
  after: { date: string; id: string } | null = null,
  size: number = PUBLIC_LIMIT,
): Promise<PublicPage> {
  const workshops = await queryDocumentsRest(zPublicWorkshop, COLLECTIONS.publicWorkshops, {
    where: [['date', '>=', today]],
    orderBy: ['date', DOCUMENT_ID],
    ...(after && { startAfter: [after.date, after.id] }),
    limit: Math.min(size, PUBLIC_LIMIT),
  });
  const last = workshops[workshops.length - 1];
  return { workshops, next: last && workshops.length === size ? { date: last.date, id: last.id } : null };
}

export async function readPublicWorkshop(id: string): Promise<WithId<PublicWorkshop> | null> {
  return readDocumentRest(zPublicWorkshop, `${COLLECTIONS.publicWorkshops}/${id}`);
}

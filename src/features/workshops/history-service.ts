import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { db } from '../../lib/firebase';
import { zWorkshopEmailLog } from '../email-log/model';
import type { ReceivedUpdate } from './history';
import { zInterestRecord, type InterestRecord, type PublicWorkshop } from './model';
import { getPublicWorkshop, INTEREST_LIST_LIMIT } from './service';

/** The e-mails a participant may read back (the rules allow these types, addressed to them, and no others). */
export const PARTICIPANT_MAIL_TYPES = ['participant_update', 'cancellation'] as const;
/** The latest updates shown; older ones stay in the person's inbox. */
export const RECEIVED_UPDATES_LIMIT = 100;

/** My interest records (readable by their owner), one per workshop I registered for. */
export async function listMyInterest(uid: string): Promise<WithId<InterestRecord>[]> {
  const snap = await firestore.getDocs(
    firestore.query(
      firestore.collection(db(), COLLECTIONS.interest).withConverter(converterFor(zInterestRecord)),
      firestore.where('userId', '==', uid),
      firestore.limit(INTEREST_LIST_LIMIT),
    ),
  );
  return snap.docs.map((d) => d.data());
}

/** The public copies of these workshops (null for one no longer listed), read side by side. */
export async function getPublicWorkshops(ids: string[]): Promise<Map<string, WithId<PublicWorkshop> | null>> {
  const unique = [...new Set(ids)];
  const found = await Promise.all(unique.map((id) => getPublicWorkshop(id)));
  return new Map(unique.map((id, i) => [id, found[i] ?? null]));
}

/** The workshop updates and cancellations I was sent: the log entries the server marked with my uid. */
export async function listMyWorkshopMail(uid: string): Promise<ReceivedUpdate[]> {
  const snap = await firestore.getDocs(
    firestore.query(
      firestore
        .collection(db(), COLLECTIONS.workshopEmailLogs)
        .withConverter(converterFor(zWorkshopEmailLog)),
      firestore.where('participantId', '==', uid),
      firestore.where('type', 'in', [...PARTICIPANT_MAIL_TYPES]),
      firestore.limit(RECEIVED_UPDATES_LIMIT),
    ),
  );
  return snap.docs
    .map((d) => d.data())
    .filter((log) => log.status === 'sent')
    .map((log) => ({ workshopId: log.workshopId, type: log.type, subject: log.subject, sentAt: log.sentAt }));
}

/** The workshops I registered interest in: my answers and each workshop as it now stands. */
export async function loadMyInterestWorkshops(uid: string) {
  const interests = await listMyInterest(uid);
  const workshops = await getPublicWorkshops(interests.map((i) => i.workshopId));
  return { interests, workshops };
}

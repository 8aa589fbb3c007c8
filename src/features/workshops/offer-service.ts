import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { AppError } from '../../lib/errors';
import { authClient, db } from '../../lib/firebase';
import { sendKind } from '../email';
import type { Availability, Workshop } from './model';
import { newOffer, offerId, zWorkshopOffer, type OfferAnswer, type WorkshopOffer } from './offer-model';
import type { FacilitatorOption } from './service';
import { zAvailability } from './model';

const offers = () =>
  firestore.collection(db(), COLLECTIONS.workshopOffers).withConverter(converterFor(zWorkshopOffer));
/** A facilitator has at most this many offers listed; a workshop is offered to at most this many people. */
export const OFFER_LIST_LIMIT = 200;

/** Every offer of one workshop, with the answers (its managers read them). */
export async function listOffersFor(workshopId: string): Promise<WithId<WorkshopOffer>[]> {
  const snap = await firestore.getDocs(
    firestore.query(
      offers(),
      firestore.where('workshopId', '==', workshopId),
      firestore.limit(OFFER_LIST_LIMIT),
    ),
  );
  return snap.docs.map((d) => d.data());
}

/** The offers made to me, soonest first. */
export async function listMyOffers(uid: string): Promise<WithId<WorkshopOffer>[]> {
  const snap = await firestore.getDocs(
    firestore.query(offers(), firestore.where('facilitatorId', '==', uid), firestore.limit(OFFER_LIST_LIMIT)),
  );
  return snap.docs.map((d) => d.data()).sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Offers the workshop to these facilitators, leaving alone anyone it was already offered to (their answer
 * stands), then asks the server to e-mail the newly offered ones. Resolves to the ids of the facilitators newly
 * offered it. One batch: all or none.
 */
export async function offerWorkshop(workshop: WithId<Workshop>, to: FacilitatorOption[]): Promise<string[]> {
  const me = authClient().currentUser;
  if (!me) throw new AppError('Sign in first');
  const already = new Set((await listOffersFor(workshop.id)).map((o) => o.facilitatorId));
  const fresh = to.filter((f) => !already.has(f.userId));
  if (fresh.length === 0) return [];
  const batch = firestore.writeBatch(db());
  for (const f of fresh)
    batch.set(
      firestore.doc(db(), COLLECTIONS.workshopOffers, offerId(workshop.id, f.userId)),
      newOffer(workshop, f, me.uid, firestore.serverTimestamp()),
    );
  await batch.commit();
  // The server e-mails each newly offered facilitator (logged as interest_notification). The offers stand if
  // it fails: the failure is raised so the screen says so, and the log lets it be resent.
  const addresses = fresh.map((f) => f.email.trim().toLowerCase()).filter(Boolean);
  if (addresses.length) await sendKind('workshopOffer', { workshopId: workshop.id }, { to: addresses });
  return fresh.map((f) => f.userId);
}

/** The facilitator's answer to an offer made to them; they may change it while the workshop is to come. */
export async function answerOffer(id: string, answer: OfferAnswer): Promise<void> {
  await firestore.updateDoc(firestore.doc(db(), COLLECTIONS.workshopOffers, id), {
    response: answer.response,
    canAttend: answer.canAttend,
    needsCoverage: answer.needsCoverage,
    notes: answer.notes.trim(),
    respondedAt: firestore.serverTimestamp(),
  });
}

/** General availability of these people (facilitators or a group's members), by uid; in queries of 30. */
export async function availabilityOf(uids: string[]): Promise<Record<string, Availability['bands']>> {
  const col = firestore.collection(db(), COLLECTIONS.availability).withConverter(converterFor(zAvailability));
  const unique = [...new Set(uids)];
  const chunks = Array.from({ length: Math.ceil(unique.length / 30) }, (_, i) =>
    unique.slice(i * 30, i * 30 + 30),
  );
  const snaps = await Promise.all(
    chunks.map((ids) => firestore.getDocs(firestore.query(col, firestore.where('userId', 'in', ids)))),
  );
  return Object.fromEntries(snaps.flatMap((s) => s.docs.map((d) => [d.id, d.data().bands])));
}

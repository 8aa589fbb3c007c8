import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { db } from '../../lib/firebase';

/** A feedback form as the "Mark delivered" dialog offers it. */
export interface DeliveryForm {
  id: string;
  title: string;
  workshopId: string;
}

/** An organisation has a handful of published forms; the dialog lists at most this many. */
const FORM_CHOICES_LIMIT = 100;

const formsWhere = (field: 'workshopId' | 'organisationId', value: string) =>
  firestore
    .getDocs(
      firestore.query(
        firestore.collection(db(), COLLECTIONS.feedbackForms),
        firestore.where(field, '==', value),
        firestore.where('status', '==', 'published'),
        firestore.limit(FORM_CHOICES_LIMIT),
      ),
    )
    .then((snap) =>
      snap.docs.map((d): DeliveryForm => ({
        id: d.id,
        title: String(d.get('title') ?? ''),
        workshopId: String(d.get('workshopId') ?? ''),
      })),
    );

/**
 * The workshop's post-workshop form (published forms linked to it) and, for when there is none, the
 * organisation's published forms not tied to any workshop, which the manager may link.
 */
export async function deliveryForms(
  workshopId: string,
  organisationId: string,
): Promise<{ linked: DeliveryForm[]; linkable: DeliveryForm[] }> {
  const [linked, ofOrganisation] = await Promise.all([
    formsWhere('workshopId', workshopId),
    organisationId ? formsWhere('organisationId', organisationId) : Promise.resolve([]),
  ]);
  return {
    linked,
    linkable: ofOrganisation.filter((f) => !f.workshopId).sort((a, b) => a.title.localeCompare(b.title)),
  };
}

/**
 * Marks a workshop delivered: status completed and the time, on the workshop and its public copy in one batch
 * (and, when asked, links a feedback form to it in the same batch, so the form is never linked to a workshop
 * left undelivered). The functions then e-mail the form to its participants once.
 */
export async function markWorkshopDelivered(workshopId: string, linkFormId?: string): Promise<void> {
  const batch = firestore.writeBatch(db());
  batch.update(firestore.doc(db(), COLLECTIONS.workshops, workshopId), {
    status: 'completed',
    completedAt: firestore.serverTimestamp(),
    updatedAt: firestore.serverTimestamp(),
  });
  batch.set(
    firestore.doc(db(), COLLECTIONS.publicWorkshops, workshopId),
    { status: 'completed', updatedAt: firestore.serverTimestamp() },
    { merge: true },
  );
  if (linkFormId)
    batch.update(firestore.doc(db(), COLLECTIONS.feedbackForms, linkFormId), {
      workshopId,
      updatedAt: firestore.serverTimestamp(),
    });
  await batch.commit();
}

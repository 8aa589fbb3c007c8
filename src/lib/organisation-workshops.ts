import { useQuery } from '@tanstack/react-query';
import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { db } from './firebase';

export interface WorkshopChoice {
  id: string;
  title: string;
  date: string;
}

/**
 * An organisation's workshops as the public sees them (title and date, newest first), read here because more
 * than one area offers them as a choice: an announcement's audience and the workshop a feedback form belongs
 * to. The public copies carry nothing private, so any of the organisation's staff may list them.
 */
export async function listOrganisationWorkshops(organisationId: string): Promise<WorkshopChoice[]> {
  const snap = await firestore.getDocs(
    firestore.query(
      firestore.collection(db(), COLLECTIONS.publicWorkshops),
      firestore.where('organisationId', '==', organisationId),
      firestore.limit(100),
    ),
  );
  return snap.docs
    .map((d) => ({ id: d.id, title: String(d.get('title') ?? ''), date: String(d.get('date') ?? '') }))
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** The same list for a screen; nothing is read until an organisation is given. */
export const useOrganisationWorkshops = (organisationId: string) =>
  useQuery({
    queryKey: ['organisationWorkshops', organisationId] as const,
    queryFn: () => listOrganisationWorkshops(organisationId),
    enabled: !!organisationId,
  });

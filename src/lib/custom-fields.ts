import { useQuery } from '@tanstack/react-query';
import * as firestore from 'firebase/firestore';
import { fieldDefs, zSubscriberFields, type CustomFieldDef } from '@storytelling/shared/custom-fields';
import { COLLECTIONS } from './collections';
import { db } from './firebase';

/**
 * The organisation's custom subscriber fields (`subscriberFields/{organisationId}`), read here because more than
 * one area needs them: the subscribers' import, dialog and table, and the newsletter and drip composers, which
 * offer each field as a merge tag.
 */
export const customFieldListRef = (organisationId: string) =>
  firestore.doc(firestore.collection(db(), COLLECTIONS.subscriberFields), organisationId);

export const customFieldsKey = (organisationId: string) => ['subscribers', 'fields', organisationId] as const;

/** The organisation's custom fields, by label (none yet: an empty list). */
export async function customFieldList(organisationId: string): Promise<CustomFieldDef[]> {
  const snap = await firestore.getDoc(customFieldListRef(organisationId));
  if (!snap.exists()) return [];
  const parsed = zSubscriberFields.safeParse(snap.data());
  if (!parsed.success) throw new Error(`${snap.ref.path}: ${parsed.error.message}`);
  return fieldDefs(parsed.data.fields);
}

export const useCustomFields = (organisationId: string) =>
  useQuery({
    queryKey: customFieldsKey(organisationId),
    queryFn: () => customFieldList(organisationId),
    enabled: !!organisationId,
  });

import { fieldDefs, zSubscriberFields, type CustomFieldDef } from '@storytelling/shared/custom-fields';
import { db } from '../mail/store.js';

/**
 * The organisation's custom fields (`subscriberFields/{organisationId}`), by label; none yet is an empty list.
 * What a merge tag `{{custom.key}}` may name when a newsletter or a drip step is sent or tested.
 */
export async function customFieldsOf(organisationId: string): Promise<CustomFieldDef[]> {
  const snap = await db().doc(`subscriberFields/${organisationId}`).get();
  if (!snap.exists) return [];
  return fieldDefs(zSubscriberFields.parse(snap.data()).fields);
}

export const customFieldKeysOf = async (organisationId: string) =>
  (await customFieldsOf(organisationId)).map((f) => f.key);

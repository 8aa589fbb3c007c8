import { personValues, type MergeValues } from '@storytelling/shared/merge-tags';
import { subscriberId } from '@storytelling/shared/subscribers';
import type { DeliveryDoc, MessageDoc } from './records.js';
import { db } from './store.js';

/**
 * A newsletter recipient's merge tag values: their name and custom fields from the organisation's subscriber
 * record (a recipient reached through an audience of members may have none, and then a tag shows its fallback),
 * the organisation, and their own unsubscribe link. Values a delivery carries (a test send's sample person) come
 * first, and then no record is read.
 */
export async function recipientMergeValues(
  message: Pick<MessageDoc, 'organisationId' | 'variables'>,
  delivery: Pick<DeliveryDoc, 'recipient' | 'variables'>,
  unsubscribeUrl: string | undefined,
): Promise<MergeValues> {
  const given = (delivery.variables ?? {}) as MergeValues;
  let name = given.name;
  let customFields: Record<string, string> = {};
  if (name === undefined && message.organisationId) {
    const subscriber = await db()
      .doc(`subscribers/${subscriberId(message.organisationId, delivery.recipient)}`)
      .get();
    name = String(subscriber.get('name') ?? '');
    customFields = textValues(subscriber.get('customFields'));
  }
  return {
    organisationName: message.variables.organisationName ?? '',
    unsubscribeUrl: unsubscribeUrl ?? '',
    preferencesUrl: unsubscribeUrl ?? '',
    ...personValues({ email: delivery.recipient, name, customFields }),
    ...given,
  };
}

/** A stored record's custom fields, only those that are text (anything else fills no tag). */
function textValues(stored: unknown): Record<string, string> {
  if (!stored || typeof stored !== 'object') return {};
  return Object.fromEntries(
    Object.entries(stored as Record<string, unknown>).filter(
      (e): e is [string, string] => typeof e[1] === 'string',
    ),
  );
}

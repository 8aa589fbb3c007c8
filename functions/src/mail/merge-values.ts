import { personValues, type MergeValues } from '../shared/merge-tags.js';
import { subscriberId } from '../shared/subscribers.js';
import type { DeliveryDoc, MessageDoc } from './records.js';
import { db } from './store.js';

/**
 * A newsletter recipient's merge tag values: their name from the organisation's subscriber record (a recipient
 * reached through an audience of members may have none, and then a tag shows its fallback), the organisation,
 * and their own unsubscribe link. Values a delivery carries (a test send's sample person) come first.
 */
export async function recipientMergeValues(
  message: Pick<MessageDoc, 'organisationId' | 'variables'>,
  delivery: Pick<DeliveryDoc, 'recipient' | 'variables'>,
  unsubscribeUrl: string | undefined,
): Promise<MergeValues> {
  const given = (delivery.variables ?? {}) as MergeValues;
  let name = given.name;
  if (name === undefined && message.organisationId) {
    const subscriber = await db()
      .doc(`subscribers/${subscriberId(message.organisationId, delivery.recipient)}`)
      .get();
    name = String(subscriber.get('name') ?? '');
  }
  return {
    organisationName: message.variables.organisationName ?? '',
    unsubscribeUrl: unsubscribeUrl ?? '',
    preferencesUrl: unsubscribeUrl ?? '',
    ...personValues({ email: delivery.recipient, name }),
    ...given,
  };
}

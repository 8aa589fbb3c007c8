import { FieldValue } from 'firebase-admin/firestore';
import type { DeliveryDoc, MessageDoc } from './records.js';
import { db, deliveryRef, messageRef } from './store.js';

/** What an open or a click writes: the delivery's first-time field and count, the campaign's counters. */
const FIELDS = {
  open: { first: 'firstOpenedAt', count: 'opens', total: 'opens', unique: 'uniqueOpens' },
  click: { first: 'firstClickedAt', count: 'clicks', total: 'clicks', unique: 'uniqueClicks' },
} as const;
export type TrackEvent = keyof typeof FIELDS;

/**
 * Records one open or click of a delivered, tracked newsletter: the delivery keeps the time of its first one (the
 * unique figure) and its own count; the campaign's total and unique counters move by increments in the same
 * transaction, so a transaction retried by Firestore counts once, and a second open of the same mail adds to the
 * total only. The message is read outside the transaction, as the sender does: every delivery of a send writes
 * to it, and reading it inside would queue these behind the send. Returns whether anything was counted.
 */
export async function recordTrackEvent(
  event: TrackEvent,
  messageId: string,
  deliveryId: string,
  now = new Date(),
): Promise<boolean> {
  const message = (await messageRef(messageId).get()).data() as MessageDoc | undefined;
  const campaignId = message?.kind === 'newsletter' ? message.context?.campaignId : undefined;
  if (!message?.tracking || !campaignId) return false;
  const f = FIELDS[event];
  const dRef = deliveryRef(messageId, deliveryId);
  const campaign = db().doc(`campaigns/${campaignId}`);
  return db().runTransaction(async (tx) => {
    const delivery = (await tx.get(dRef)).data() as (DeliveryDoc & Record<string, unknown>) | undefined;
    if (delivery?.status !== 'sent') return false;
    const first = delivery[f.first] === undefined;
    tx.update(dRef, { [f.count]: FieldValue.increment(1), ...(first ? { [f.first]: now } : {}) });
    tx.update(campaign, {
      [f.total]: FieldValue.increment(1),
      ...(first ? { [f.unique]: FieldValue.increment(1) } : {}),
    });
    return true;
  });
}

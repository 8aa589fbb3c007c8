import { FieldValue } from 'firebase-admin/firestore';
import { TRACK_COUNTS, TRACK_SHARDS } from '@storytelling/shared/newsletters';
import type { DeliveryDoc, MessageDoc } from './records.js';
import { db, deliveryRef, messageRef } from './store.js';

/** What an open or a click writes: the delivery's first-time field and count, the campaign's counters. */
const FIELDS = {
  open: { first: 'firstOpenedAt', count: 'opens', total: 'opens', unique: 'uniqueOpens' },
  click: { first: 'firstClickedAt', count: 'clicks', total: 'clicks', unique: 'uniqueClicks' },
} as const;
export type TrackEvent = keyof typeof FIELDS;

/** One of the campaign's count shards, at random, so concurrent hits seldom write the same document. */
export const shardRef = (campaignId: string, random = Math.random) =>
  db().doc(`campaigns/${campaignId}/${TRACK_COUNTS}/${Math.floor(random() * TRACK_SHARDS)}`);

/** The mark of a delivery's first open or click: created once, whichever hit gets there first. */
const firstMark = (messageId: string, deliveryId: string, event: TrackEvent) =>
  deliveryRef(messageId, deliveryId).collection('tracked').doc(event);

/** gRPC's ALREADY_EXISTS: the mark was there, so this hit is not the delivery's first. */
const alreadyExists = (e: unknown) => (e as { code?: unknown })?.code === 6;

/**
 * Records one open or click of a delivered, tracked newsletter: the delivery keeps the time of its first one and
 * its own count, and one of the campaign's count shards takes the increments (every hit to the total, the first of
 * a delivery to the unique figure).
 *
 * No transaction: every write is an increment or a create, in a batch, so hits never hold a lock while they read,
 * and a burst of them after a send does not queue behind one document. Which hit is a delivery's first is decided
 * by creating its mark (`deliveries/{id}/tracked/open|click`) in the same batch as the unique increment: Firestore
 * creates a document once, so of two first opens of one mail arriving together one batch goes through and the
 * other fails whole, with nothing written, and is counted again as a repeat. The delivery is read only to check it
 * was sent (that never changes back) and to skip the attempt when it was opened before. The message is read as
 * the sender does. Returns whether anything was counted.
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
  const delivery = (await dRef.get()).data() as (DeliveryDoc & Record<string, unknown>) | undefined;
  if (delivery?.status !== 'sent') return false;
  const once = FieldValue.increment(1);
  if (delivery[f.first] === undefined) {
    const first = db().batch();
    first.create(firstMark(messageId, deliveryId, event), { at: now });
    first.update(dRef, { [f.count]: once, [f.first]: now });
    first.set(shardRef(campaignId), { [f.total]: once, [f.unique]: once }, { merge: true });
    try {
      await first.commit();
      return true;
    } catch (error) {
      if (!alreadyExists(error)) throw error;
    }
  }
  const again = db().batch();
  again.update(dRef, { [f.count]: once });
  again.set(shardRef(campaignId), { [f.total]: once }, { merge: true });
  await again.commit();
  return true;
}

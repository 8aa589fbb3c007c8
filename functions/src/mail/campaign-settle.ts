import type { DocumentReference } from 'firebase-admin/firestore';
import { isFinished, type MessageDoc } from './records.js';
import { db } from './store.js';

/**
 * A sending campaign whose deliveries all have an outcome (sent, failed or suppressed) becomes `sent`, with its
 * `sentAt`/`finishedAt` and its final figures taken from its message (both move by the same increments, so this
 * only settles them). Message and campaign are read together: a resend of the failed ones may have set the
 * message going again since the caller looked. Called by the delivery that finishes a send, and by the
 * newsletter job for a campaign whose last delivery's process died before it could do so. Returns whether it
 * moved the campaign.
 */
export async function settleCampaign(
  campaign: DocumentReference,
  message: DocumentReference,
  now = new Date(),
): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const [c, m] = await Promise.all([tx.get(campaign), tx.get(message)]);
    const msg = m.data() as MessageDoc | undefined;
    if (c.get('state') !== 'sending' || !msg) return false;
    const finished = msg.status === 'done' || (msg.status === 'queued' && isFinished(msg));
    if (!finished) return false;
    if (msg.status !== 'done') tx.update(message, { status: 'done', finishedAt: now });
    tx.update(campaign, {
      state: 'sent',
      sentAt: now,
      finishedAt: now,
      updatedAt: now,
      total: msg.total,
      sent: msg.sent,
      failed: msg.failed,
      suppressed: msg.suppressed,
    });
    return true;
  });
}

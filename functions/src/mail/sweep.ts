import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { expiredDays, MAIL_STATS_PATH, type DayCounters } from '@storytelling/shared/mail-stats';
import { CLAIM_MS, STALL_MS } from './config.js';
import { enqueue } from './outbox.js';
import type { DeliveryDoc, MessageDoc } from './records.js';
import { db, messages } from './store.js';

/**
 * Finds sends that stopped moving and puts them back in the queue: a message whose deliveries are still waiting
 * but which has shown no activity for STALL_MS (its tasks were lost, say with a killed process), and deliveries
 * claimed by a worker that died (claim older than CLAIM_MS). Claims make this harmless to run at any time, or
 * twice: a delivery already sent is never sent again. Runs every minute in production (onSchedule) and on a
 * timer in the local stack. (A start interrupted while writing its deliveries is resumed by the client's retry
 * of the same request id.)
 */
export async function sweepStalledMail(now = new Date()): Promise<{ messages: number; requeued: number }> {
  const stalled = await messages()
    .where('status', '==', 'queued')
    .where('lastActivityAt', '<', new Date(now.getTime() - STALL_MS))
    .limit(20)
    .get();
  let requeued = 0;
  for (const snap of stalled.docs) {
    const message = snap.data() as MessageDoc & { appOrigin?: string };
    // Marks the message busy first, so a second sweep running at the same time leaves it alone.
    const mine = await db().runTransaction(async (tx) => {
      const fresh = (await tx.get(snap.ref)).data() as MessageDoc | undefined;
      if (!fresh || fresh.lastActivityAt.valueOf() !== message.lastActivityAt.valueOf()) return false;
      tx.update(snap.ref, { lastActivityAt: now });
      return true;
    });
    if (!mine) continue;
    // Waiting deliveries, and those a dead worker claimed (the filter below keeps only claims older than CLAIM_MS).
    const pending = await snap.ref
      .collection('deliveries')
      .where('status', 'in', ['queued', 'sending'])
      .limit(2000)
      .get();
    const ids = pending.docs
      .filter((d) => {
        const delivery = d.data() as DeliveryDoc & { claimedAt?: { toMillis(): number } };
        return (
          delivery.status === 'queued' ||
          !delivery.claimedAt ||
          now.getTime() - delivery.claimedAt.toMillis() >= CLAIM_MS
        );
      })
      .map((d) => d.id);
    if (ids.length) await enqueue(snap.id, ids);
    requeued += ids.length;
  }
  return { messages: stalled.size, requeued };
}

/** Drops days the e-mail chart no longer shows from the stats document, so it stays small. */
export async function pruneMailStats(now = new Date()): Promise<number> {
  const ref = db().doc(MAIL_STATS_PATH);
  const days = ((await ref.get()).get('days') ?? {}) as DayCounters;
  const old = expiredDays(days, now);
  if (old.length) {
    const [first, ...rest] = old.map((d) => new FieldPath('days', d));
    await ref.update(first!, FieldValue.delete(), ...rest.flatMap((p) => [p, FieldValue.delete()]));
  }
  return old.length;
}

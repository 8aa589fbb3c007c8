import { FieldValue } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import type { MailContext, MailProgress } from '@storytelling/shared/mail-api';
import type { MailTemplate } from '@storytelling/shared/mail-templates';
import { QUEUE } from './config.js';
import { deliver } from './deliver.js';
import type { MailPlan } from './plans.js';
import { newDelivery, newMessage, type MessageDoc } from './records.js';
import { senderForSend } from './sender.js';
import { db, deliveryId, deliveryRef, messageRef } from './store.js';

/** The task queue function's name (index.ts): one task per batch of deliveries. */
export const DELIVER_QUEUE = 'deliverMail';
const BATCH = 450;

export interface StartedMessage extends MailProgress {
  messageId: string;
  status: 'queued' | 'done';
}

const progressOf = (m: Pick<MessageDoc, 'total' | 'sent' | 'failed' | 'suppressed'>): MailProgress => ({
  total: m.total,
  sent: m.sent,
  failed: m.failed,
  suppressed: m.suppressed,
});

/**
 * Records a send and its deliveries, then sends them: in this request for the few-recipient kinds, through the
 * task queue for bulk ones. Idempotent on `messageId` (derived from the client's request id): the same request
 * again returns the existing message's progress and sends nothing more; one interrupted while writing its
 * deliveries (status `preparing`) is resumed.
 */
export async function startMessage(input: {
  messageId: string;
  plan: MailPlan;
  recipients: string[];
  createdBy: string;
  context: MailContext;
  appOrigin: string;
  draft?: MailTemplate;
  queued?: boolean;
  /** Newsletters only: wrap links and add an open pixel (the organisation's setting when the send starts). */
  tracking?: boolean;
}): Promise<StartedMessage> {
  const now = new Date();
  const ref = messageRef(input.messageId);
  const sender = await senderForSend(input.plan.kind, input.plan.organisationId);
  const existing = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists) return snap.data() as MessageDoc;
    tx.create(ref, {
      ...newMessage({ ...input, sender, now }),
      appOrigin: input.appOrigin,
    });
    return null;
  });
  if (existing && existing.status !== 'preparing')
    return {
      messageId: input.messageId,
      status: existing.status === 'done' ? 'done' : 'queued',
      ...progressOf(existing),
    };
  const message = existing ?? newMessage({ ...input, sender, now });
  const recipients = message.recipients ?? input.recipients;
  const ids = await writeDeliveries(input.messageId, input.plan, recipients, now);
  await ref.update({ status: 'queued', recipients: [], lastActivityAt: new Date() });
  if (message.queued) {
    await enqueue(input.messageId, ids);
    return {
      messageId: input.messageId,
      status: 'queued',
      ...progressOf({ ...message, sent: 0, failed: 0, suppressed: 0 }),
    };
  }
  for (const id of ids) await deliver(input.messageId, id, { finalOnFailure: true, maxAttempts: 1 });
  const after = (await ref.get()).data() as MessageDoc;
  return { messageId: input.messageId, status: 'done', ...progressOf(after) };
}

/** Writes the deliveries that do not exist yet (a resumed start keeps those already written). */
async function writeDeliveries(
  messageId: string,
  plan: MailPlan,
  recipients: string[],
  now: Date,
): Promise<string[]> {
  const ids = recipients.map((r) => deliveryId(messageId, r));
  for (let i = 0; i < recipients.length; i += BATCH) {
    const chunk = recipients.slice(i, i + BATCH);
    const refs = chunk.map((r) => deliveryRef(messageId, deliveryId(messageId, r)));
    const snaps = await db().getAll(...refs);
    const batch = db().batch();
    snaps.forEach((snap, j) => {
      if (!snap.exists) batch.set(refs[j]!, newDelivery(plan, chunk[j]!, now));
    });
    await batch.commit();
  }
  return ids;
}

export interface DeliverTask {
  messageId: string;
  deliveryIds: string[];
}

/** One task per batch of deliveries (QUEUE.batchSize); the queue's rate is the sending pace. */
export async function enqueue(messageId: string, deliveryIds: string[]): Promise<void> {
  const queue = getFunctions().taskQueue<DeliverTask>(DELIVER_QUEUE);
  const tasks: DeliverTask[] = [];
  for (let i = 0; i < deliveryIds.length; i += QUEUE.batchSize)
    tasks.push({ messageId, deliveryIds: deliveryIds.slice(i, i + QUEUE.batchSize) });
  for (let i = 0; i < tasks.length; i += 50)
    await Promise.all(tasks.slice(i, i + 50).map((t) => queue.enqueue(t)));
}

/**
 * Puts failed deliveries of a message back in the queue (a person's "retry the failed ones"), or sends them in
 * this request (`inline`: a resend of one logged e-mail, whose outcome the admin waits for). They keep their
 * ids, so each recipient still gets the message once.
 */
export async function requeue(
  messageId: string,
  only?: string[],
  options: { inline?: boolean } = {},
): Promise<StartedMessage> {
  const ref = messageRef(messageId);
  const candidates = only
    ? (await db().getAll(...only.map((id) => deliveryRef(messageId, id)))).filter(
        (d) => d.get('status') === 'failed',
      )
    : (await ref.collection('deliveries').where('status', '==', 'failed').limit(2000).get()).docs;
  const failed = candidates.map((d) => d.id);
  const now = new Date();
  // Back to queued, uncounted: the message's failed figure drops now and rises again only if they fail again,
  // so it never looks finished while the retry is under way. Only failed deliveries: a sent one is never redone.
  for (let i = 0; i < failed.length; i += BATCH) {
    const chunk = failed.slice(i, i + BATCH);
    const batch = db().batch();
    for (const id of chunk)
      batch.update(deliveryRef(messageId, id), {
        status: 'queued',
        counted: FieldValue.delete(),
        updatedAt: now,
      });
    batch.update(ref, { failed: FieldValue.increment(-chunk.length), status: 'queued', lastActivityAt: now });
    await batch.commit();
  }
  if (failed.length) {
    const message = (await ref.get()).data() as MessageDoc;
    if (message.queued && !options.inline) await enqueue(messageId, failed);
    else for (const id of failed) await deliver(messageId, id, { finalOnFailure: true, maxAttempts: 1 });
  }
  const after = (await ref.get()).data() as MessageDoc;
  return {
    messageId,
    status: after.status === 'done' ? 'done' : 'queued',
    ...progressOf(after),
  };
}

import { createHash } from 'node:crypto';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';

/**
 * Where the mail pipeline keeps its records (all written with the Admin SDK; firestore.rules lets no client
 * write them):
 * - mailMessages/{messageId}: one send of one kind (who, what about, the template used, counters, status);
 * - mailMessages/{messageId}/deliveries/{deliveryId}: one per recipient, claimed before sending;
 * - workshopEmailLogs/{deliveryId}: the workshop e-mail log, for the kinds it records;
 * - suppressions/{addressHash}, mailQuotas/{uid}, emailTemplates/{kind}.
 */
export { deliveryId } from './records.js';
export const db = () => getFirestore();
export const messages = () => db().collection('mailMessages');
export const messageRef = (messageId: string) => messages().doc(messageId);
export const deliveryRef = (messageId: string, deliveryId: string) =>
  messageRef(messageId).collection('deliveries').doc(deliveryId);

/** An organisation's name as mail shows it (its id when it has none). */
export async function organisationName(organisationId: string): Promise<string> {
  return (
    String((await db().doc(`Organisations/${organisationId}`).get()).get('name') ?? '') || organisationId
  );
}

/** A message id from the client's request id, scoped to the caller, so a doubled request is one message. */
export const messageIdFor = (uid: string, requestId: string | undefined) =>
  requestId
    ? createHash('sha256').update(`${uid}\n${requestId}`).digest('hex').slice(0, 32)
    : messages().doc().id;

/** A stored time (a Firestore Timestamp, or a Date the Admin SDK handed back) as a Date; null when it is neither. */
export const toDate = (v: unknown): Date | null =>
  v instanceof Timestamp ? v.toDate() : v instanceof Date ? v : null;

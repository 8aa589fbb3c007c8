import { Timestamp } from 'firebase-admin/firestore';
import { startMessage } from '../mail/outbox.js';
import { db } from '../mail/store.js';
import {
  contactKeyOf,
  DUPLICATE_WINDOW_MS,
  likelyDuplicate,
  newRequestRecord,
  organisationKeyOf,
  REQUEST_COLLECTIONS,
  type Filer,
  type RequestKind,
} from './records.js';
import { RECEIVED_KIND, receivedMessageId, receivedVariables, replyAddress } from './reply-plan.js';

const dateOf = (v: unknown) => (v instanceof Timestamp ? v.toDate() : v instanceof Date ? v : new Date(0));

/**
 * The stored request, flagged when the same contact asked about the same organisation within a day (kept, never
 * dropped: staff decide). The search reads at most a handful of that contact's latest requests.
 */
export async function requestRecord(input: {
  kind: RequestKind;
  request: Record<string, unknown>;
  organisationId: string;
  filer: Filer;
  now: Date;
}): Promise<Record<string, unknown>> {
  const contactKey = contactKeyOf(input.kind, input.request);
  let duplicateOf: string | null = null;
  if (contactKey) {
    const earlier = await db()
      .collection(REQUEST_COLLECTIONS[input.kind])
      .where('contactKey', '==', contactKey)
      .where('createdAt', '>', new Date(input.now.getTime() - DUPLICATE_WINDOW_MS))
      .limit(10)
      .get();
    duplicateOf = likelyDuplicate(
      earlier.docs.map((d) => ({
        id: d.id,
        organisationKey: d.get('organisationKey'),
        createdAt: dateOf(d.get('createdAt')),
      })),
      organisationKeyOf(input.kind, input.request, input.organisationId),
      input.now,
    );
  }
  return newRequestRecord({ ...input, likelyDuplicateOf: duplicateOf });
}

/**
 * Tells the requester their request arrived, through the mail pipeline (once per request: the message id is the
 * request's). Nothing is sent to a group that gave only a phone number.
 */
export async function acknowledge(input: {
  kind: RequestKind;
  id: string;
  stored: Record<string, unknown>;
  createdBy: string;
  appOrigin: string;
}): Promise<boolean> {
  const address = replyAddress(input.kind, input.stored);
  if (!address) return false;
  const organisationId = String(input.stored.organisationId ?? '');
  const sent = await startMessage({
    messageId: receivedMessageId(input.kind, input.id),
    plan: {
      kind: RECEIVED_KIND[input.kind],
      recipients: [address],
      variables: receivedVariables(input.kind, input.id),
      ...(organisationId ? { organisationId } : {}),
    },
    recipients: [address],
    createdBy: input.createdBy,
    context: organisationId ? { organisationId } : {},
    appOrigin: input.appOrigin,
  });
  return sent.sent > 0;
}

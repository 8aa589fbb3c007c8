import { MAIL_KIND_INFO, type MailKind } from '@storytelling/shared/mail-kinds';
import { senderIdentity, type SenderIdentity } from '@storytelling/shared/sender-identity';
import { productName } from './config.js';
import { db } from './store.js';

/**
 * The sender identity of a marketing send, read from the organisation's settings when the send starts and kept
 * on its message, so every recipient of one send sees the same From, Reply-To and footer (and a retry a day later
 * too). Service mail keeps the platform's own identity: null.
 */
export async function senderForSend(kind: MailKind, organisationId?: string): Promise<SenderIdentity | null> {
  if (MAIL_KIND_INFO[kind].category !== 'marketing') return null;
  if (!organisationId) return senderIdentity(null, productName());
  const snap = await db().doc(`Organisations/${organisationId}`).get();
  if (!snap.exists) return senderIdentity({ name: organisationId }, productName());
  return senderIdentity(
    { name: String(snap.get('name') ?? '') || organisationId, settings: snap.get('settings') ?? {} },
    productName(),
  );
}

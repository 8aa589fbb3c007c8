import type { RenderedMail } from '@storytelling/shared/mail-templates';
import { maskAddress, normaliseAddress } from '@storytelling/shared/email-address';
import type { DeliveryDoc, MessageDoc } from './records.js';
import { db, messageRef } from './store.js';

/** Where a campaign's copy of its message as sent lives (readable by the organisation's staff, see the rules). */
export const asSentPath = (campaignId: string) => `campaigns/${campaignId}/asSent/message`;

/**
 * Keeps one newsletter message exactly as it went out, for the campaign's "as sent" view: the first recipient's,
 * merge tags filled with their values, the layout and footer as rendered. Two things differ from the mail: the
 * tracking links and pixel are not in it (opening the view must not count an open), and the recipient's personal
 * unsubscribe token is taken out, so staff looking at the copy cannot act for that person. The copy is created
 * once (a concurrent first delivery finds it there); the message then notes it, so later deliveries, which read
 * the message anyway, skip this.
 */
export async function keepAsSent(
  messageId: string,
  message: Pick<MessageDoc, 'kind' | 'context' | 'tracking'>,
  delivery: Pick<DeliveryDoc, 'recipient'>,
  out: { untracked: RenderedMail; unsubscribePage?: string },
): Promise<void> {
  const campaignId = message.kind === 'newsletter' ? message.context?.campaignId : undefined;
  if (!campaignId) return;
  const token = out.unsubscribePage ? new URL(out.unsubscribePage).searchParams.get('token') : null;
  const hide = (s: string) => (token ? s.split(token).join('personal-link-removed') : s);
  const now = new Date();
  try {
    await db()
      .doc(asSentPath(campaignId))
      .create({
        subject: out.untracked.subject,
        html: hide(out.untracked.html),
        text: hide(out.untracked.text),
        recipient: maskAddress(normaliseAddress(delivery.recipient)),
        tracking: message.tracking === true,
        sentAt: now,
      });
  } catch (error) {
    // ALREADY_EXISTS: another delivery kept it first.
    if ((error as { code?: number }).code !== 6) throw error;
  }
  await messageRef(messageId).update({ asSentAt: now });
}

import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { MAIL_KIND_INFO } from '@storytelling/shared/mail-kinds';
import { MAIL_STATS_PATH, statsDelta } from '@storytelling/shared/mail-stats';
import {
  escapeHtml,
  renderTemplate,
  withFooter,
  type RenderedMail,
} from '@storytelling/shared/mail-templates';
import { fillMergeTags } from '@storytelling/shared/merge-tags';
import { cleanHtml } from '../validate.js';
import {
  CLAIM_MS,
  productName,
  trackFunctionUrl,
  UNSUBSCRIBE_SECRET,
  unsubscribeFunctionUrl,
} from './config.js';
import { isFinished, logEntry, type DeliveryDoc, type MessageDoc } from './records.js';
import { db, deliveryRef, messageRef } from './store.js';
import { templateFor } from './templates-store.js';
import { sendMail, SendFailure } from './transport.js';
import { subscriberId } from '@storytelling/shared/subscribers';
import { suppressionRefsFor } from './suppressions.js';
import { makeUnsubscribeToken } from './unsubscribe-token.js';
import { recipientMergeValues } from './merge-values.js';
import { senderForSend } from './sender.js';
import { deliveryKey, trackHtml } from './tracking.js';
import { keepAsSent } from './as-sent.js';
import { settleCampaign } from './campaign-settle.js';

/**
 * Sends one delivery (one message to one recipient), exactly as the queue worker and the in-request path both
 * do: claim the delivery record in a transaction (nothing else sends it while the claim holds), render, send,
 * then record the outcome, the counters and the log entry in one transaction. A delivery already sent,
 * suppressed or claimed by a live worker is left alone, so a duplicated or retried task sends nothing twice.
 */
export type DeliveryOutcome = 'sent' | 'failed' | 'suppressed' | 'retry' | 'skipped';

const toDate = (v: unknown): Date | undefined =>
  v instanceof Timestamp ? v.toDate() : v instanceof Date ? v : undefined;

interface Claimed {
  message: MessageDoc & { appOrigin?: string };
  delivery: DeliveryDoc;
  claimId: string;
}

/**
 * The message document is read outside the transaction and only ever changed by blind increments: every
 * delivery of a bulk send touches it, and transactions that read it would queue behind each other (the
 * Firestore emulator times them out under ten concurrent workers). Its content never changes after the start.
 */
async function claim(
  messageId: string,
  deliveryId: string,
  now: Date,
): Promise<Claimed | 'suppressed' | null> {
  const mRef = messageRef(messageId);
  const dRef = deliveryRef(messageId, deliveryId);
  const message = (await mRef.get()).data() as (MessageDoc & { appOrigin?: string }) | undefined;
  // A paused or cancelled newsletter (outbox status `held`): its deliveries stay queued, unclaimed, for a resume.
  if (!message || message.status === 'held') return null;
  const marketing = MAIL_KIND_INFO[message.kind].category === 'marketing';
  const outcome = await db().runTransaction(async (tx) => {
    const delivery = (await tx.get(dRef)).data() as DeliveryDoc | undefined;
    if (!delivery) return null;
    if (delivery.status === 'sent' || delivery.status === 'suppressed' || delivery.status === 'failed')
      return null;
    const claimedAt = toDate(delivery.claimedAt);
    if (delivery.status === 'sending' && claimedAt && now.getTime() - claimedAt.getTime() < CLAIM_MS)
      return null;
    if (marketing && (await closedToMarketing(tx, delivery.recipient, message.organisationId))) {
      tx.update(dRef, { status: 'suppressed', counted: 'suppressed', updatedAt: now });
      tx.update(mRef, { suppressed: FieldValue.increment(1), lastActivityAt: now });
      const campaign = campaignOf(message);
      if (campaign) tx.update(campaign, { suppressed: FieldValue.increment(1) });
      return 'suppressed' as const;
    }
    const claimId = randomUUID();
    tx.update(dRef, {
      status: 'sending',
      claimId,
      claimedAt: now,
      attempts: FieldValue.increment(1),
      updatedAt: now,
    });
    return { message, delivery: { ...delivery, attempts: delivery.attempts + 1 }, claimId };
  });
  if (outcome === 'suppressed') await markDoneIfFinished(messageId, now);
  return outcome;
}

/**
 * Whether marketing may not reach this address now: suppressed for everyone or for the sending organisation, or
 * no longer subscribed there (an unsubscribe made after the send was prepared still stops it).
 */
async function closedToMarketing(tx: Transaction, recipient: string, organisationId?: string) {
  const refs = suppressionRefsFor(recipient, organisationId);
  const subscriber = organisationId
    ? db().doc(`subscribers/${subscriberId(organisationId, recipient)}`)
    : null;
  const snaps = await tx.getAll(...refs, ...(subscriber ? [subscriber] : []));
  const record = subscriber ? snaps.pop() : undefined;
  return snaps.some((s) => s.exists) || (record?.exists === true && record.get('status') !== 'subscribed');
}

/** A newsletter's campaign document, whose counters move with the message's. */
const campaignOf = (m: Pick<MessageDoc, 'kind' | 'context'>) =>
  m.kind === 'newsletter' && m.context?.campaignId ? db().doc(`campaigns/${m.context.campaignId}`) : null;

/** After an outcome is counted: the read sees every increment committed so far, so the last one marks it done. */
async function markDoneIfFinished(messageId: string, now: Date): Promise<void> {
  const ref = messageRef(messageId);
  const m = (await ref.get()).data() as MessageDoc | undefined;
  if (m && m.status !== 'done' && m.status !== 'preparing' && m.status !== 'held' && isFinished(m)) {
    await ref.update({ status: 'done', finishedAt: now });
    const campaign = campaignOf(m);
    if (campaign) await settleCampaign(campaign, ref, now);
  }
}

async function render(c: Claimed, messageId: string, deliveryId: string, now: Date) {
  const { message, delivery } = c;
  const template = message.draft ?? (await templateFor(message.kind));
  const vars: Record<string, string> = {
    ...message.variables,
    ...delivery.variables,
    recipientEmail: delivery.recipient,
    productName: productName(),
  };
  let unsubscribePage: string | undefined;
  let oneClickUrl: string | undefined;
  if (MAIL_KIND_INFO[message.kind].category === 'marketing') {
    const token = makeUnsubscribeToken(UNSUBSCRIBE_SECRET.value(), delivery.recipient, now, {
      campaignId: message.kind === 'newsletter' ? message.context?.campaignId : undefined,
      organisationId: message.organisationId,
    });
    unsubscribePage = `${message.appOrigin ?? ''}/unsubscribe?token=${token}`;
    oneClickUrl = `${unsubscribeFunctionUrl()}?token=${token}`;
    vars.unsubscribeUrl = unsubscribePage;
  }
  let draft = template;
  let content =
    message.kind === 'newsletter' || message.kind === 'announcement' ? cleanHtml(vars.content ?? '') : null;
  if (message.kind === 'newsletter') {
    // The campaign's merge tags, filled for this recipient before the layout's variables. A value is kept from
    // reading as a variable afterwards, so a name typed as `{{content}}` stays text.
    const values = await recipientMergeValues(message, delivery, unsubscribePage);
    const inert = (v: string) => v.replace(/\{\{/g, '{ {');
    draft = {
      ...template,
      subject: fillMergeTags(template.subject, values, inert),
      text: fillMergeTags(template.text, values, inert),
    };
    content = fillMergeTags(content ?? '', values, escapeHtml);
  }
  const filled = renderTemplate(
    draft,
    vars,
    // Kinds whose `content` is HTML the server sanitised (a newsletter's or an announcement's body).
    content === null ? {} : { content },
  );
  // A message started before senders were kept on it is given its organisation's identity now.
  const sender = message.sender ?? (await senderForSend(message.kind, message.organisationId));
  const mail: RenderedMail = withFooter(
    { ...filled, html: cleanHtml(filled.html) },
    {
      kind: message.kind,
      productName: productName(),
      unsubscribeUrl: unsubscribePage,
      ...(sender ? { sender } : {}),
    },
  );
  // The copy kept for the campaign's "as sent" view is taken before tracking: viewing it must count no open.
  const untracked = mail;
  if (message.kind === 'newsletter' && message.tracking) {
    const unsubscribeBase = unsubscribePage?.split('?')[0];
    const tracked: RenderedMail = {
      ...mail,
      html: trackHtml(mail.html, {
        base: trackFunctionUrl(),
        secret: UNSUBSCRIBE_SECRET.value(),
        key: deliveryKey(messageId, deliveryId),
        // The person's own unsubscribe and preference page is never wrapped: it must work even where the
        // tracking address is blocked, and following it is not a click on the newsletter's content.
        exempt: (url) => !!unsubscribeBase && url.startsWith(unsubscribeBase),
      }),
    };
    return { mail: tracked, untracked, unsubscribePage, oneClickUrl, messageId, deliveryId, sender };
  }
  return { mail, untracked, unsubscribePage, oneClickUrl, messageId, deliveryId, sender };
}

async function record(
  messageId: string,
  deliveryId: string,
  c: Claimed,
  outcome: { status: 'sent' | 'failed' | 'queued'; subject: string; error?: string },
  now: Date,
): Promise<void> {
  const mRef = messageRef(messageId);
  const dRef = deliveryRef(messageId, deliveryId);
  const logRef = db().doc(`workshopEmailLogs/${deliveryId}`);
  await db().runTransaction(async (tx) => {
    const [dSnap, logSnap] = await Promise.all([tx.get(dRef), tx.get(logRef)]);
    const delivery = dSnap.data() as DeliveryDoc | undefined;
    if (!delivery) return;
    // Another worker took the claim over (this one was presumed dead): its outcome is the one that counts.
    if (delivery.claimId !== c.claimId && outcome.status !== 'sent') return;
    if (outcome.status === 'queued') {
      tx.update(dRef, {
        status: 'queued',
        error: outcome.error,
        updatedAt: now,
        claimId: FieldValue.delete(),
      });
      tx.update(mRef, { lastActivityAt: now });
      return;
    }
    const counters: Record<string, unknown> = { lastActivityAt: now };
    if (delivery.counted !== outcome.status) {
      counters[outcome.status] = FieldValue.increment(1);
      if (delivery.counted === 'sent' || delivery.counted === 'failed')
        counters[delivery.counted] = FieldValue.increment(-1);
    }
    tx.update(dRef, {
      status: outcome.status,
      counted: outcome.status,
      updatedAt: now,
      ...(outcome.status === 'sent' ? { sentAt: now, error: FieldValue.delete() } : { error: outcome.error }),
    });
    tx.update(mRef, counters);
    const campaign = campaignOf(c.message);
    if (campaign) {
      const { lastActivityAt: _at, ...figures } = counters;
      if (Object.keys(figures).length) tx.update(campaign, figures);
    }
    const previous = logSnap.data();
    const entry = logEntry({
      message: c.message,
      delivery,
      messageId,
      deliveryId,
      subject: outcome.subject,
      status: outcome.status,
      errorMessage: outcome.error,
      at: now,
      createdAt: toDate(previous?.createdAt),
    });
    if (entry) {
      tx.set(logRef, entry);
      // The per-day figures move with the entry (a resent failure leaves its day's failed count).
      const before = previous ? { status: previous.status, sentAt: toDate(previous.sentAt)! } : null;
      const delta = statsDelta(before, { status: outcome.status, sentAt: now });
      if (Object.keys(delta).length)
        tx.set(db().doc(MAIL_STATS_PATH), statsIncrements(delta), { merge: true });
    }
  });
  if (outcome.status !== 'queued') await markDoneIfFinished(messageId, now);
}

/** `{'days.2026-11-25.sent': 1}` as the nested increments a merge takes (the stats document may not exist yet). */
function statsIncrements(delta: Record<string, number>) {
  const days: Record<string, Record<string, FieldValue>> = {};
  for (const [path, by] of Object.entries(delta)) {
    const [, day, status] = path.split('.') as [string, string, string];
    (days[day] ??= {})[status] = FieldValue.increment(by);
  }
  return { days };
}

/**
 * `finalOnFailure`: the in-request path records a failure at once (the person sees it and can retry); the queue
 * worker leaves a transient failure queued for the queue's own retry until the attempts run out.
 */
export async function deliver(
  messageId: string,
  deliveryId: string,
  options: { finalOnFailure: boolean; maxAttempts: number; now?: () => Date },
): Promise<DeliveryOutcome> {
  const now = options.now ?? (() => new Date());
  const claimed = await claim(messageId, deliveryId, now());
  if (claimed === null) return 'skipped';
  if (claimed === 'suppressed') return 'suppressed';
  let subject = '';
  let kept: (() => Promise<void>) | null = null;
  try {
    const out = await render(claimed, messageId, deliveryId, now());
    if (!claimed.message.asSentAt) kept = () => keepAsSent(messageId, claimed.message, claimed.delivery, out);
    subject = out.mail.subject;
    await sendMail({
      to: claimed.delivery.recipient,
      mail: out.mail,
      deliveryId,
      oneClickUrl: out.oneClickUrl,
      ...(out.sender ? { sender: out.sender } : {}),
    });
  } catch (error) {
    const failure =
      error instanceof SendFailure ? error : new SendFailure(true, 'The e-mail could not be prepared');
    if (!(error instanceof SendFailure)) console.error('Rendering failed', messageId, deliveryId, error);
    const retry =
      failure.transient && !options.finalOnFailure && claimed.delivery.attempts < options.maxAttempts;
    await record(
      messageId,
      deliveryId,
      claimed,
      { status: retry ? 'queued' : 'failed', subject, error: failure.publicText },
      now(),
    );
    return retry ? 'retry' : 'failed';
  }
  await record(messageId, deliveryId, claimed, { status: 'sent', subject }, now());
  if (kept)
    await kept().catch((error: unknown) =>
      console.error('Could not keep the message as sent', messageId, error),
    );
  return 'sent';
}

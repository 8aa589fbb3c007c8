import { createHash } from 'node:crypto';
import type { MailCategory, MailKind } from '@storytelling/shared/mail-kinds';
import { MAIL_KIND_INFO } from '@storytelling/shared/mail-kinds';
import type { MailContext } from '@storytelling/shared/mail-api';
import type { MailTemplate, MailVariables } from '@storytelling/shared/mail-templates';
import type { SenderIdentity } from '@storytelling/shared/sender-identity';
import type { LogContext, MailPlan } from './plans.js';

/**
 * The documents the mail pipeline writes, built by pure functions so that the functions, the seed and the tests
 * write exactly the same shapes. Dates are plain Dates (Firestore stores them as timestamps).
 */
/**
 * preparing: deliveries being written; queued: under way; done: every delivery has an outcome; held: a paused
 * or cancelled newsletter, whose waiting deliveries the worker and the sweep leave alone.
 */
export type MessageStatus = 'preparing' | 'queued' | 'done' | 'held';
export type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'suppressed';

export interface MessageDoc {
  kind: MailKind;
  category: MailCategory;
  context: MailContext;
  organisationId?: string;
  createdBy: string;
  createdAt: Date;
  lastActivityAt: Date;
  status: MessageStatus;
  /** Whether the deliveries go through the task queue (bulk kinds) or are sent in the request. */
  queued: boolean;
  total: number;
  sent: number;
  failed: number;
  suppressed: number;
  /** Computed from the documents when the send was asked for. */
  variables: MailVariables;
  /** Recipients, kept while the deliveries are being written, so an interrupted start can resume. */
  recipients?: string[];
  log?: LogContext;
  /** A test send of an unsaved template. */
  draft?: MailTemplate;
  /** Marketing only: the organisation's sender identity when the send started (mail/sender.ts). */
  sender?: SenderIdentity;
  finishedAt?: Date;
  /**
   * Newsletters of an organisation that tracks opens and clicks, as its setting was when the send started: links
   * wrapped and a pixel added (mail/tracking.ts).
   */
  tracking?: boolean;
  /** When the copy of the message as sent was kept (campaigns/{id}/asSent/message), so it is kept once. */
  asSentAt?: Date;
}

export interface DeliveryDoc {
  recipient: string;
  status: DeliveryStatus;
  attempts: number;
  variables?: MailVariables;
  log?: Partial<LogContext>;
  /** What the counters last counted this delivery as, so a resend moves it from failed to sent exactly once. */
  counted?: 'sent' | 'failed' | 'suppressed';
  claimId?: string;
  claimedAt?: Date;
  sentAt?: Date;
  error?: string;
  updatedAt: Date;
}

/** One id per message and recipient: the claim that makes a retried or duplicated task harmless. */
export const deliveryId = (messageId: string, recipient: string) =>
  createHash('sha256').update(`${messageId}\n${recipient}`).digest('hex').slice(0, 40);

/** Kinds that go through the task queue at the product's pace; the others are sent within the request. */
export const QUEUED_KINDS: readonly MailKind[] = ['participantUpdate', 'cancellation', 'newsletter'];

export function newMessage(input: {
  plan: MailPlan;
  context: MailContext;
  recipients: string[];
  createdBy: string;
  now: Date;
  draft?: MailTemplate;
  queued?: boolean;
  sender?: SenderIdentity | null;
  tracking?: boolean;
}): MessageDoc {
  const { plan } = input;
  return {
    kind: plan.kind,
    category: MAIL_KIND_INFO[plan.kind].category,
    context: input.context,
    ...(plan.organisationId ? { organisationId: plan.organisationId } : {}),
    createdBy: input.createdBy,
    createdAt: input.now,
    lastActivityAt: input.now,
    status: 'preparing',
    queued: input.queued ?? QUEUED_KINDS.includes(plan.kind),
    total: input.recipients.length,
    sent: 0,
    failed: 0,
    suppressed: 0,
    variables: plan.variables,
    recipients: input.recipients,
    ...(plan.log ? { log: plan.log } : {}),
    ...(input.draft ? { draft: input.draft } : {}),
    ...(input.sender ? { sender: input.sender } : {}),
    ...(input.tracking ? { tracking: true } : {}),
  };
}

export function newDelivery(plan: MailPlan, recipient: string, now: Date): DeliveryDoc {
  const variables = plan.perRecipient?.[recipient];
  const log = plan.logPerRecipient?.[recipient];
  return {
    recipient,
    status: 'queued',
    attempts: 0,
    ...(variables ? { variables } : {}),
    ...(log ? { log } : {}),
    updatedAt: now,
  };
}

/** The workshopEmailLogs entry for one delivery, plus what the server needs to resend it. */
export function logEntry(input: {
  message: Pick<MessageDoc, 'kind' | 'log' | 'createdBy'>;
  delivery: Pick<DeliveryDoc, 'recipient' | 'log'>;
  messageId: string;
  deliveryId: string;
  subject: string;
  status: 'sent' | 'failed';
  errorMessage?: string;
  at: Date;
  createdAt?: Date;
}): Record<string, unknown> | null {
  const base = input.message.log;
  if (!base) return null;
  return {
    ...base,
    ...input.delivery.log,
    kind: input.message.kind,
    messageId: input.messageId,
    deliveryId: input.deliveryId,
    subject: input.subject.slice(0, 500),
    recipient: input.delivery.recipient,
    status: input.status,
    ...(input.errorMessage ? { errorMessage: input.errorMessage.slice(0, 2000) } : {}),
    createdBy: input.message.createdBy,
    sentAt: input.at,
    createdAt: input.createdAt ?? input.at,
    updatedAt: input.at,
  };
}

/** Whether every delivery has an outcome. */
export const isFinished = (m: Pick<MessageDoc, 'total' | 'sent' | 'failed' | 'suppressed'>) =>
  m.sent + m.failed + m.suppressed >= m.total;

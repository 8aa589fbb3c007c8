import { createHash } from 'node:crypto';
import { isPlainAddress } from '@storytelling/shared/email-address';
import type { MailKind } from '@storytelling/shared/mail-kinds';
import type { MailVariables } from '@storytelling/shared/mail-templates';
import { workshopVariables, type WorkshopData } from '../mail/plans.js';
import { contactKeyOf, type RequestKind } from './records.js';

/**
 * The e-mails a request's requester gets: an acknowledgement when it is filed, then one per outcome. Pure, so
 * each case is unit-tested; replies.ts and the filing endpoint send what these say.
 */
export const RECEIVED_KIND: Record<RequestKind, MailKind> = {
  booking: 'workshopRequestReceived',
  group: 'workshopRequestReceived',
  inquiry: 'projectInquiryReceived',
};

const REPLY_KINDS: Record<RequestKind, Partial<Record<string, MailKind>>> = {
  booking: { scheduled: 'workshopRequestScheduled', declined: 'workshopRequestDeclined' },
  group: { scheduled: 'workshopRequestScheduled', declined: 'workshopRequestDeclined' },
  inquiry: { accepted: 'projectInquiryAccepted', declined: 'projectInquiryDeclined' },
};

export const REQUEST_KIND_WORDS: Record<RequestKind, string> = {
  booking: 'booking request',
  group: 'group workshop request',
  inquiry: 'project inquiry',
};

/** The e-mail a status calls for: none for new or in progress (or anything unexpected). */
export function replyKind(kind: RequestKind, status: unknown): MailKind | null {
  return typeof status === 'string' ? (REPLY_KINDS[kind][status] ?? null) : null;
}

/** A short reference the requester can quote: the start of the request's id. */
export const referenceOf = (id: string) => id.slice(0, 8);

/** The address a reply goes to, or null when the request gave none that can be mailed (a group's phone). */
export function replyAddress(kind: RequestKind, request: Record<string, unknown>): string | null {
  const address = contactKeyOf(kind, request);
  return address && isPlainAddress(address) ? address : null;
}

/**
 * One message per request and status change: the version the change made. A second run of the job resumes the
 * same message, which the pipeline sends once.
 */
export function replyMessageId(kind: RequestKind, id: string, status: string, version: number): string {
  const digest = createHash('sha256').update(`${kind}\n${id}\n${status}\n${version}`).digest('hex');
  return `reply-${digest.slice(0, 32)}`;
}

export function receivedMessageId(kind: RequestKind, id: string): string {
  const digest = createHash('sha256').update(`${kind}\n${id}\nreceived`).digest('hex');
  return `received-${digest.slice(0, 32)}`;
}

/** The acknowledgement's variables: nothing the requester typed (see MAIL_KIND_INFO). */
export function receivedVariables(kind: RequestKind, id: string): MailVariables {
  return kind === 'inquiry'
    ? { reference: referenceOf(id) }
    : { requestKind: REQUEST_KIND_WORDS[kind], reference: referenceOf(id) };
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** An outcome's variables, from the request and (when scheduled) the workshop it became. */
export function replyVariables(
  kind: RequestKind,
  request: Record<string, unknown>,
  workshop: WorkshopData | null,
): MailVariables {
  const contactName = text(request.contactName) || 'there';
  const reason = text(request.declineReason);
  if (kind === 'inquiry')
    return {
      contactName,
      projectName: text(request.projectName) || 'your project',
      reason,
    };
  return {
    contactName,
    requestKind: REQUEST_KIND_WORDS[kind],
    reason,
    ...(workshop ? workshopVariables(workshop) : {}),
  };
}

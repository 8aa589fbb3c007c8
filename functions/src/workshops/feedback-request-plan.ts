import { createHash } from 'node:crypto';
import { isPlainAddress, normaliseAddress } from '@storytelling/shared/email-address';
import type { MailVariables } from '@storytelling/shared/mail-templates';
import { workshopVariables, type WorkshopData } from '../mail/plans.js';

/**
 * The feedback request sent after a workshop is delivered, pure: who gets it, which form, what it says, and
 * when the job has nothing more to do for a workshop. feedback-requests.ts does the reading and sending.
 */

/** What the job records on the workshop (`feedbackRequest`); only the functions write it. */
export type FeedbackRequestState = 'sent' | 'noForm' | 'noParticipants' | 'failed';
export interface FeedbackRequestRecord {
  state: FeedbackRequestState;
  at: Date;
  /** How many participants the message went to (0 unless sent). */
  sent: number;
  formId?: string;
  messageId?: string;
}

/**
 * How long after being marked delivered a workshop is still looked at: a form linked a few days later still goes
 * out, but the job's query stays small.
 */
export const FOLLOW_UP_DAYS = 14;

/**
 * Whether the job still has to act for this workshop: not yet looked at, or still waiting for a form to be
 * linked. Once sent, never again: a status toggled back and forth, or another form linked later, sends nothing
 * more. Nobody to send to is final too (the workshop is over), and so is a send that failed (its failed
 * deliveries are retried from the e-mail management screen, so nobody is mailed twice).
 */
export function feedbackRequestDue(workshop: {
  status?: unknown;
  feedbackRequest?: { state?: unknown } | null;
}): boolean {
  if (workshop.status !== 'completed') return false;
  const state = workshop.feedbackRequest?.state;
  return state === undefined || state === 'noForm';
}

/** One message per workshop: the same request started twice (or by two runs at once) is sent once. */
export function feedbackRequestMessageId(workshopId: string): string {
  const digest = createHash('sha256').update(`workshop-feedback\n${workshopId}`).digest('hex');
  return `wfeedback-${digest.slice(0, 32)}`;
}

export interface LinkedForm {
  id: string;
  title?: string;
  status?: string;
  workshopId?: string;
  createdAt?: Date | null;
}

/** The workshop's post-workshop form: a published form linked to it, the earliest made when several are. */
export function formFor(workshopId: string, forms: readonly LinkedForm[]): LinkedForm | null {
  const linked = forms
    .filter((f) => f.status === 'published' && f.workshopId === workshopId)
    .sort(
      (a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0) || a.id.localeCompare(b.id),
    );
  return linked[0] ?? null;
}

/**
 * The participants' addresses, once each, normalised: everyone who registered interest except those who said
 * they could not attend, and the workshop's participants' account addresses. Anything that is not one plain
 * address is left out; so is anything in `withheld` (suppressed addresses).
 */
export function participantAddresses(
  interests: readonly { email?: unknown; canAttend?: unknown }[],
  accountEmails: readonly unknown[],
  withheld: ReadonlySet<string> = new Set(),
): string[] {
  const candidates = [
    ...interests.filter((i) => i.canAttend !== false).map((i) => i.email),
    ...accountEmails,
  ];
  const out = new Set<string>();
  for (const c of candidates) {
    if (typeof c !== 'string' || !isPlainAddress(c.trim())) continue;
    const address = normaliseAddress(c);
    if (!withheld.has(address)) out.add(address);
  }
  return [...out];
}

/** The public form page's address: the link the e-mail carries. */
export const formLink = (appOrigin: string, formId: string) =>
  `${appOrigin.replace(/\/+$/, '')}/feedback/${encodeURIComponent(formId)}`;

export function feedbackRequestVariables(
  workshop: WorkshopData,
  form: { id: string; title?: string },
  appOrigin: string,
): MailVariables {
  return {
    ...workshopVariables(workshop),
    formName: form.title || 'Feedback form',
    formLink: formLink(appOrigin, form.id),
  };
}

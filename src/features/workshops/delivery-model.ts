import { formatDate } from '../../kernel/dates';
import type { Workshop } from './model';

const participants = (n: number) => `${n} participant${n === 1 ? '' : 's'}`;

/** How long the server's job looks after a workshop marked delivered (FOLLOW_UP_DAYS in functions/). */
export const FOLLOW_UP_MS = 14 * 86_400_000;

/**
 * Whether a workshop was marked delivered here recently and the server's job has not yet recorded what it did.
 * Workshops completed before this step existed (no completedAt) are never waited for.
 */
export function awaitingFeedbackJob(
  w: Pick<Workshop, 'status' | 'feedbackRequest' | 'completedAt'>,
  now: Date = new Date(),
): boolean {
  return (
    w.status === 'completed' &&
    !w.feedbackRequest &&
    !!w.completedAt &&
    now.getTime() - w.completedAt.getTime() < FOLLOW_UP_MS
  );
}

/** What became of a delivered workshop's feedback form, as the functions' job recorded it. */
export function feedbackRequestText(
  w: Pick<Workshop, 'status' | 'feedbackRequest' | 'completedAt'>,
  now: Date = new Date(),
): string | null {
  if (w.status !== 'completed') return null;
  const r = w.feedbackRequest;
  if (!r) return awaitingFeedbackJob(w, now) ? 'Sending the feedback form to the participants…' : null;
  const on = r?.at ? ` on ${formatDate(r.at)}` : '';
  switch (r?.state) {
    case 'sent':
      return `Feedback form sent to ${participants(r.sent)}${on}.`;
    case 'noForm':
      return 'No feedback form is linked to this workshop: link a published form to it in Feedback Forms and it is sent.';
    case 'noParticipants':
      return 'No participant to send the feedback form to.';
    case 'failed':
      return 'The feedback form could not be sent: see Email Management to retry.';
  }
}

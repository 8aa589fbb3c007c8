import { formatDate } from '../../kernel/dates';
import type { Workshop } from './model';

const participants = (n: number) => `${n} participant${n === 1 ? '' : 's'}`;

/** What became of a delivered workshop's feedback form, as the functions' job recorded it. */
export function feedbackRequestText(w: Pick<Workshop, 'status' | 'feedbackRequest'>): string | null {
  if (w.status !== 'completed') return null;
  const r = w.feedbackRequest;
  const on = r?.at ? ` on ${formatDate(r.at)}` : '';
  switch (r?.state) {
    case undefined:
      return 'Sending the feedback form to the participants…';
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

import { createHash } from 'node:crypto';
import type { MailKind } from '@storytelling/shared/mail-kinds';

/** How an e-mail names a role (as the invitation does); other roles by their name. */
export const ROLE_WORDING: Record<string, string> = {
  moderator: 'Teacher/Moderator',
  member: 'Student/Member',
  organisationAdmin: 'Administrator',
  facilitator: 'Facilitator',
};

/**
 * One message per decision: the request, its outcome and when it was made. A second run (or the production
 * schedule and the local sweep at once) resumes the same message, which the pipeline sends once; a later
 * decision on a re-filed request is a new message.
 */
export function decisionMessageId(requestId: string, status: string, decidedAtMillis: number): string {
  const digest = createHash('sha256').update(`${requestId}\n${status}\n${decidedAtMillis}`).digest('hex');
  return `join-${digest.slice(0, 32)}`;
}

/** The e-mail a request's status calls for: none while it is pending (or for anything unexpected). */
export function decisionKind(status: unknown): MailKind | null {
  return status === 'approved' ? 'joinApproved' : status === 'declined' ? 'joinDeclined' : null;
}

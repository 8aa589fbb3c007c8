import { z } from 'zod/mini';
import { zDate } from '../../lib/converter';

export const INVITE_DAYS = 7;
export const zAccessLevel = z._default(z.string().check(z.minLength(1), z.maxLength(20)), 'read');

/**
 * Collection `invites`. The invite page, opened from an e-mail, parses it and nothing else.
 */
export const zInvite = z.object({
  project_id: z.optional(z.string()),
  organisationId: z.optional(z.string()),
  role: z.optional(z.string()),
  email: z.optional(z.string()),
  accessLevel: zAccessLevel,
  createdAt: zDate,
  expirationDate: zDate,
  createdBy: z.optional(z.string()),
});
export type Invite = z.infer<typeof zInvite>;

/** An invite is valid only while its expiry is in the future. */
export function isInviteValid(invite: Pick<Invite, 'expirationDate'>, now: Date): boolean {
  return invite.expirationDate.getTime() > now.getTime();
}

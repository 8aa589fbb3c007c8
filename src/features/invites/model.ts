import { z } from 'zod';
import { zDate } from '../../lib/converter';

export const INVITE_DAYS = 7;
export const zAccessLevel = z.string().min(1).max(20).default('read');

/** Collection `invites`. */
export const zInvite = z.object({
  project_id: z.string().optional(),
  organisationId: z.string().optional(),
  role: z.string().optional(),
  email: z.string().optional(),
  accessLevel: zAccessLevel,
  createdAt: zDate,
  expirationDate: zDate,
  createdBy: z.string().optional(),
});
export type Invite = z.infer<typeof zInvite>;

/** An invite is valid only while its expiry is in the future. */
export function isInviteValid(invite: Pick<Invite, 'expirationDate'>, now: Date): boolean {
  return invite.expirationDate.getTime() > now.getTime();
}

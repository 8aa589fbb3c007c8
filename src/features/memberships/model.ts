import { z } from 'zod/mini';
import { zDate } from '../../lib/converter';
import { zRole } from '../../kernel/users';

/**
 * A ProjectAccess record's id: the project and the person, so a grant is found (and refused twice) by key, and
 * the rules can check that a record names the person it belongs to.
 */
export type AccessKey = `${string}_${string}`;

export const accessKey = (projectId: string, userId: string): AccessKey => `${projectId}_${userId}`;

/**
 * `joinRequests/{organisationId}__{userId}`: someone who joined with a code where the organisation requires
 * approval. It is not a membership (nothing the rules grant reads it); approving it adds the membership it asks
 * for, declining leaves the person outside, and the functions e-mail them either way (`decisionNotified`).
 */
export const JOIN_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

/** A request to join an organisation; the join page reads the joiner's own. */
export const zJoinRequest = z.object({
  organisationId: z.string(),
  userKey: z.string(),
  email: z._default(z.string(), ''),
  name: z._default(z.string(), ''),
  role: zRole,
  accessCode: z.string(),
  groupIds: z._default(z.array(z.string()), []),
  status: z.enum(JOIN_REQUEST_STATUSES),
  requestedAt: zDate,
  decidedAt: z.optional(zDate),
  decidedBy: z.optional(z.string()),
  decisionNotified: z.optional(z.boolean()),
});
export type JoinRequest = z.infer<typeof zJoinRequest>;

export const joinRequestId = (organisationId: string, userId: string) => `${organisationId}__${userId}`;

/**
 * Whether joining with this code must wait for an admin. Where the organisation requires approval, a join is
 * already approved only when an admin decided about this very person: a temporary member's code (staff made
 * that place for one person) or a personal code made for the joiner's own address. A shared class code is
 * nobody's decision about who uses it, so it waits. firestore.rules (preApprovedCode) decide the same.
 */
export function joinNeedsApproval(
  settings: { requireApproval: boolean },
  code: { isAnonymous: boolean; email?: string; tempUserId?: string },
  joinerEmail: string,
): boolean {
  if (!settings.requireApproval) return false;
  if (code.tempUserId) return false;
  const personal = !code.isAnonymous && !!code.email;
  return !(personal && code.email!.toLowerCase() === joinerEmail.trim().toLowerCase() && joinerEmail !== '');
}

/** Whether a code is one anyone holding it may use: the kind an organisation without anonymous members refuses. */
export const isSharedCode = (code: { isAnonymous?: boolean; email?: string }) =>
  !!code.isAnonymous || !code.email;

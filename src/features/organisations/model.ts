import { z } from 'zod/mini';
import { zDate } from '../../lib/converter';
import { zMembership } from '../../kernel/users';

/** People records live in the kernel (every area reads them); re-exported for this area's own files. */
export { zMembership, type Membership } from '../../kernel/users';

export const DEFAULT_ORGANISATION_SETTINGS = { allowAnonymousMembers: false, requireApproval: true } as const;

/**
 * Collection `Organisations`; subcollection `generatedCodes`. Written with zod/mini, as the join page reads an
 * organisation: pages opened from a link do not download zod's classic API.
 */
export const zOrganisation = z.object({
  id: z.optional(z.string()),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  type: z._default(z.string().check(z.maxLength(100)), 'school'),
  description: z._default(z.string().check(z.maxLength(2000)), ''),
  adminId: z.string(),
  createdAt: zDate,
  updatedAt: zDate,
  isActive: z._default(z.boolean(), true),
  settings: z._default(z.object({ allowAnonymousMembers: z.boolean(), requireApproval: z.boolean() }), {
    ...DEFAULT_ORGANISATION_SETTINGS,
  }),
  logoUrl: z.optional(z.string().check(z.maxLength(2000))),
  partnerLogoUrls: z._default(z.array(z.string().check(z.maxLength(2000))), []),
});
export type Organisation = z.infer<typeof zOrganisation>;

/** `Organisations/{id}/members/{uid}`: the staff-readable mirror of a membership (see membership-writes.ts). */
export const zMember = z.extend(zMembership, { isTemporary: z.optional(z.boolean()) });
export type Member = z.infer<typeof zMember>;

/** Collection `groups`. */
export const zGroup = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  organisationId: z.string().check(z.minLength(1)),
  memberIds: z._default(z.array(z.string()), []),
  createdAt: zDate,
  updatedAt: zDate,
});
export type Group = z.infer<typeof zGroup>;

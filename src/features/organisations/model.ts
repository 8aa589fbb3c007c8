import { z } from 'zod';
import { zDate } from '../../lib/converter';
import { zMembership } from '../../kernel/users';

/** People records live in the kernel (every area reads them); re-exported for this area's own files. */
export { zMembership, type Membership } from '../../kernel/users';

export const DEFAULT_ORGANISATION_SETTINGS = { allowAnonymousMembers: false, requireApproval: true } as const;

/** Collection `Organisations`; subcollection `generatedCodes`. */
export const zOrganisation = z.object({
  id: z.string().optional(),
  name: z.string().min(1).max(200),
  type: z.string().max(100).default('school'),
  description: z.string().max(2000).default(''),
  adminId: z.string(),
  createdAt: zDate,
  updatedAt: zDate,
  isActive: z.boolean().default(true),
  settings: z
    .object({ allowAnonymousMembers: z.boolean(), requireApproval: z.boolean() })
    .default({ ...DEFAULT_ORGANISATION_SETTINGS }),
  logoUrl: z.string().max(2000).optional(),
  partnerLogoUrls: z.array(z.string().max(2000)).default([]),
});
export type Organisation = z.infer<typeof zOrganisation>;

/** `Organisations/{id}/members/{uid}`: the staff-readable mirror of a membership (see membership-writes.ts). */
export const zMember = zMembership.extend({ isTemporary: z.boolean().optional() });
export type Member = z.infer<typeof zMember>;

/** Collection `groups`. */
export const zGroup = z.object({
  name: z.string().min(1).max(200),
  organisationId: z.string().min(1),
  memberIds: z.array(z.string()).default([]),
  createdAt: zDate,
  updatedAt: zDate,
});
export type Group = z.infer<typeof zGroup>;

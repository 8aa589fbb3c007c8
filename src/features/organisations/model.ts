import { z } from 'zod';
import { zDate } from '../../lib/converter';
import { zRole } from '../session/roles';

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

/** One entry of `Users/{id}.Organisations`, keyed by organisation id. */
export const zMembership = z.object({
  userKey: z.string(),
  organisationId: z.string(),
  roles: z.array(zRole),
  email: z.string().default(''),
  name: z.string().default(''),
  joinedAt: zDate,
  groupIds: z.array(z.string()).default([]),
  accessCode: z.string().optional(),
});
export type Membership = z.infer<typeof zMembership>;

/** `Organisations/{id}/members/{uid}`: the staff-readable mirror of a membership (see membership-writes.ts). */
export const zMember = zMembership.extend({ isTemporary: z.boolean().optional() });
export type Member = z.infer<typeof zMember>;

/** Collection `Users`, keyed by the auth uid (or a generated id for temporary members). */
export const zUser = z.object({
  userKey: z.string(),
  email: z.string().default(''),
  displayName: z.string().default(''),
  userProfile: z
    .object({
      userName: z.string().optional(),
      bio: z.string().optional(),
      profileImage: z.string().optional(),
      restrictAutoAdd: z.boolean().optional(),
      authorKey: z.string().optional(),
    })
    .optional(),
  Organisations: z.record(z.string(), zMembership).default({}),
  createdAt: zDate.optional(),
  updatedAt: zDate.optional(),
  isTemporary: z.boolean().optional(),
  registered: z.boolean().optional(),
  accessCode: z.string().optional(),
  organisationId: z.string().optional(),
  groupIds: z.array(z.string()).optional(),
  moderatorEmail: z.string().optional(),
  facilitatorInfo: z
    .object({ contractSigned: z.boolean(), dbsNumberShared: z.boolean() })
    .partial()
    .optional(),
  /** The organisation whose membership the last write changed; the rules check that organisation's staff. */
  membershipUpdatedIn: z.string().optional(),
  /** Project keys a project admin manages. */
  projectAdminAccess: z.array(z.string()).optional(),
});
export type User = z.infer<typeof zUser>;

/** Collection `groups`. */
export const zGroup = z.object({
  name: z.string().min(1).max(200),
  organisationId: z.string().min(1),
  memberIds: z.array(z.string()).default([]),
  createdAt: zDate,
  updatedAt: zDate,
});
export type Group = z.infer<typeof zGroup>;

/** `SuperAdmins/ids`: one document holding the super admins' user keys. */
export const zSuperAdmins = z.object({ userKeys: z.array(z.string()) });
export type SuperAdmins = z.infer<typeof zSuperAdmins>;

import { z } from 'zod';
import { zDate } from '../lib/converter';
import { ROLES } from './roles';

/**
 * The people records every area reads (session, organisations, access codes, authors): `Users` with its
 * memberships and `SuperAdmins/ids`. Kept here, not in one feature, so no feature has to import another for them.
 */
export const zRole = z.enum(ROLES);

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
  createdAt: z.optional(zDate),
  updatedAt: z.optional(zDate),
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

/** `SuperAdmins/ids`: one document holding the super admins' user keys. */
export const zSuperAdmins = z.object({ userKeys: z.array(z.string()) });
export type SuperAdmins = z.infer<typeof zSuperAdmins>;

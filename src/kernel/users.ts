import { z } from 'zod/mini';
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
  email: z._default(z.string(), ''),
  name: z._default(z.string(), ''),
  joinedAt: zDate,
  groupIds: z._default(z.array(z.string()), []),
  accessCode: z.optional(z.string()),
});
export type Membership = z.infer<typeof zMembership>;

/** Collection `Users`, keyed by the auth uid (or a generated id for temporary members). */
export const zUser = z.object({
  userKey: z.string(),
  email: z._default(z.string(), ''),
  displayName: z._default(z.string(), ''),
  userProfile: z.optional(
    z.object({
      userName: z.optional(z.string()),
      bio: z.optional(z.string()),
      profileImage: z.optional(z.string()),
      restrictAutoAdd: z.optional(z.boolean()),
      authorKey: z.optional(z.string()),
      /** The person's own contact phone, from their profile. */
      phone: z.optional(z.string()),
    }),
  ),
  Organisations: z._default(z.record(z.string(), zMembership), {}),
  createdAt: z.optional(zDate),
  updatedAt: z.optional(zDate),
  isTemporary: z.optional(z.boolean()),
  registered: z.optional(z.boolean()),
  accessCode: z.optional(z.string()),
  organisationId: z.optional(z.string()),
  groupIds: z.optional(z.array(z.string())),
  moderatorEmail: z.optional(z.string()),
  // The spec's two flags, and how they were recorded (features/compliance: dates, recorder, organisation and
  // at most the last four characters of the DBS number).
  facilitatorInfo: z.optional(
    z.partial(
      z.object({
        contractSigned: z.boolean(),
        dbsNumberShared: z.boolean(),
        contractSignedOn: z.string(),
        dbsSharedOn: z.string(),
        dbsLast4: z.string(),
        recordedBy: z.string(),
        recordedByName: z.string(),
        recordedAt: zDate,
        recordedIn: z.string(),
      }),
    ),
  ),
  /** The organisation whose membership the last write changed; the rules check that organisation's staff. */
  membershipUpdatedIn: z.optional(z.string()),
  /** Project keys a project admin manages. */
  projectAdminAccess: z.optional(z.array(z.string())),
});
export type User = z.infer<typeof zUser>;

/** `SuperAdmins/ids`: one document holding the super admins' user keys. */
export const zSuperAdmins = z.object({ userKeys: z.array(z.string()) });
export type SuperAdmins = z.infer<typeof zSuperAdmins>;

import { z } from 'zod/mini';
import { ERRORS, noRoleAccess } from '../../lib/errors';
import { zRole } from '../../kernel/users';
import {
  actsAsFacilitator,
  actsAsModerator,
  actsAsStaff,
  actsAsSuperAdmin,
  isFacilitator,
  isStaff,
  type Role,
  type SignInRole,
} from '../../kernel/roles';

export { SIGN_IN_ROLES, type SignInRole } from '../../kernel/roles';
export { currentRole, facetsOf, organisationToEnter, roleAfterSwitch } from './stored-session';

/** One entry of a user's `Organisations` map as the session keeps it. */
export const zSessionOrganisation = z.object({
  organisationId: z.string(),
  name: z.optional(z.string()),
  roles: z.array(zRole),
});

/** The local session user, stored under the `user` key. */
export const zSessionUser = z.object({
  userId: z.string().check(z.minLength(1)),
  email: z.string(),
  displayName: z.string(),
  userRole: zRole,
  organisations: z.record(z.string(), zSessionOrganisation),
  projectAdminAccess: z._default(z.array(z.string()), []),
  /** Has an author profile, a claim on one waiting, or signed in through the author sign-in. */
  isAuthor: z._default(z.boolean(), false),
});
export type SessionUser = z.infer<typeof zSessionUser>;
export type SessionOrganisation = z.infer<typeof zSessionOrganisation>;

/** How each role is named in the `You do not have {role} access` message. */
const ROLE_IN_MESSAGE: Record<Role, string> = {
  member: 'member',
  facilitator: 'facilitator',
  moderator: 'moderator',
  organisationAdmin: 'organisationAdmin',
  projectAdmin: 'projectAdmin',
  superAdmin: 'superadmin',
};

/**
 * Whether a user may sign in with a role. Returns the error message, or null when allowed.
 * `superAdminIds` is null when the SuperAdmins/ids document is missing.
 */
export function signInProblem(
  role: SignInRole,
  userId: string,
  organisations: Record<string, { roles: readonly Role[] }>,
  superAdminIds: readonly string[] | null,
): string | null {
  const isSuperAdmin = superAdminIds?.includes(userId) ?? false;
  if (actsAsSuperAdmin(role)) {
    if (superAdminIds === null) return ERRORS.superAdminDataNotFound;
    return isSuperAdmin ? null : ERRORS.noSuperAdminAccess;
  }
  // A super admin counts as organisation admin and moderator everywhere.
  if (isSuperAdmin && actsAsStaff(role)) return null;
  const all = Object.values(organisations).flatMap((o) => o.roles);
  if (actsAsFacilitator(role)) return isFacilitator(all) ? null : ERRORS.noFacilitatorAccess;
  // An organisation admin may also sign in as a moderator.
  if (actsAsModerator(role)) return isStaff(all) ? null : noRoleAccess(ROLE_IN_MESSAGE.moderator);
  return all.includes(role) ? null : noRoleAccess(ROLE_IN_MESSAGE[role]);
}

/**
 * A user's organisations as the session keeps them. The membership entry's own `name` is the member's name, so
 * the organisation's name comes from its `Organisations/{id}` document (`names`), or is the id when unknown.
 */
export function sessionOrganisations(
  memberships: Record<string, { roles: readonly Role[] }>,
  names: Readonly<Record<string, string | null | undefined>>,
): Record<string, SessionOrganisation> {
  return Object.fromEntries(
    Object.entries(memberships).map(([id, m]) => [
      id,
      { organisationId: id, name: names[id]?.trim() || id, roles: [...m.roles] },
    ]),
  );
}

export interface FacilitatorFlags {
  profileIncomplete: boolean;
  complianceIncomplete: boolean;
}

/** Facilitator login flags; a user with no record is flagged for both. */
export function facilitatorFlags(
  user: {
    email?: string;
    displayName?: string;
    facilitatorInfo?: { contractSigned?: boolean; dbsNumberShared?: boolean };
  } | null,
): FacilitatorFlags {
  if (!user) return { profileIncomplete: true, complianceIncomplete: true };
  return {
    profileIncomplete: !user.email?.trim() || !user.displayName?.trim(),
    complianceIncomplete: !user.facilitatorInfo?.contractSigned || !user.facilitatorInfo?.dbsNumberShared,
  };
}

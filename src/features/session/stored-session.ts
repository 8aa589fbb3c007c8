import type { SessionUser } from './model';
import { isMember, ROLES, type Role } from '../../kernel/roles';
import type { PersonFacets } from '../../kernel/permissions';

/**
 * What the session provider needs on every page load, kept free of zod so the first load stays small.
 * `parseStoredUser` is a hand-written check of the `user` local storage value (zSessionUser is the schema).
 */
export function parseStoredUser(value: unknown): SessionUser | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const isRole = (r: unknown): r is Role => typeof r === 'string' && (ROLES as readonly string[]).includes(r);
  if (
    typeof v.userId !== 'string' ||
    !v.userId ||
    typeof v.email !== 'string' ||
    typeof v.displayName !== 'string'
  )
    return null;
  if (!isRole(v.userRole) || !v.organisations || typeof v.organisations !== 'object') return null;
  const organisations: SessionUser['organisations'] = {};
  for (const [id, o] of Object.entries(v.organisations as Record<string, unknown>)) {
    const entry = o as { organisationId?: unknown; name?: unknown; roles?: unknown };
    if (!entry || !Array.isArray(entry.roles) || !entry.roles.every(isRole)) return null;
    organisations[id] = {
      organisationId: typeof entry.organisationId === 'string' ? entry.organisationId : id,
      name: typeof entry.name === 'string' ? entry.name : undefined,
      roles: entry.roles,
    };
  }
  const projectAdminAccess = Array.isArray(v.projectAdminAccess)
    ? v.projectAdminAccess.filter((p): p is string => typeof p === 'string')
    : [];
  return {
    userId: v.userId,
    email: v.email,
    displayName: v.displayName,
    userRole: v.userRole,
    organisations,
    projectAdminAccess,
    isAuthor: v.isAuthor === true,
  };
}

/** What the person is beyond their current role, for the navigation (see PersonFacets). */
export function facetsOf(user: SessionUser): PersonFacets {
  return {
    isAuthor: user.isAuthor,
    isParticipant: Object.values(user.organisations).some((o) => isMember(o.roles)),
  };
}

/** A user with exactly one organisation is switched into it on sign-in. */
export function organisationToEnter(
  organisations: Record<string, unknown>,
  remembered: string | null,
): string | null {
  const ids = Object.keys(organisations);
  if (remembered && ids.includes(remembered)) return remembered;
  return ids.length === 1 ? ids[0]! : null;
}

/** The current role is the first role in the current organisation. */
export function currentRole(
  organisations: Record<string, { roles: readonly Role[] }>,
  organisationId: string | null,
): Role | null {
  if (!organisationId) return null;
  return organisations[organisationId]?.roles[0] ?? null;
}

/** Roles that belong to the person rather than to an organisation, kept when switching organisation. */
const ROLES_KEPT_ON_SWITCH: readonly Role[] = ['superAdmin', 'projectAdmin'];

/**
 * The user's role after switching into `organisationId`: the first role there, except that a
 * super admin (and a project admin, whose role is not held in any organisation) keeps their role.
 */
export function roleAfterSwitch(
  user: { userRole: Role; organisations: Record<string, { roles: readonly Role[] }> },
  organisationId: string,
): Role {
  if (ROLES_KEPT_ON_SWITCH.includes(user.userRole)) return user.userRole;
  return currentRole(user.organisations, organisationId) ?? user.userRole;
}

/**
 * The current role right after signing in with `picked` (already checked to be one of the person's): the first
 * role in the organisation entered, as everywhere else, so signing in and switching into the same organisation
 * agree. With no organisation entered (several and none remembered) the picked role stays until one is chosen.
 * A super admin holds the staff roles everywhere, not through a membership, so keeps the one they picked.
 */
export function roleOnSignIn(
  picked: Role,
  organisations: Record<string, { roles: readonly Role[] }>,
  entered: string | null,
  isSuperAdmin: boolean,
): Role {
  if (!entered || isSuperAdmin) return picked;
  return roleAfterSwitch({ userRole: picked, organisations }, entered);
}

/**
 * The role of someone who arrives without choosing one (signing up or in on an invite page): the first role of
 * the organisation they are switched into, else of their first organisation. Someone in no organisation (a
 * person invited to read a project) is held as a member: what they may read is the rules' decision, from their
 * access records, not the role's.
 */
export function arrivalRole(
  organisations: Record<string, { roles: readonly Role[] }>,
  remembered: string | null,
): { role: Role; organisationId: string | null } {
  const organisationId = organisationToEnter(organisations, remembered);
  const first = Object.values(organisations).find((o) => o.roles.length > 0)?.roles[0];
  return { role: currentRole(organisations, organisationId) ?? first ?? 'member', organisationId };
}

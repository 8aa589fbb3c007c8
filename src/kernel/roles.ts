/**
 * Role names, ranks and wording, shared by every area. Free of zod so the first page load stays small
 * (users.ts adds the schema, zRole).
 */
/** Roles in increasing rank. */
export const ROLES = [
  'member',
  'facilitator',
  'moderator',
  'organisationAdmin',
  'projectAdmin',
  'superAdmin',
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  member: 'Member',
  facilitator: 'Facilitator',
  moderator: 'Moderator',
  organisationAdmin: 'Organisation Admin',
  projectAdmin: 'Project Admin',
  superAdmin: 'Super Admin',
};

/** How an invitation names each role. */
export const INVITATION_ROLE_WORDING: Partial<Record<Role, string>> = {
  moderator: 'Teacher/Moderator',
  member: 'Student/Member',
  organisationAdmin: 'Administrator',
};

export function roleRank(role: Role): number {
  return ROLES.indexOf(role);
}

export function highestRole(roles: readonly Role[]): Role | null {
  return roles.reduce<Role | null>(
    (best, r) => (best === null || roleRank(r) > roleRank(best) ? r : best),
    null,
  );
}

/**
 * How a member's roles are shown: two roles are listed together; more are shown as the highest plus a count
 * of the others ("Moderator +2").
 */
export function displayRoles(roles: readonly Role[]): string {
  const unique = [...new Set(roles)].sort((a, b) => roleRank(b) - roleRank(a));
  if (unique.length === 0) return '';
  if (unique.length <= 2) return unique.map((r) => ROLE_LABELS[r]).join(', ');
  return `${ROLE_LABELS[unique[0]!]} +${unique.length - 1}`;
}

/** The roles a person can pick on the role sign-in screen. */
export const SIGN_IN_ROLES = [
  'superAdmin',
  'organisationAdmin',
  'moderator',
  'facilitator',
  'member',
] as const;
export type SignInRole = (typeof SIGN_IN_ROLES)[number];

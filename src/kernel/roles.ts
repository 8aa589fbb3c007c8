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

/*
 * The questions the app asks about roles, answered here and nowhere else: lint refuses a role name compared
 * outside src/kernel (eslint.config.js), so each answer has one home and the permission table's tests cover it.
 * Role lists come as plain strings where they are read from documents before any schema has checked them.
 */
type Roles = readonly string[];

/** The staff roles (the rules' isModerator): an organisation's moderators and its admins. */
export const STAFF_ROLES = ['moderator', 'organisationAdmin'] as const;
/** An organisation's staff: its moderators and its admins. */
export const isStaff = (roles: Roles): boolean => STAFF_ROLES.some((role) => roles.includes(role));
export const isOrganisationAdmin = (roles: Roles): boolean => roles.includes('organisationAdmin');
export const isModerator = (roles: Roles): boolean => roles.includes('moderator');
export const isFacilitator = (roles: Roles): boolean => roles.includes('facilitator');
export const isMember = (roles: Roles): boolean => roles.includes('member');
/** Someone holding the member role and nothing more: the only people a moderator manages. */
export const isOnlyMember = (roles: Roles): boolean => roles.length > 0 && roles.every((r) => r === 'member');

/** The organisations (ids, as given) in which a person's roles make them staff. */
export const staffOrganisationIds = (rolesByOrganisation: Readonly<Record<string, Roles>>): string[] =>
  Object.entries(rolesByOrganisation)
    .filter(([, roles]) => isStaff(roles))
    .map(([id]) => id);

/** Whether a person is a facilitator in any organisation (the rules' facilitator-wide reads). */
export const isFacilitatorAnywhere = (rolesByOrganisation: Readonly<Record<string, Roles>>): boolean =>
  Object.values(rolesByOrganisation).some(isFacilitator);

/** The session's current role: the one a person signed in as (or switched to). */
export const actsAsSuperAdmin = (role: string | null | undefined): role is 'superAdmin' =>
  role === 'superAdmin';
export const actsAsFacilitator = (role: string | null | undefined): role is 'facilitator' =>
  role === 'facilitator';
export const actsAsProjectAdmin = (role: string | null | undefined): role is 'projectAdmin' =>
  role === 'projectAdmin';
export const actsAsModerator = (role: string | null | undefined): role is 'moderator' => role === 'moderator';
export const actsAsMember = (role: string | null | undefined): role is 'member' => role === 'member';
/** A staff role: moderator or organisation admin, which a super admin also counts as everywhere. */
export const actsAsStaff = (role: string | null | undefined): role is 'moderator' | 'organisationAdmin' =>
  role === 'moderator' || role === 'organisationAdmin';

import { actsAsMember, actsAsSuperAdmin, type Role } from './roles';

/**
 * Who may do what, as data: the one table the screens ask and tests/rules/permission-table.rules.test.ts runs
 * against firestore.rules on the emulator (for each row and audience the allowed operation succeeds and the
 * others fail with permission-denied). firestore.rules stays the access control; this table must say exactly
 * what it decides, or that test fails.
 *
 * Only collections whose rules are settled are here. Projects (visibility), ProjectAccess, Pins, Recordings,
 * Authors, Tags and the workshop collections are being reworked and are left out until their rules settle;
 * writes whose rules check field contents (creating users, memberships, codes) stay with their own matrices.
 */

/** Who asks: nobody signed in, anyone signed in, or someone holding a role. */
export type Audience = 'anonymous' | 'signedIn' | Role;

/**
 * When a grant applies, named after the rules' checks:
 * - `anywhere`: whatever the document (a super admin everywhere; public documents);
 * - `ownOrganisation`: the document belongs to an organisation in which the person holds that role;
 * - `ownRecord`: the document is the person's own (their Users record, their member entry);
 * - `groupMember`: the person is among the document's `memberIds` (a group they are in).
 */
export type Condition = 'anywhere' | 'ownOrganisation' | 'ownRecord' | 'groupMember';

export type DocAction = 'get' | 'list' | 'create' | 'update' | 'delete';
export const DOC_ACTIONS: readonly DocAction[] = ['get', 'list', 'create', 'update', 'delete'];

export const RESOURCES = [
  'SuperAdmins',
  'Users',
  'Organisations',
  'Organisations/members',
  'Organisations/generatedCodes',
  'accessCodes',
  'groups',
  'AdminTags',
] as const;
export type Resource = (typeof RESOURCES)[number];

export type Grants = Partial<Record<Audience, Condition>>;

/** The rules' isModerator: moderators and organisation admins of the organisation, super admins anywhere. */
const STAFF: Grants = {
  moderator: 'ownOrganisation',
  organisationAdmin: 'ownOrganisation',
  superAdmin: 'anywhere',
};
const SUPER_ADMIN: Grants = { superAdmin: 'anywhere' };
const NOBODY: Grants = {};

/** resource → action → who. A missing action means nobody (deny by default, as the rules do). */
export const PERMISSIONS: Record<Resource, Partial<Record<DocAction, Grants>>> = {
  SuperAdmins: {
    get: { signedIn: 'anywhere' },
    list: NOBODY,
    create: NOBODY,
    update: NOBODY,
    delete: NOBODY,
  },
  Users: { get: { signedIn: 'ownRecord', superAdmin: 'anywhere' }, list: SUPER_ADMIN },
  Organisations: {
    // Names and logos show on the public join, booking and landing pages.
    get: { anonymous: 'anywhere', signedIn: 'anywhere' },
    list: SUPER_ADMIN,
    update: { organisationAdmin: 'ownOrganisation', superAdmin: 'anywhere' },
    delete: SUPER_ADMIN,
  },
  'Organisations/members': { get: { ...STAFF, signedIn: 'ownRecord' }, list: STAFF },
  'Organisations/generatedCodes': { get: STAFF, list: STAFF, delete: STAFF },
  // Knowing a code is what lets someone read it: one at a time, never listed.
  accessCodes: { get: { anonymous: 'anywhere', signedIn: 'anywhere' }, list: NOBODY },
  groups: {
    get: { ...STAFF, signedIn: 'groupMember' },
    list: { ...STAFF, signedIn: 'groupMember' },
    delete: STAFF,
  },
  // The content ratings every recording is tagged with: read by all, chosen by super admins (/tags-view).
  AdminTags: {
    get: { signedIn: 'anywhere' },
    list: { signedIn: 'anywhere' },
    create: SUPER_ADMIN,
    update: SUPER_ADMIN,
    delete: SUPER_ADMIN,
  },
};

/** The person asking, as the rules see them. */
export interface Actor {
  uid: string;
  superAdmin: boolean;
  /** Roles by organisation id (the Users record's `Organisations` map). */
  roles: Readonly<Record<string, readonly Role[]>>;
}

/** The document asked about: the organisation it belongs to and whose record it is, where that applies. */
export interface Target {
  organisationId?: string | null;
  ownerId?: string | null;
  memberIds?: readonly string[];
}

function holds(actor: Actor, audience: Audience, condition: Condition, target: Target): boolean {
  if (audience === 'anonymous') return false;
  const orgId = target.organisationId;
  const isAudience =
    audience === 'signedIn'
      ? true
      : audience === 'superAdmin'
        ? actor.superAdmin
        : condition === 'ownOrganisation'
          ? !!orgId && (actor.roles[orgId] ?? []).includes(audience)
          : Object.values(actor.roles).some((roles) => roles.includes(audience));
  if (!isAudience) return false;
  if (condition === 'groupMember') return (target.memberIds ?? []).includes(actor.uid);
  return condition !== 'ownRecord' || (!!target.ownerId && target.ownerId === actor.uid);
}

/** Whether the table lets `actor` (null: nobody signed in) do `action` on `resource` for `target`. */
export function can(
  actor: Actor | null,
  resource: Resource,
  action: DocAction,
  target: Target = {},
): boolean {
  const grants = PERMISSIONS[resource][action] ?? NOBODY;
  return (Object.entries(grants) as [Audience, Condition][]).some(([audience, condition]) =>
    actor ? holds(actor, audience, condition, target) : audience === 'anonymous',
  );
}

/**
 * Screens behind sign-in and the roles that open them (the current role, as the session holds it). A super
 * admin has organisation admin and moderator rights everywhere, so they open those screens too.
 * The route table (src/app/routes.ts) names one of these per route; navigation and the guard read it.
 */
export const ROUTE_PERMISSIONS = {
  /** Any signed-in person (screens not in the navigation, e.g. /wanders-view). */
  signedIn: ['member', 'facilitator', 'moderator', 'organisationAdmin', 'projectAdmin', 'superAdmin'],
  content: ['moderator', 'organisationAdmin', 'projectAdmin', 'superAdmin'],
  moderation: ['moderator', 'organisationAdmin', 'superAdmin'],
  moderatorDashboard: ['moderator', 'organisationAdmin', 'superAdmin'],
  /**
   * The CRM's outreach, forms, announcements, partnerships, analytics and wanders: an organisation's staff for
   * their organisation.
   */
  crm: ['moderator', 'organisationAdmin', 'superAdmin'],
  organisation: ['organisationAdmin', 'superAdmin'],
  /** The requests inbox: an organisation's admins for their organisation, super admins for all. */
  requests: ['organisationAdmin', 'superAdmin'],
  // Branch order is part of a project's pins, which their managers edit: moderators order their own projects'.
  branches: ['moderator', 'organisationAdmin', 'projectAdmin', 'superAdmin'],
  superAdmin: ['superAdmin'],
  facilitator: ['facilitator'],
  participant: ['member'],
  /** An author's own profile and recordings (authors sign in as members, at /author-login). */
  author: ['member'],
  /**
   * Projects shared with the person (an accepted invite, a group's private project): anyone signed in may have
   * some, whatever their role. Listed in the navigation only for those who have (src/app/AppLayout.tsx).
   */
  sharedProjects: ['member', 'facilitator', 'moderator', 'organisationAdmin', 'projectAdmin', 'superAdmin'],
  /** Claims are filed by authors (members) and decided by super admins on the same screen. */
  authorClaims: ['member', 'superAdmin'],
} as const satisfies Record<string, readonly Role[]>;
export type RoutePermission = keyof typeof ROUTE_PERMISSIONS;

export function mayOpen(role: Role, permission: RoutePermission): boolean {
  return (ROUTE_PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/**
 * The roles a person holds, other than the one they are signed in as, that open a screen: what a refused screen
 * offers to sign in as instead. Project admins sign in as such when they hold any project.
 */
export function otherRolesThatOpen(
  current: Role,
  organisationRoles: readonly Role[],
  projectAdminOf: readonly string[],
  permission: RoutePermission,
): Role[] {
  const held = new Set<Role>([
    ...organisationRoles,
    ...(projectAdminOf.length > 0 ? ['projectAdmin' as const] : []),
  ]);
  return [...held].filter((role) => role !== current && mayOpen(role, permission));
}

/**
 * What a person is, apart from the role they signed in with. Participants and authors both sign in as members,
 * and one account can be both: each sees the items of what they are, someone who is both sees both.
 * - `isParticipant`: holds the member role in an organisation (workshops, groups);
 * - `isAuthor`: has an author profile, a claim on one waiting, or signed in through the author sign-in.
 */
export interface PersonFacets {
  isParticipant: boolean;
  isAuthor: boolean;
}

/** The screens listed only for people who are something, beyond the role that opens them. */
const FACET_OF: Partial<Record<RoutePermission, keyof PersonFacets>> = {
  participant: 'isParticipant',
  author: 'isAuthor',
  authorClaims: 'isAuthor',
};

/**
 * Whether the navigation lists a screen for this person. A super admin decides claims on the author claim
 * screen, so the facets narrow only what members see.
 */
export function listedFor(role: Role, facets: PersonFacets, permission: RoutePermission): boolean {
  if (!mayOpen(role, permission)) return false;
  const facet = FACET_OF[permission];
  return !facet || actsAsSuperAdmin(role) || facets[facet];
}

/**
 * Which organisation roles someone may hand out (codes, invites, role changes): admins and super admins any
 * organisation role, moderators members only, everyone else none. The rules on memberships and codes decide
 * the same (their own matrices prove it).
 */
export function grantableRoles(actorRoles: readonly Role[], isSuperAdmin: boolean): Role[] {
  if (isSuperAdmin || actorRoles.includes('organisationAdmin'))
    return ['member', 'facilitator', 'moderator', 'organisationAdmin'];
  if (actorRoles.includes('moderator')) return ['member'];
  return [];
}

/** Where each role lands after sign-in when no origin was remembered (and when a screen is not theirs). */
export const HOME_FOR_ROLE: Record<Role, string> = {
  superAdmin: '/workshop-manager',
  organisationAdmin: '/org-dashboard',
  moderator: '/moderator-dashboard',
  projectAdmin: '/project-view',
  facilitator: '/facilitator-dashboard',
  member: '/participant-dashboard',
};

/**
 * Where someone lands after sign-in: their role's home, except that a person in no organisation (someone
 * invited to read a project, held as a member) lands on the projects shared with them.
 */
export function homeOf(user: { userRole: Role; organisations: Readonly<Record<string, unknown>> }): string {
  if (actsAsMember(user.userRole) && Object.keys(user.organisations).length === 0) return '/shared-with-me';
  return HOME_FOR_ROLE[user.userRole];
}

/** The session's signed-in user (features/session SessionUser, structurally) as the table's actor. */
export function actorOf(
  user: {
    userId: string;
    userRole: Role;
    organisations: Readonly<Record<string, { roles: readonly Role[] }>>;
  } | null,
): Actor | null {
  if (!user) return null;
  const roles = Object.fromEntries(Object.entries(user.organisations).map(([id, o]) => [id, o.roles]));
  return { uid: user.userId, superAdmin: user.userRole === 'superAdmin', roles };
}

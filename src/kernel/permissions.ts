import { actsAsMember, actsAsSuperAdmin, type Role } from './roles';

/**
 * Who may do what, as data: the one table the screens ask and tests/rules/permission-table.rules.test.ts runs
 * against firestore.rules on the emulator (for each row and audience the allowed operation succeeds and the
 * others fail with permission-denied). firestore.rules stays the access control; this table must say exactly
 * what it decides, or that test fails.
 *
 * The table answers the role question: who may get, list, create, update or delete a document of a kind. Where a
 * write's rule also checks what is written (the fields of a new user, membership or code; a project's, pin's or
 * recording's fields; a request's status step; a tag kept in step by a manager's own pin or project save; an
 * invite accepted into a ProjectAccess record; an offer that repeats its workshop), those checks stay with the
 * collection's own rules test matrix, and writes that are nothing but such checks (creating users, memberships,
 * codes) are left out here. The table speaks of documents that exist: that a missing project, pin or recording
 * may be looked up (to learn a key is free) is not a role question either. A document asked about without its
 * project (a pin or recording whose project is gone, or a query over every project) is a super admin's alone,
 * as the rules decide.
 */

/** Who asks: nobody signed in, anyone signed in, or someone holding a role. */
export type Audience = 'anonymous' | 'signedIn' | Role;

/**
 * When a grant applies, named after the rules' checks:
 * - `anywhere`: whatever the document (a super admin everywhere; public documents);
 * - `ownOrganisation`: the document belongs to an organisation in which the person holds that role;
 * - `ownRecord`: the document is the person's own (their Users record, their member entry, their interest or
 *   availability, a request they filed, an offer made to them, a recording of their author profile);
 * - `groupMember`: the person is among the document's `memberIds` (a group they are in);
 * - `assigned`: the person is among the workshop's assigned facilitators (`facilitatorIds`);
 * - `addressee`: a workshop update or cancellation e-mail addressed to the person, in the workshop e-mail log;
 * - `groupRecord`: a group's ProjectAccess record (ids only: which private projects a group opens);
 * - `projectOwner`: the person owns the document's project;
 * - `ownersOrganisation`: the person holds that role in an organisation where the project's owner is a
 *   moderator or admin (an organisation admin's sight of their staff's projects);
 * - `heldProject`: a project admin holding the document's project;
 * - `publicProject`: the document's project is public;
 * - `sharedWith`: the document's project is shared with the person (a ProjectAccess record of their own);
 * - `published`: a recording approved by moderation in a project the person reads as a reader (public, or
 *   shared with them): what readers other than its managers and author see.
 */
export type Condition =
  | 'anywhere'
  | 'ownOrganisation'
  | 'ownRecord'
  | 'groupMember'
  | 'assigned'
  | 'addressee'
  | 'groupRecord'
  | 'projectOwner'
  | 'ownersOrganisation'
  | 'heldProject'
  | 'publicProject'
  | 'sharedWith'
  | 'published';

export type DocAction = 'get' | 'list' | 'create' | 'update' | 'delete';
export const DOC_ACTIONS: readonly DocAction[] = ['get', 'list', 'create', 'update', 'delete'];

/** The content collections: projects and what hangs on them, and their curation. */
const CONTENT = [
  'Projects',
  'ProjectAccess',
  'Pins',
  'Recordings',
  'Authors',
  'authorClaims',
  'Tags',
  'ProjectTags',
] as const;
/** The workshop half: workshops, their public projection, requests, interest, offers, availability, e-mail log. */
const WORKSHOPS = [
  'workshops',
  'publicWorkshops',
  'bookingRequests',
  'groupWorkshopRequests',
  'projectInquiries',
  'interest',
  'workshopOffers',
  'workshopRequestQuotas',
  'availability',
  'workshopEmailLogs',
  'workshopEmailStats',
] as const;

export const RESOURCES = [
  'SuperAdmins',
  'Users',
  'Organisations',
  'Organisations/members',
  'Organisations/generatedCodes',
  'accessCodes',
  'groups',
  'AdminTags',
  ...CONTENT,
  ...WORKSHOPS,
] as const;
export type Resource = (typeof RESOURCES)[number];

/** Each audience with the condition (or any of the conditions) under which it is let through. */
export type Grants = Partial<Record<Audience, Condition | readonly Condition[]>>;

/** The rules' isModerator: moderators and organisation admins of the organisation, super admins anywhere. */
const STAFF: Grants = {
  moderator: 'ownOrganisation',
  organisationAdmin: 'ownOrganisation',
  superAdmin: 'anywhere',
};
const SUPER_ADMIN: Grants = { superAdmin: 'anywhere' };
const SIGNED_IN: Grants = { signedIn: 'anywhere' };
const EVERYONE: Grants = { anonymous: 'anywhere', signedIn: 'anywhere' };
const NOBODY: Grants = {};
/** Written by the functions only (Admin SDK): no client writes. */
const SERVER_WRITES = { create: NOBODY, update: NOBODY, delete: NOBODY };

/**
 * The rules' managesProject: its owner, the admins of an organisation where its owner is staff now, the project
 * admins it was given to, super admins.
 */
const PROJECT_MANAGERS: Grants = {
  signedIn: 'projectOwner',
  organisationAdmin: 'ownersOrganisation',
  projectAdmin: 'heldProject',
  superAdmin: 'anywhere',
};
/** The rules' readsProject: its managers, anyone (signed in or not) for a public one, those it is shared with. */
const PROJECT_READERS: Grants = {
  ...PROJECT_MANAGERS,
  anonymous: 'publicProject',
  signedIn: ['projectOwner', 'publicProject', 'sharedWith'],
};
/** The rules' curatesContent: tags and authors have no organisation; super admins and project admins curate. */
const CURATORS: Grants = { projectAdmin: 'anywhere', superAdmin: 'anywhere' };
/** Read by anyone signed in (lists a page at a time), written by curators. */
const CURATED: Partial<Record<DocAction, Grants>> = {
  get: SIGNED_IN,
  list: SIGNED_IN,
  create: CURATORS,
  update: CURATORS,
  delete: CURATORS,
};
/** The requests inbox: super admins all, an organisation's admins their organisation's. */
const REQUEST_STAFF: Grants = { organisationAdmin: 'ownOrganisation', superAdmin: 'anywhere' };
/** Booking and group requests: the inbox's, and the filer reads their own. */
const WORKSHOP_REQUEST: Partial<Record<DocAction, Grants>> = {
  get: { ...REQUEST_STAFF, signedIn: 'ownRecord' },
  list: { ...REQUEST_STAFF, signedIn: 'ownRecord' },
  // Filed by the requestWorkshop function only, which checks and counts them.
  create: NOBODY,
  update: REQUEST_STAFF,
  delete: SUPER_ADMIN,
};

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
    get: EVERYONE,
    list: SUPER_ADMIN,
    update: { organisationAdmin: 'ownOrganisation', superAdmin: 'anywhere' },
    delete: SUPER_ADMIN,
  },
  'Organisations/members': { get: { ...STAFF, signedIn: 'ownRecord' }, list: STAFF },
  'Organisations/generatedCodes': { get: STAFF, list: STAFF, delete: STAFF },
  // Knowing a code is what lets someone read it: one at a time, never listed.
  accessCodes: { get: EVERYONE, list: NOBODY },
  groups: {
    get: { ...STAFF, signedIn: 'groupMember' },
    list: { ...STAFF, signedIn: 'groupMember' },
    delete: STAFF,
  },
  // The content ratings every recording is tagged with: read by all, chosen by super admins (/tags-view).
  AdminTags: {
    get: SIGNED_IN,
    list: SIGNED_IN,
    create: SUPER_ADMIN,
    update: SUPER_ADMIN,
    delete: SUPER_ADMIN,
  },

  Projects: {
    get: PROJECT_READERS,
    list: PROJECT_READERS,
    // An organisation's staff create projects in it, as their own (the owner field is checked by the rules).
    create: STAFF,
    update: PROJECT_MANAGERS,
    // Only while its deletion job exists, i.e. through the functions, which the project screen asks; a project
    // admin manages a project but never deletes it.
    delete: { signedIn: 'projectOwner', organisationAdmin: 'ownersOrganisation', superAdmin: 'anywhere' },
  },
  // Who may open a project beyond its managers: a person's own record, a group's (ids only, listed by group).
  // Invitees create their own record by accepting an invite, and a group's members on joining with its code:
  // flows whose checks the invite and shared-with-me tests prove.
  ProjectAccess: {
    get: { ...PROJECT_MANAGERS, signedIn: ['projectOwner', 'ownRecord'] },
    list: { ...PROJECT_MANAGERS, signedIn: ['projectOwner', 'ownRecord', 'groupRecord'] },
    create: PROJECT_MANAGERS,
    update: PROJECT_MANAGERS,
    delete: PROJECT_MANAGERS,
  },
  // A project's pins are read by its readers (a page at a time) and written by its managers.
  Pins: {
    get: PROJECT_READERS,
    list: PROJECT_READERS,
    create: PROJECT_MANAGERS,
    update: PROJECT_MANAGERS,
    delete: PROJECT_MANAGERS,
  },
  // A recording is its managers' and its author's; other readers of its project see it only once approved.
  Recordings: {
    get: {
      ...PROJECT_MANAGERS,
      anonymous: 'published',
      signedIn: ['projectOwner', 'ownRecord', 'published'],
    },
    list: {
      ...PROJECT_MANAGERS,
      anonymous: 'published',
      signedIn: ['projectOwner', 'ownRecord', 'published'],
    },
    create: PROJECT_MANAGERS,
    update: PROJECT_MANAGERS,
    delete: PROJECT_MANAGERS,
  },
  // Linking a profile to an account (userKey) is a super admin's decision: a field check of the rules.
  Authors: CURATED,
  // A claim on an author profile: filed by the claimant as their own, decided by a super admin (who then links
  // the profile); the claimant may withdraw theirs while it waits.
  authorClaims: {
    get: { signedIn: 'ownRecord', superAdmin: 'anywhere' },
    list: { signedIn: 'ownRecord', superAdmin: 'anywhere' },
    create: { signedIn: 'ownRecord' },
    update: SUPER_ADMIN,
    delete: { signedIn: 'ownRecord', superAdmin: 'anywhere' },
  },
  // Managers also keep pin and recording tags in step with their own saves, one key at a time.
  Tags: CURATED,
  // Likewise a project's subject tags, kept in step by its managers' saves.
  ProjectTags: CURATED,

  // A workshop's contacts, facilitators and participants: super admins' and its assigned facilitators', who
  // change nothing but their own answer.
  workshops: {
    get: { signedIn: 'assigned', superAdmin: 'anywhere' },
    list: { signedIn: 'assigned', superAdmin: 'anywhere' },
    create: SUPER_ADMIN,
    update: { signedIn: 'assigned', superAdmin: 'anywhere' },
    delete: SUPER_ADMIN,
  },
  // What the public pages show of a workshop (a page of at most 100 at a time), written with it.
  publicWorkshops: {
    get: EVERYONE,
    list: EVERYONE,
    create: SUPER_ADMIN,
    update: SUPER_ADMIN,
    delete: SUPER_ADMIN,
  },
  bookingRequests: WORKSHOP_REQUEST,
  groupWorkshopRequests: WORKSHOP_REQUEST,
  // About a project not yet made: the filer keeps the acknowledgement e-mail, not the record.
  projectInquiries: {
    get: REQUEST_STAFF,
    list: REQUEST_STAFF,
    create: NOBODY,
    update: REQUEST_STAFF,
    delete: SUPER_ADMIN,
  },
  // Someone's interest in a workshop: their own, read by its assigned facilitators (who send updates).
  interest: {
    get: { signedIn: ['ownRecord', 'assigned'], superAdmin: 'anywhere' },
    list: { signedIn: ['ownRecord', 'assigned'], superAdmin: 'anywhere' },
    create: { signedIn: 'ownRecord' },
    update: { signedIn: 'ownRecord' },
    delete: { signedIn: 'ownRecord', superAdmin: 'anywhere' },
  },
  // Offers are made by the workshop organisation's admins and super admins; the facilitator answers their own.
  workshopOffers: {
    get: { ...REQUEST_STAFF, signedIn: 'ownRecord' },
    list: { ...REQUEST_STAFF, signedIn: 'ownRecord' },
    create: REQUEST_STAFF,
    update: { signedIn: 'ownRecord' },
    delete: REQUEST_STAFF,
  },
  // The request limits' counters: the functions' own bookkeeping.
  workshopRequestQuotas: { get: NOBODY, list: NOBODY, ...SERVER_WRITES },
  // A facilitator's availability grid, their own; super admins read all of them to rank facilitators.
  availability: {
    get: { signedIn: 'ownRecord', superAdmin: 'anywhere' },
    list: SUPER_ADMIN,
    create: { signedIn: 'ownRecord' },
    update: { signedIn: 'ownRecord' },
    delete: { signedIn: 'ownRecord' },
  },
  // What was sent, as the e-mail functions logged it: super admins, the sender, and the participant addressed.
  workshopEmailLogs: {
    get: { signedIn: ['ownRecord', 'addressee'], superAdmin: 'anywhere' },
    list: { signedIn: 'addressee', superAdmin: 'anywhere' },
    ...SERVER_WRITES,
  },
  workshopEmailStats: { get: SUPER_ADMIN, list: NOBODY, ...SERVER_WRITES },
};

/** The person asking, as the rules see them. */
export interface Actor {
  uid: string;
  superAdmin: boolean;
  /** Roles by organisation id (the Users record's `Organisations` map). */
  roles: Readonly<Record<string, readonly Role[]>>;
  /** The projects given to them to manage (the Users record's `projectAdminAccess`). */
  projectAdminOf?: readonly string[];
  /** The author profile linked to their account (`userProfile.authorKey`). */
  authorKey?: string;
}

/** What the rules know of a document's project. */
export interface ProjectFacts {
  id: string;
  ownerId?: string | null;
  /** The organisations in which the owner is a moderator or admin (their Users record, as the rules read it). */
  ownerStaffOf?: readonly string[];
  isPrivate?: boolean;
  /** The people with a ProjectAccess record of their own for it. */
  sharedWith?: readonly string[];
}

/**
 * The document asked about: the organisation it belongs to, whose record it is, its project, where that applies.
 * A query is asked about as what it asks for (a field it does not constrain is left out).
 */
export interface Target {
  organisationId?: string | null;
  ownerId?: string | null;
  memberIds?: readonly string[];
  /** A workshop's (or the workshop of an interest's) assigned facilitators. */
  facilitatorIds?: readonly string[];
  /** The participant a logged workshop e-mail (an update or a cancellation) was addressed to. */
  addresseeId?: string | null;
  /** The group a group's ProjectAccess record is for. */
  groupId?: string | null;
  project?: ProjectFacts | null;
  /** The author profile of a recording. */
  authorKey?: string | null;
  /** A recording's moderation status is approved. */
  approved?: boolean;
}

const listed = (ids: readonly string[] | undefined, uid: string | undefined) =>
  !!uid && (ids ?? []).includes(uid);

/** Whether the person asking (null: nobody signed in) is of the audience, for the condition. */
function ofAudience(actor: Actor | null, audience: Audience, condition: Condition, target: Target): boolean {
  if (audience === 'anonymous') return actor === null;
  if (!actor) return false;
  if (audience === 'signedIn') return true;
  if (audience === 'superAdmin') return actor.superAdmin;
  if (audience === 'projectAdmin') return (actor.projectAdminOf ?? []).length > 0;
  const holdsIn = (orgId: string | null | undefined) =>
    !!orgId && (actor.roles[orgId] ?? []).includes(audience);
  if (condition === 'ownOrganisation') return holdsIn(target.organisationId);
  if (condition === 'ownersOrganisation') return (target.project?.ownerStaffOf ?? []).some(holdsIn);
  return Object.values(actor.roles).some((roles) => roles.includes(audience));
}

function meets(actor: Actor | null, condition: Condition, target: Target): boolean {
  const uid = actor?.uid;
  const project = target.project;
  switch (condition) {
    case 'anywhere':
    case 'ownOrganisation':
    case 'ownersOrganisation':
      return true;
    case 'ownRecord':
      return (
        (!!target.ownerId && target.ownerId === uid) ||
        (!!target.authorKey && target.authorKey === actor?.authorKey)
      );
    case 'groupMember':
      return listed(target.memberIds, uid);
    case 'assigned':
      return listed(target.facilitatorIds, uid);
    case 'addressee':
      return !!target.addresseeId && target.addresseeId === uid;
    case 'groupRecord':
      return !!target.groupId;
    case 'projectOwner':
      return !!project?.ownerId && project.ownerId === uid;
    case 'heldProject':
      return !!project && (actor?.projectAdminOf ?? []).includes(project.id);
    case 'publicProject':
      return project?.isPrivate === false;
    case 'sharedWith':
      return listed(project?.sharedWith, uid);
    case 'published':
      return !!target.approved && (project?.isPrivate === false || listed(project?.sharedWith, uid));
  }
}

/** Whether the table lets `actor` (null: nobody signed in) do `action` on `resource` for `target`. */
export function can(
  actor: Actor | null,
  resource: Resource,
  action: DocAction,
  target: Target = {},
): boolean {
  const grants = PERMISSIONS[resource][action] ?? NOBODY;
  return (Object.entries(grants) as [Audience, Condition | readonly Condition[]][]).some(([audience, when]) =>
    (typeof when === 'string' ? [when] : when).some(
      (condition) => ofAudience(actor, audience, condition, target) && meets(actor, condition, target),
    ),
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

/**
 * The session's signed-in user (features/session SessionUser, structurally) as the table's actor. A super admin
 * is one who signed in as such; the projects someone was given count whatever role they signed in with, as the
 * rules read them from their record.
 */
export function actorOf(
  user: {
    userId: string;
    userRole: Role;
    organisations: Readonly<Record<string, { roles: readonly Role[] }>>;
    projectAdminAccess?: readonly string[];
  } | null,
): Actor | null {
  if (!user) return null;
  const roles = Object.fromEntries(Object.entries(user.organisations).map(([id, o]) => [id, o.roles]));
  return {
    uid: user.userId,
    superAdmin: user.userRole === 'superAdmin',
    roles,
    projectAdminOf: user.projectAdminAccess ?? [],
  };
}

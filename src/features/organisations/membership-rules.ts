import { isPersonalCode, type AccessCode } from '../access-codes/model';
import { type Role, isModerator, isOnlyMember, isOrganisationAdmin, roleRank } from '../../kernel/roles';

/** Roles that keep a user record through member cleanup. */
const KEPT_ROLES = ['organisationAdmin', 'moderator', 'facilitator'] as const satisfies readonly Role[];

export interface RemovalPlan {
  /** Delete the whole user record (otherwise only the organisation entry goes). */
  deleteUserRecord: boolean;
  /** The member's own codes in this organisation are always removed (see codesToRemove). */
  deleteCodes: true;
  /** Group ids in this organisation the member must be taken out of. */
  leaveGroups: string[];
}

/**
 * Removing a member: a temporary member is deleted with its codes and group memberships; a
 * permanent member leaves and their codes are removed, and the record goes too when no organisation, or no admin
 * or moderator role, remains. Cleanup keeps organisation admins, super admins, moderators and facilitators.
 */
export function removalPlan(
  member: {
    isTemporary?: boolean;
    Organisations: Record<string, { roles: readonly Role[]; groupIds?: readonly string[] }>;
    projectAdminAccess?: readonly string[];
    userProfile?: { authorKey?: string };
  },
  organisationId: string,
  isSuperAdmin: boolean,
): RemovalPlan {
  const leaveGroups = [...(member.Organisations[organisationId]?.groupIds ?? [])];
  if (member.isTemporary) return { deleteUserRecord: true, deleteCodes: true, leaveGroups };
  // A project admin's record holds the projects given to them, a linked author's their authorship: leaving an
  // organisation takes neither away (the rules refuse staff deleting such a record).
  if ((member.projectAdminAccess?.length ?? 0) > 0 || member.userProfile?.authorKey)
    return { deleteUserRecord: false, deleteCodes: true, leaveGroups };
  const remaining = Object.entries(member.Organisations)
    .filter(([id]) => id !== organisationId)
    .flatMap(([, m]) => m.roles);
  return { deleteUserRecord: cleanupKeeps(remaining, isSuperAdmin) === null, deleteCodes: true, leaveGroups };
}

/** Who a person is, for rank: their roles in one organisation, and the roles beyond it that they hold. */
export interface RankHolder {
  roles: readonly Role[];
  /** Holds at least one project (Users.projectAdminAccess). */
  projectAdmin?: boolean;
  superAdmin?: boolean;
}

/**
 * A person's rank counts every role they hold (roles rank member < facilitator < moderator <
 * organisationAdmin < projectAdmin < superAdmin), not only their roles in this organisation. -1 for none.
 */
export function personRank(person: RankHolder): number {
  const all: Role[] = [
    ...person.roles,
    ...(person.projectAdmin ? (['projectAdmin'] as const) : []),
    ...(person.superAdmin ? (['superAdmin'] as const) : []),
  ];
  return all.reduce((best, r) => Math.max(best, roleRank(r)), -1);
}

/**
 * Whether `actor`, as staff of an organisation, may change or remove `target`'s membership there (the rules'
 * staffMembershipChange and staffDeletesRecord): a super admin anyone; otherwise nobody who ranks above every
 * organisation role (a project admin, a super admin); an organisation admin everyone else; a moderator plain
 * members only. Nobody manages themselves here.
 */
export function mayManageMember(actor: RankHolder, target: RankHolder): boolean {
  if (actor.superAdmin) return true;
  if (personRank(target) > roleRank('organisationAdmin')) return false;
  if (isOrganisationAdmin(actor.roles)) return true;
  return isModerator(actor.roles) && isOnlyMember(target.roles);
}

export const CLEANUP_BATCH = 450;

/** What a removal does to codes: both the code and its listing go, or only a listing whose code is gone already. */
export interface CodesToRemove {
  codes: string[];
  listingsOnly: string[];
}

/**
 * The codes that go with a removed member: the code they joined with when it is
 * their own (isPersonalCode: e-mailed, or a temporary member's), and the codes made for them as a temporary
 * member. A shared anonymous class code stays for everyone else. `codeDoc` gives a code as stored (null when the
 * code document no longer exists, which leaves only its listing to remove).
 */
export function codesToRemove(
  joinedWith: string | undefined,
  madeForThem: readonly string[],
  codeDoc: (code: string) => Pick<AccessCode, 'isAnonymous' | 'tempUserId'> | null,
): CodesToRemove {
  const codes: string[] = [];
  const listingsOnly: string[] = [];
  for (const code of new Set([...(joinedWith ? [joinedWith] : []), ...madeForThem])) {
    const found = codeDoc(code);
    if (!found) listingsOnly.push(code);
    else if (madeForThem.includes(code) || isPersonalCode(found)) codes.push(code);
  }
  return { codes, listingsOnly };
}

/**
 * Writes one member's removal takes at most: the record and its mirror, each code and its listing, each listing
 * alone, and each group they leave (fewer when members of one batch share a group).
 */
export function removalWriteCount(removal: CodesToRemove & { groupIds: readonly string[] }): number {
  return 2 + 2 * removal.codes.length + removal.listingsOnly.length + removal.groupIds.length;
}

/** Why end-of-year cleanup keeps someone. */
export type StayReason = 'superAdmin' | (typeof KEPT_ROLES)[number];

/**
 * End-of-year cleanup keeps organisation admins, super admins, moderators and facilitators:
 * the reason someone stays (their highest such role), or null when they go.
 */
export function cleanupKeeps(roles: readonly Role[], isSuperAdmin: boolean): StayReason | null {
  if (isSuperAdmin) return 'superAdmin';
  return KEPT_ROLES.find((r) => roles.includes(r)) ?? null;
}

export interface CleanupPlan<T> {
  goes: T[];
  stays: { member: T; reason: StayReason }[];
}

/** Who end-of-year cleanup removes (every plain member, temporary ones included) and who stays, and why. */
export function cleanupPlan<T extends { userKey: string; roles: readonly Role[] }>(
  members: readonly T[],
  superAdminKeys: readonly string[],
): CleanupPlan<T> {
  const plan: CleanupPlan<T> = { goes: [], stays: [] };
  for (const member of members) {
    const reason = cleanupKeeps(member.roles, superAdminKeys.includes(member.userKey));
    if (reason) plan.stays.push({ member, reason });
    else plan.goes.push(member);
  }
  return plan;
}

/**
 * Packs items into batches of at most `max` writes (cleanup commits in batches of 450), keeping
 * each item's writes in one batch so that no member is ever half removed. An item larger than `max` goes alone.
 */
export function packBatches<T>(
  items: readonly T[],
  writesOf: (item: T) => number,
  max: number = CLEANUP_BATCH,
): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const item of items) {
    const writes = writesOf(item);
    if (current.length > 0 && size + writes > max) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(item);
    size += writes;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

import type { Role } from '../session/role-names';

/** Roles that keep a user record through member cleanup (spec section 5). */
const KEPT_ROLES: readonly Role[] = ['organisationAdmin', 'moderator', 'facilitator'];

export interface RemovalPlan {
  /** Delete the whole user record (otherwise only the organisation entry goes). */
  deleteUserRecord: boolean;
  /** The member's codes in this organisation are always removed. */
  deleteCodes: true;
  /** Group ids in this organisation the member must be taken out of. */
  leaveGroups: string[];
}

/**
 * Removing a member (spec section 5): a temporary member is deleted with its codes and group memberships; a
 * permanent member leaves and their codes are removed, and the record goes too when no organisation, or no admin
 * or moderator role, remains. Cleanup keeps organisation admins, super admins, moderators and facilitators.
 */
export function removalPlan(
  member: {
    isTemporary?: boolean;
    Organisations: Record<string, { roles: readonly Role[]; groupIds?: readonly string[] }>;
  },
  organisationId: string,
  isSuperAdmin: boolean,
): RemovalPlan {
  const leaveGroups = [...(member.Organisations[organisationId]?.groupIds ?? [])];
  if (member.isTemporary) return { deleteUserRecord: true, deleteCodes: true, leaveGroups };
  const remaining = Object.entries(member.Organisations)
    .filter(([id]) => id !== organisationId)
    .flatMap(([, m]) => m.roles);
  const kept = isSuperAdmin || remaining.some((r) => KEPT_ROLES.includes(r));
  return { deleteUserRecord: !kept, deleteCodes: true, leaveGroups };
}

/** Which roles someone may hand out: admins any organisation role, moderators members only. */
export function grantableRoles(actorRoles: readonly Role[], isSuperAdmin: boolean): Role[] {
  if (isSuperAdmin || actorRoles.includes('organisationAdmin'))
    return ['member', 'facilitator', 'moderator', 'organisationAdmin'];
  if (actorRoles.includes('moderator')) return ['member'];
  return [];
}

/** Splits a list into chunks, e.g. to keep batches under Firestore's 500-operation limit. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export const CLEANUP_BATCH = 450;
export const CODE_DELETE_BATCH = 500;

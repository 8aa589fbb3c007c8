import { accessKey, type AccessKey } from '../memberships/model';

/**
 * Private project access follows group membership. Given the private projects with their
 * groups and the groups with their members, who should hold read access through a group? Comparing that with
 * the group-given access records that exist says what to grant and what to revoke. Access given directly (an
 * invite, an admin) is never revoked here.
 */

export function accessThroughGroups(
  projects: readonly { id: string; isPrivate: boolean; groupIds: readonly string[] }[],
  groups: ReadonlyMap<string, readonly string[]>,
): Set<AccessKey> {
  const keys = new Set<AccessKey>();
  for (const p of projects) {
    if (!p.isPrivate) continue;
    for (const g of p.groupIds) for (const userId of groups.get(g) ?? []) keys.add(accessKey(p.id, userId));
  }
  return keys;
}

export interface AccessChange {
  grant: AccessKey[];
  revoke: AccessKey[];
}

/**
 * `existingGroupAccess` are the records this mechanism created; `existingDirect` are others. A grant is skipped
 * when the user already has access either way; only group-given records are revoked, and only when no group
 * still gives access.
 */
export function groupAccessChange(
  desired: ReadonlySet<AccessKey>,
  existingGroupAccess: ReadonlySet<AccessKey>,
  existingDirect: ReadonlySet<AccessKey>,
): AccessChange {
  const grant = [...desired].filter((k) => !existingGroupAccess.has(k) && !existingDirect.has(k));
  const revoke = [...existingGroupAccess].filter((k) => !desired.has(k));
  return { grant, revoke };
}

/**
 * Group-level ProjectAccess records (`{project}_group_{group}`) say which private projects a
 * group opens. Someone joining with a group's code cannot read private projects yet, so these records are how
 * they learn which access to create for themselves.
 */
export type GroupRecordKey = `${string}_group_${string}`;
export const groupRecordKey = (projectId: string, groupId: string): GroupRecordKey =>
  `${projectId}_group_${groupId}`;

export function groupRecordChange(
  projects: readonly { id: string; isPrivate: boolean; groupIds: readonly string[] }[],
  groups: ReadonlyMap<string, readonly string[]>,
  existing: ReadonlySet<GroupRecordKey>,
): { grant: { projectId: string; groupId: string }[]; revoke: GroupRecordKey[] } {
  const desired = new Map<GroupRecordKey, { projectId: string; groupId: string }>();
  for (const p of projects) {
    if (!p.isPrivate) continue;
    for (const g of p.groupIds)
      if (groups.has(g)) desired.set(groupRecordKey(p.id, g), { projectId: p.id, groupId: g });
  }
  return {
    grant: [...desired].filter(([k]) => !existing.has(k)).map(([, v]) => v),
    revoke: [...existing].filter((k) => !desired.has(k)),
  };
}

import type { ProjectAccess } from './model';

/**
 * "Shared with me": the projects someone may read because they were given access, either to themselves (an
 * invite, an admin) or to a group they are in. Pure, so the screen, the service and the tests agree on it.
 */

/** A group the person is in, with the group-level access records it holds (`{project}_group_{group}`). */
export interface GroupShare {
  groupId: string;
  groupName: string;
  records: readonly ProjectAccess[];
}

/** One shared project: how it came to the person, the widest level any grant gives, and since when. */
export interface SharedGrant {
  projectId: string;
  accessLevel: string;
  /** Given to the person themselves (an invite, an admin). */
  direct: boolean;
  /** The names of the groups that give it. */
  groups: string[];
  since: Date;
}

/** Read is the default level; a write grant is wider, so a project shared both ways shows write. */
const widest = (a: string, b: string) => (a === 'write' || b === 'write' ? 'write' : a || b || 'read');

/**
 * Merges the person's own access records and their groups' records into one entry per project, sorted by
 * project id (the caller sorts by name once names are known). Records that are not the person's (another
 * user's id) or not a group's are ignored: the reads asked for exactly these, so anything else is a stray.
 */
export function sharedGrants(
  userId: string,
  own: readonly ProjectAccess[],
  groups: readonly GroupShare[],
): SharedGrant[] {
  const byProject = new Map<string, SharedGrant>();
  const add = (record: ProjectAccess, group: string | null) => {
    const found = byProject.get(record.project_id);
    if (!found) {
      byProject.set(record.project_id, {
        projectId: record.project_id,
        accessLevel: record.accessLevel || 'read',
        direct: group === null,
        groups: group === null ? [] : [group],
        since: record.createdAt,
      });
      return;
    }
    found.accessLevel = widest(found.accessLevel, record.accessLevel);
    if (group === null) found.direct = true;
    else if (!found.groups.includes(group)) found.groups.push(group);
    if (record.createdAt < found.since) found.since = record.createdAt;
  };
  for (const record of own) if (record.userId === userId && !record.groupId) add(record, null);
  for (const group of groups)
    for (const record of group.records)
      if (record.groupId === group.groupId && !record.userId) add(record, group.groupName);
  return [...byProject.values()].sort((a, b) => a.projectId.localeCompare(b.projectId));
}

/** How a shared project came to the person, in words for its card. */
export function sharedVia(grant: Pick<SharedGrant, 'direct' | 'groups'>): string {
  const groups = grant.groups.length
    ? `your group${grant.groups.length > 1 ? 's' : ''} ${grant.groups.join(', ')}`
    : '';
  if (grant.direct && groups) return `Shared with you and ${groups}`;
  if (grant.direct) return 'Shared with you';
  return `Shared with ${groups}`;
}

/** Read is the default level; any other level is named as stored. */
export const levelWords = (accessLevel: string): string =>
  accessLevel === 'write' ? 'Read and write access' : accessLevel === 'read' ? 'Read access' : accessLevel;

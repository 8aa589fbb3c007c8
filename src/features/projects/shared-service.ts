import { z } from 'zod/mini';
import { COLLECTIONS } from '../../lib/collections';
import { queryAsUser, readAsUser } from '../../lib/reads-as-user';
import { withTimeout } from '../../lib/with-timeout';
import { zProject, zProjectAccess, type ProjectAccess } from './model';
import type { ProjectRow } from './service';
import { sharedGrants, type GroupShare, type SharedGrant } from './shared';

/** At most this many access records are read per person and per group, and this many groups per person. */
export const SHARED_LIMIT = 200;
export const SHARED_DID_NOT_ANSWER =
  'The projects shared with you could not be loaded: the database did not answer. Try again.';

// Only the group's name is shown here; the groups' full schema belongs to the organisations area, which
// depends on this one (so it cannot be imported back).
const zGroupName = z.object({ name: z.string() });

export interface SharedProject extends SharedGrant {
  project: ProjectRow;
}

const timed = <T>(work: Promise<T>) => withTimeout(work, 30_000, SHARED_DID_NOT_ANSWER);

async function accessWhere(field: 'userId' | 'groupId', value: string): Promise<ProjectAccess[]> {
  return timed(
    queryAsUser(zProjectAccess, COLLECTIONS.projectAccess, {
      where: [[field, '==', value]],
      limit: SHARED_LIMIT,
    }),
  );
}

/** The groups the person is in (the spec's "groups: query by memberIds"), each with the records it holds. */
async function groupShares(userId: string): Promise<GroupShare[]> {
  const groups = await timed(
    queryAsUser(zGroupName, COLLECTIONS.groups, {
      where: [['memberIds', 'array-contains', userId]],
      limit: SHARED_LIMIT,
    }),
  );
  return Promise.all(
    groups.map(async (g) => ({
      groupId: g.id,
      groupName: g.name,
      records: await accessWhere('groupId', g.id),
    })),
  );
}

/**
 * A shared project as the person may read it, or null when they may not (yet): a group's record without the
 * person's own read access, or a project deleted meanwhile. Such a project is not theirs to open, so it is
 * left out rather than listed as a dead end.
 */
async function readable(projectId: string): Promise<ProjectRow | null> {
  try {
    return await timed(readAsUser(zProject, `${COLLECTIONS.projects}/${projectId}`));
  } catch (error) {
    if ((error as { code?: string } | null)?.code === 'permission-denied') return null;
    throw error;
  }
}

/**
 * Every project shared with the person (ProjectAccess by their user id, and through the groups they are in),
 * by name. One query for their own records, one for their groups, one per group and one read per project.
 */
export async function listSharedProjects(userId: string): Promise<SharedProject[]> {
  const [own, groups] = await Promise.all([accessWhere('userId', userId), groupShares(userId)]);
  const grants = sharedGrants(userId, own, groups);
  const projects = await Promise.all(grants.map((g) => readable(g.projectId)));
  return grants
    .flatMap((grant, i) => {
      const project = projects[i];
      return project ? [{ ...grant, project }] : [];
    })
    .sort((a, b) => a.project.projectName.localeCompare(b.project.projectName));
}

/** One shared project for its read-only view; null when it is not shared with the person or is gone. */
export async function getSharedProject(userId: string, projectId: string): Promise<SharedProject | null> {
  return (await listSharedProjects(userId)).find((s) => s.project.id === projectId) ?? null;
}

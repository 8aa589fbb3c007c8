import { isModerator, type Caller } from '../mail/caller.js';

/**
 * Deleting a project on the server: who may, and when a tag document goes. Pure, unit-tested; the I/O is in
 * delete-project.ts.
 */

/**
 * The rules' `Projects` delete: a super admin, the project's owner, or an admin of an organisation where the
 * owner is a moderator or admin now (not the organisationId stamped at creation). `ownerRoles`:
 * the owner's roles per organisation, from their Users record.
 */
export function mayDeleteProject(
  caller: Caller,
  project: { projectOwnerUserKey?: unknown },
  ownerRoles: Record<string, string[]>,
) {
  return (
    caller.superAdmin ||
    project.projectOwnerUserKey === caller.uid ||
    Object.entries(ownerRoles).some(
      ([orgId, roles]) =>
        (caller.roles[orgId] ?? []).includes('organisationAdmin') &&
        roles.some((r) => r === 'moderator' || r === 'organisationAdmin'),
    )
  );
}

/**
 * Exporting a project's archive: super admins, and the staff (moderators, admins) of the project's organisation
 * who manage it as the rules say (its owner, or an admin of an organisation where the owner is staff). A moderator
 * does not export a colleague's project, whose recordings the rules do not let them read either; project admins and
 * members are not staff and export nothing.
 */
export function mayExportProject(
  caller: Caller,
  project: { projectOwnerUserKey?: unknown; organisationId?: unknown },
  ownerRoles: Record<string, string[]>,
) {
  if (caller.superAdmin) return true;
  const orgId = typeof project.organisationId === 'string' ? project.organisationId : '';
  return orgId !== '' && isModerator(caller, orgId) && mayDeleteProject(caller, project, ownerRoles);
}

/** The key lists a Tags document may hold; ProjectTags hold `projectKeys`. */
export const TAG_KEY_FIELDS = ['pinKeys', 'keys', 'authorKeys', 'recordingKeys', 'projectKeys'] as const;

/** Whether a tag document has no key left in any list: then it is deleted (a tag goes with its last key). */
export function isEmptyTag(data: Record<string, unknown> | undefined): boolean {
  return (
    !!data && TAG_KEY_FIELDS.every((f) => !Array.isArray(data[f]) || (data[f] as unknown[]).length === 0)
  );
}

/** Firestore's `array-contains-any` takes at most 30 values a query. */
export const chunks = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

export interface DeletionJob {
  projectId: string;
  projectName: string;
  organisationId: string;
  requestedBy: string;
  requestedAt: Date;
  status: 'running' | 'done';
  pinsTotal: number;
  pinsDeleted: number;
  updatedAt: Date;
  finishedAt?: Date;
}

/** The job a deletion records in `projectDeletions/{projectId}` when it starts. */
export function newDeletionJob(input: {
  projectId: string;
  project: { projectName?: unknown; organisationId?: unknown };
  requestedBy: string;
  pinsTotal: number;
  now: Date;
}): DeletionJob {
  return {
    projectId: input.projectId,
    projectName: String(input.project.projectName ?? ''),
    organisationId: String(input.project.organisationId ?? ''),
    requestedBy: input.requestedBy,
    requestedAt: input.now,
    status: 'running',
    pinsTotal: input.pinsTotal,
    pinsDeleted: 0,
    updatedAt: input.now,
  };
}

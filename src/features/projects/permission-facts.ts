import type { ProjectFacts } from '../../kernel/permissions';
import type { Project } from './model';

/**
 * A project as the permission table's facts, from what the screens hold of it. The rules look at the roles its
 * owner holds now; a screen knows the organisation it was made in, where creating it required its owner to be a
 * moderator or admin, so that organisation's admins are the ones it offers management to (the server and the
 * rules decide again when they act).
 */
export function projectFacts(
  project: Pick<Project, 'projectOwnerUserKey' | 'organisationId' | 'isPrivate'> & { id: string },
): ProjectFacts {
  return {
    id: project.id,
    ownerId: project.projectOwnerUserKey,
    ownerStaffOf: project.organisationId ? [project.organisationId] : [],
    isPrivate: project.isPrivate,
  };
}

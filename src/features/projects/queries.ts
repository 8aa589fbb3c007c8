import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSession } from '../session';
import {
  getProject,
  listVisibleProjects,
  startProjectDeletion,
  watchProjectDeletion,
  type ProjectDeletion,
} from './service';

export const projectKeys = { all: ['projects'] as const };

/** The projects the signed-in user may see and work on (see listVisibleProjects). */
export function useVisibleProjects() {
  const { user, currentOrganisation } = useSession();
  return useQuery({
    queryKey: [...projectKeys.all, 'visible', user?.userId, user?.userRole, currentOrganisation],
    queryFn: () => (user ? listVisibleProjects(user, currentOrganisation) : Promise.resolve([])),
    enabled: Boolean(user),
  });
}

export function useProject(projectId: string | null) {
  return useQuery({
    queryKey: [...projectKeys.all, 'one', projectId],
    queryFn: () => (projectId ? getProject(projectId) : Promise.resolve(null)),
    enabled: Boolean(projectId),
  });
}

/** A project's deletion on the server, live: null while none is recorded (or it cannot be read). */
export function useProjectDeletion(projectId: string): ProjectDeletion | null {
  const [job, setJob] = useState<{ id: string; job: ProjectDeletion | null }>({ id: projectId, job: null });
  useEffect(
    () =>
      watchProjectDeletion(
        projectId,
        (next) => setJob({ id: projectId, job: next }),
        () => setJob({ id: projectId, job: null }),
      ),
    [projectId],
  );
  return job.id === projectId ? job.job : null;
}

/** Starts deleting a project on the server; the screen follows it with useProjectDeletion. */
export const useStartProjectDeletion = () =>
  useMutation({ mutationFn: (projectId: string) => startProjectDeletion(projectId) });

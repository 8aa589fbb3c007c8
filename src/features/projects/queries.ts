import { useQuery } from '@tanstack/react-query';
import { useSession } from '../session/session-context';
import { getProject, listVisibleProjects } from './service';

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

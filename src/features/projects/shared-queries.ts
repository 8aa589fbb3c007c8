import { useQuery } from '@tanstack/react-query';
import { projectKeys } from '../../lib/query-keys';
import { useSession } from '../session';

/**
 * The "Shared with me" reads. The layout asks whether anything is shared (to list the page in the navigation)
 * on every signed-in page, so the service and Firestore load only when first asked, not with the shell.
 */
const service = () => import('./shared-service');

export const sharedKeys = {
  mine: (userId: string | null) => [...projectKeys.all, 'shared', userId] as const,
};

/** The projects shared with the signed-in person, by name. */
export function useSharedProjects() {
  const { user } = useSession();
  const userId = user?.userId ?? null;
  return useQuery({
    queryKey: sharedKeys.mine(userId),
    queryFn: async () => (await service()).listSharedProjects(userId ?? ''),
    enabled: Boolean(userId),
    // Access changes when someone grants it, rarely while a page is open: one read per minute at most.
    staleTime: 60_000,
  });
}

/** Whether anything is shared with the signed-in person; false while unknown or when the read failed. */
export function useHasSharedProjects(): boolean {
  const shared = useSharedProjects();
  return (shared.data?.length ?? 0) > 0;
}

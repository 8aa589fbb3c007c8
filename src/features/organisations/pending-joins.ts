import { useQuery } from '@tanstack/react-query';

/**
 * The navigation's count of join requests waiting for the current organisation's admins. Its own small module:
 * the app's layout asks it on every page, and the read (Firestore lite) loads only for admins who have one.
 */
export const joinRequestKeys = {
  list: (orgId: string) => ['organisation', orgId, 'joinRequests'] as const,
  count: (orgId: string) => ['organisation', orgId, 'joinRequests', 'count'] as const,
};

export function usePendingJoinCount(organisationId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: joinRequestKeys.count(organisationId ?? ''),
    queryFn: async () => (await import('./reads')).countPendingJoinRequests(organisationId ?? ''),
    enabled: enabled && !!organisationId,
    staleTime: 30_000,
    // New requests arrive while an admin works elsewhere in the app.
    refetchInterval: 60_000,
  });
}

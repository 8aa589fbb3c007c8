import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listMyClaims, listPendingClaims, myAuthorKey } from './claims-service';
import { listAuthors } from './service';

export const authorKeys = { all: ['authors'] as const };

export const useAuthors = () => useQuery({ queryKey: [...authorKeys.all, 'list'], queryFn: listAuthors });
export const useMyAuthorKey = (uid: string | undefined) =>
  useQuery({ queryKey: [...authorKeys.all, 'mine', uid], queryFn: myAuthorKey, enabled: Boolean(uid) });
export const useMyClaims = (uid: string | undefined) =>
  useQuery({ queryKey: [...authorKeys.all, 'myClaims', uid], queryFn: listMyClaims, enabled: Boolean(uid) });
export const usePendingClaims = (enabled: boolean) =>
  useQuery({ queryKey: [...authorKeys.all, 'pendingClaims'], queryFn: listPendingClaims, enabled });

export function useRefreshAuthors() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: authorKeys.all });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listMyClaims, listPendingClaims, myAuthorKey } from './claims-service';
import { listAuthorContacts, listAuthors, mergeAuthors, type AuthorRow } from './service';

export interface MergeVariables {
  survivorKey: string;
  mergedKey: string;
  survivor: AuthorRow;
  merged: AuthorRow;
}

export const authorKeys = { all: ['authors'] as const };

export const useAuthors = () => useQuery({ queryKey: [...authorKeys.all, 'list'], queryFn: listAuthors });
/** Curators only: the rules refuse the addresses to anyone else, so the query waits for `enabled`. */
export const useAuthorContacts = (enabled: boolean) =>
  useQuery({ queryKey: [...authorKeys.all, 'contacts'], queryFn: listAuthorContacts, enabled });
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

/** Merges a duplicate profile into the survivor; the lists are read again whether it worked or not. */
export function useMergeAuthors() {
  const refresh = useRefreshAuthors();
  return useMutation({
    // The two profiles ride along as variables so the outcome can name them after the lists are read again.
    mutationFn: ({ survivorKey, mergedKey }: MergeVariables) => mergeAuthors(survivorKey, mergedKey),
    onSettled: () => void refresh(),
  });
}

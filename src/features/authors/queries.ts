import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recordingKeys } from '../../lib/query-keys';
import { deleteFile, listFolder, storageStatus } from '../../lib/storage';
import { decideClaim, fileClaim, listMyClaims, listPendingClaims, myAuthorKey } from './claims-service';
import { AUTHOR_IMAGES_FOLDER, orphanedFiles } from './orphans';
import type { RebuildProgress } from './project-keys';
import { rebuildAuthorProjectKeys } from './project-keys-service';
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

/** Files a claim for a profile; the caller's claims are read again once it is filed. */
export function useFileClaim() {
  const refresh = useRefreshAuthors();
  return useMutation({
    mutationFn: ({ authorKey, message }: { authorKey: string; message: string }) =>
      fileClaim(authorKey, message),
    onSuccess: () => void refresh(),
  });
}

/** A super admin's decision on a claim; approving links the profile to the claimant. */
export function useDecideClaim() {
  const refresh = useRefreshAuthors();
  return useMutation({
    mutationFn: ({ claimId, status }: { claimId: string; status: 'approved' | 'rejected' }) =>
      decideClaim(claimId, status),
    onSuccess: () => void refresh(),
  });
}

/** Storage may be absent (no emulator here): the status is asked first and the screen says why. */
async function findOrphans() {
  const status = await storageStatus();
  if (!status.available) return { status, orphans: [] as string[] };
  const [files, authors] = await Promise.all([listFolder(AUTHOR_IMAGES_FOLDER), listAuthors()]);
  return { status, orphans: orphanedFiles(files, authors) };
}
const orphanKeys = [...authorKeys.all, 'orphanedFiles'] as const;
export const useOrphanedFiles = () => useQuery({ queryKey: orphanKeys, queryFn: findOrphans });

/** Deletes one orphaned image; the folder is listed again whether it worked or not. */
export function useDeleteOrphan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (path: string) => deleteFile(path),
    onSettled: () => client.invalidateQueries({ queryKey: orphanKeys }),
  });
}

/**
 * The super admin's rebuild of the authors' project lists. Recordings and authors are read again whatever the
 * outcome: a run that failed half-way may have corrected some profiles.
 */
export function useRebuildAuthorCounts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (onProgress: (progress: RebuildProgress) => void) => rebuildAuthorProjectKeys(onProgress),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: recordingKeys.all });
      void client.invalidateQueries({ queryKey: authorKeys.all });
    },
  });
}

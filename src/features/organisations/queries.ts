import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listGeneratedCodes } from '../access-codes';
import { listGroups } from './groups-service';
import { previewCleanup, runCleanup, type CleanupOptions } from './removal-service';
import { getOrganisation, listMembers } from './service';

/** React Query keys and hooks for one organisation's staff screens. */
export const orgKeys = {
  all: (orgId: string) => ['organisation', orgId] as const,
  organisation: (orgId: string) => ['organisation', orgId, 'doc'] as const,
  members: (orgId: string) => ['organisation', orgId, 'members'] as const,
  groups: (orgId: string) => ['organisation', orgId, 'groups'] as const,
  codes: (orgId: string) => ['organisation', orgId, 'codes'] as const,
  cleanup: (orgId: string) => ['organisation', orgId, 'cleanup'] as const,
};

export const useOrganisation = (orgId: string) =>
  useQuery({
    queryKey: orgKeys.organisation(orgId),
    queryFn: () => getOrganisation(orgId),
    enabled: !!orgId,
  });
export const useMembers = (orgId: string) =>
  useQuery({ queryKey: orgKeys.members(orgId), queryFn: () => listMembers(orgId), enabled: !!orgId });
export const useGroups = (orgId: string) =>
  useQuery({ queryKey: orgKeys.groups(orgId), queryFn: () => listGroups(orgId), enabled: !!orgId });
export const useGeneratedCodes = (orgId: string) =>
  useQuery({ queryKey: orgKeys.codes(orgId), queryFn: () => listGeneratedCodes(orgId), enabled: !!orgId });

/** After any membership change everything about the organisation may have moved: refetch it all. */
export function useRefreshOrganisation(orgId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: orgKeys.all(orgId) });
}

/** Who end-of-year cleanup would remove and who stays, read afresh each time the dialog opens. */
export const useCleanupPreview = (orgId: string) =>
  useQuery({
    queryKey: orgKeys.cleanup(orgId),
    queryFn: () => previewCleanup(orgId),
    enabled: !!orgId,
    staleTime: 0,
  });

export interface RunCleanupInput extends CleanupOptions {
  actorIsSuperAdmin: boolean;
}

/** Runs end-of-year cleanup; afterwards (done, stopped or failed) everything about the organisation is read again. */
export function useRunCleanup(orgId: string) {
  const refresh = useRefreshOrganisation(orgId);
  return useMutation({
    mutationFn: ({ actorIsSuperAdmin, ...options }: RunCleanupInput) =>
      runCleanup(orgId, actorIsSuperAdmin, options),
    onSettled: refresh,
  });
}

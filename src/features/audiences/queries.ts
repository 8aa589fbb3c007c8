import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Audience, AudienceDefinition, AudienceForm } from './model';
import {
  countAudience,
  createAudience,
  deleteAudience,
  groupOptions,
  listAudiences,
  listOptions,
  previewAudience,
  updateAudience,
  workshopOptions,
} from './service';

export const audienceKeys = {
  all: ['audiences'] as const,
  list: (orgId: string, cross: boolean) => ['audiences', 'list', orgId, cross] as const,
  options: (orgId: string, kind: string) => ['audiences', 'options', orgId, kind] as const,
  preview: (orgId: string, d: AudienceDefinition) => ['audiences', 'preview', orgId, d] as const,
  count: (orgId: string, audienceId: string) => ['audiences', 'count', orgId, audienceId] as const,
};

export const useAudiences = (orgId: string, crossOrganisation: boolean) =>
  useQuery({
    queryKey: audienceKeys.list(orgId, crossOrganisation),
    queryFn: () => listAudiences(orgId, crossOrganisation),
    enabled: !!orgId,
  });

const OPTION_READS = { groups: groupOptions, lists: listOptions, workshops: workshopOptions };
export const useSourceOptions = (orgId: string, kind: keyof typeof OPTION_READS) =>
  useQuery({ queryKey: audienceKeys.options(orgId, kind), queryFn: () => OPTION_READS[kind](orgId) });

/** The live count of a definition being edited; the last answer stays on screen while the next is asked. */
export const useAudiencePreview = (orgId: string, definition: AudienceDefinition, enabled: boolean) =>
  useQuery({
    queryKey: audienceKeys.preview(orgId, definition),
    queryFn: () => previewAudience(orgId, definition),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useAudienceCount = (orgId: string, audienceId: string) =>
  useQuery({
    queryKey: audienceKeys.count(orgId, audienceId),
    queryFn: () => countAudience(orgId, audienceId),
    enabled: !!audienceId,
    retry: false,
  });

export function useSaveAudience(orgId: string, by: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ form, existing }: { form: AudienceForm; existing?: Audience }): Promise<void> => {
      if (existing) await updateAudience(existing, form);
      else await createAudience(orgId, by, form);
    },
    onSettled: () => client.invalidateQueries({ queryKey: audienceKeys.all }),
  });
}

export function useDeleteAudience() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAudience(id),
    onSettled: () => client.invalidateQueries({ queryKey: audienceKeys.all }),
  });
}

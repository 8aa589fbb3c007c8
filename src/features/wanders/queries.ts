import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WanderInput, WanderStatus } from './model';
import { audioDurations, createWander, listWanders, updateWander, type WanderScope } from './service';

export const wanderKeys = {
  all: ['wanders'] as const,
  list: (scope: WanderScope) => [...wanderKeys.all, scope.organisationId, scope.projectId] as const,
};

export function useWanders(scope: WanderScope | null) {
  return useQuery({
    queryKey: scope ? wanderKeys.list(scope) : [...wanderKeys.all, 'none'],
    queryFn: () => (scope ? listWanders(scope) : Promise.resolve([])),
    enabled: Boolean(scope),
  });
}

export interface SaveWander {
  id: string;
  isNew: boolean;
  input: WanderInput;
  status: WanderStatus;
}

/** Creates or updates a wander; the list is read again whatever the outcome. */
export function useSaveWander(scope: WanderScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isNew, input, status }: SaveWander) =>
      isNew ? createWander(id, scope, input, status) : updateWander(id, input, status),
    onSettled: () => client.invalidateQueries({ queryKey: wanderKeys.list(scope) }),
  });
}

/** The audio files' lengths, measured once per set of files. */
export function useAudioDurations(urls: readonly string[]) {
  const sorted = [...new Set(urls)].sort();
  return useQuery({
    queryKey: [...wanderKeys.all, 'durations', sorted],
    queryFn: () => audioDurations(sorted),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

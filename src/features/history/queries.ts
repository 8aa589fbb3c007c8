import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HistoryFilters } from './model';
import { listHistoryPage, undoHistoryEntry, type HistoryCursor } from './service';

export const historyKeys = {
  all: ['history'] as const,
  list: (f: HistoryFilters) => ['history', 'list', f] as const,
};

/** An organisation's history, a page at a time ("Show older" fetches the next). */
export function useHistory(f: HistoryFilters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: historyKeys.list(f),
    queryFn: ({ pageParam }) => listHistoryPage(f, pageParam),
    initialPageParam: null as HistoryCursor | null,
    getNextPageParam: (page) => page.next,
    enabled: enabled && Boolean(f.organisationId),
  });
}

/** Undoes one entry; afterwards the history (which holds the undo's own entry) and every screen read anew. */
export function useUndoHistory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: undoHistoryEntry,
    onSettled: () => qc.invalidateQueries(),
  });
}

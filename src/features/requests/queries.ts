import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { workshopKeys, type WorkshopInput } from '../workshops';
import type { Cursors, RequestKind } from './model';
import {
  changeStatus,
  createWorkshopFromRequest,
  getRequest,
  listInboxPage,
  type InboxFilters,
  type InboxPage,
  type StatusStep,
} from './service';

export const requestKeys = {
  all: ['requests'] as const,
  pages: (f: InboxFilters) => ['requests', 'pages', f] as const,
  one: (kind: RequestKind, id: string) => ['requests', 'one', kind, id] as const,
};

/** The inbox a page at a time; each next page goes on from the previous page's cursors. */
export const useInboxPages = (filters: InboxFilters, enabled = true) =>
  useInfiniteQuery({
    queryKey: requestKeys.pages(filters),
    queryFn: ({ pageParam }) => listInboxPage(filters, pageParam),
    initialPageParam: {} as Cursors,
    getNextPageParam: (last: InboxPage) => (last.more ? last.cursors : undefined),
    enabled,
  });

export const useRequest = (kind: RequestKind, id: string) =>
  useQuery({ queryKey: requestKeys.one(kind, id), queryFn: () => getRequest(kind, id) });

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: requestKeys.all });
}

export function useChangeStatus() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (step: StatusStep) => changeStatus(step), onSettled: refresh });
}

export function useCreateWorkshopFromRequest() {
  const refresh = useRefresh();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ step, input }: { step: Omit<StatusStep, 'to'>; input: WorkshopInput }) =>
      createWorkshopFromRequest(step, input),
    onSettled: async () => {
      await refresh();
      await client.invalidateQueries({ queryKey: workshopKeys.all });
    },
  });
}

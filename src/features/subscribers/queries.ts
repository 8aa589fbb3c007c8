import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WithId } from '../../lib/converter';
import { customFieldsKey } from '../../lib/custom-fields';
import type { ListForm, SubscriberFilter, SubscriberList } from './model';
import * as service from './service';

export const subscriberKeys = {
  all: ['subscribers'] as const,
  lists: (organisationId: string) => ['subscribers', 'lists', organisationId] as const,
  listCounts: (organisationId: string, listId: string) =>
    ['subscribers', 'listCounts', organisationId, listId] as const,
  page: (f: SubscriberFilter, pageSize: number, pageIndex: number) =>
    ['subscribers', 'page', f, pageSize, pageIndex] as const,
  count: (f: SubscriberFilter) => ['subscribers', 'count', f] as const,
  fields: customFieldsKey,
};

export const useSubscriberLists = (organisationId: string) =>
  useQuery({
    queryKey: subscriberKeys.lists(organisationId),
    queryFn: () => service.listLists(organisationId),
    enabled: !!organisationId,
  });

/** The counts of one list per status; refreshed whenever a subscriber changes (invalidation of 'subscribers'). */
export const useListCounts = (organisationId: string, listId: string) =>
  useQuery({
    queryKey: subscriberKeys.listCounts(organisationId, listId),
    queryFn: () => service.listCounts(organisationId, listId),
    refetchInterval: 15_000,
  });

/**
 * A page of the table. `cursors[i]` is the last row of page i-1 (null for the first page), kept by the screen, so
 * moving forward or back reads exactly one page from Firestore.
 */
export const useSubscriberPage = (
  f: SubscriberFilter,
  pageSize: number,
  pageIndex: number,
  cursor: service.Cursor | null,
) =>
  useQuery({
    queryKey: subscriberKeys.page(f, pageSize, pageIndex),
    queryFn: () => service.subscriberPage(f, pageSize, cursor),
    enabled: !!f.organisationId,
    placeholderData: keepPreviousData,
  });

export const useSubscriberCount = (f: SubscriberFilter) =>
  useQuery({
    queryKey: subscriberKeys.count(f),
    queryFn: () => service.countSubscribers(f),
    enabled: !!f.organisationId,
  });

/** Any write to the audience: afterwards the tables, totals and list counts are read again. */
export function useSubscriberMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: subscriberKeys.all }),
  });
}

export const useSaveList = (organisationId: string) =>
  useSubscriberMutation((args: { form: ListForm; existing?: WithId<SubscriberList> }) =>
    service.saveList(organisationId, args.form, args.existing),
  );

/** The organisation's custom fields (key and label): the import's choices, the dialog's and table's fields. */
export { useCustomFields } from '../../lib/custom-fields';

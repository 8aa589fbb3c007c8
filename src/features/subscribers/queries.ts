import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { subscriberId } from '@storytelling/shared/subscribers';
import type { CustomFieldDef } from '@storytelling/shared/custom-fields';
import type { WithId } from '../../lib/converter';
import { customFieldsKey } from '../../lib/custom-fields';
import { pendingSaves } from '../../lib/pending-saves';
import type { BulkOperation } from '@storytelling/shared/subscriber-bulk';
import type {
  ImportPlan,
  ImportRow,
  ListForm,
  Subscriber,
  SubscriberFilter,
  SubscriberForm,
  SubscriberList,
} from './model';
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
function useSubscriberMutation<A, R>(fn: (args: A) => Promise<R>) {
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

export const useDeleteList = (organisationId: string) =>
  useSubscriberMutation((listId: string) => service.deleteList(organisationId, listId));

/**
 * Someone added as pending is asked at once: a pending record receives nothing until its owner confirms. An edit
 * that leaves a record pending asks nothing again.
 */
export const asksToConfirm = (form: SubscriberForm, existing?: Pick<Subscriber, 'status'>) =>
  form.status === 'pending' && existing?.status !== 'pending';

/** Adds a subscriber by hand or saves the edit of one, and sends the confirmation e-mail a new pending one needs. */
export const useSaveSubscriber = (organisationId: string) =>
  useSubscriberMutation(
    async ({ form, existing }: { form: SubscriberForm; existing?: WithId<Subscriber> }) => {
      await service.saveSubscriber(organisationId, form, existing);
      if (asksToConfirm(form, existing))
        await service.sendConfirmations(organisationId, [subscriberId(organisationId, form.email)]);
    },
  );

/** Deletes a subscriber, or erases them (the server keeps only the address's suppression). */
export const useRemoveSubscriber = (organisationId: string) =>
  useSubscriberMutation(async ({ row, erase }: { row: WithId<Subscriber>; erase: boolean }) =>
    erase ? service.eraseSubscriber(organisationId, row.email) : service.deleteSubscriber(row.id),
  );

export const useBulkUpdate = () =>
  useSubscriberMutation(({ ids, action }: { ids: string[]; action: service.BulkAction }) =>
    service.bulkUpdate(ids, action),
  );

export const useSendConfirmations = (organisationId: string) =>
  useSubscriberMutation(({ ids, listId }: { ids: string[]; listId?: string }) =>
    service.sendConfirmations(organisationId, ids, listId),
  );

/**
 * Starts a change to everyone matching the filter on the server; the tables are read again when the job is done
 * (its watcher invalidates them), not when it starts.
 */
export const useStartBulkJob = () =>
  useMutation({
    mutationFn: ({ filter, operation }: { filter: SubscriberFilter; operation: BulkOperation }) =>
      service.startBulkJob(filter, operation),
  });

/** Every subscriber of the filtered set, read once for the CSV export. */
export const useExportSubscribers = () =>
  useMutation({ mutationFn: (filter: SubscriberFilter) => service.allSubscribers(filter) });

/** What an import's plan needs from the server (existing records, suppressions), read when asked to preview. */
export const useImportFacts = (organisationId: string) =>
  useMutation({ mutationFn: (rows: ImportRow[]) => service.readImportFacts({ organisationId, rows }) });

/**
 * Writes an import: its new custom fields are listed first (a record never carries a field its organisation
 * does not list), then the records in batches, `onProgress` told after each. The batches are sent from this page:
 * leaving it half-way asks first (see LeaveGuard).
 */
export function useWriteImport(organisationId: string) {
  const client = useQueryClient();
  return useSubscriberMutation(
    async ({
      plan,
      newFields,
      onProgress,
    }: {
      plan: ImportPlan;
      newFields: readonly CustomFieldDef[];
      onProgress: (written: number) => void;
    }) => {
      const ended = pendingSaves.start();
      try {
        if (newFields.length) {
          await service.addCustomFields(organisationId, newFields);
          void client.invalidateQueries({ queryKey: subscriberKeys.fields(organisationId) });
        }
        return await service.writeImport(plan, onProgress);
      } finally {
        ended();
      }
    },
  );
}

/** The organisation's custom fields (key and label): the import's choices, the dialog's and table's fields. */
export { useCustomFields } from '../../lib/custom-fields';

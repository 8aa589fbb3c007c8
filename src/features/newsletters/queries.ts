import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../kernel/dates';
import { newRequestId } from '../../lib/email-client';
import type { Campaign, ComposeValues, TrackCounts } from './model';
import {
  audienceCount,
  createDraft,
  deleteDraft,
  duplicateCampaign,
  getAsSent,
  listFailures,
  listLists,
  runCommand,
  saveDraft,
  schedule,
  testSend,
  watchCampaigns,
  watchTrackCounts,
  type CampaignCommand,
} from './service';

export const newsletterKeys = {
  lists: (orgId: string) => ['newsletters', orgId, 'lists'] as const,
  audience: (orgId: string, lists: readonly string[]) =>
    ['newsletters', orgId, 'audience', [...lists].sort()] as const,
  failures: (campaignId: string, failed: number) => ['newsletters', 'failures', campaignId, failed] as const,
  asSent: (campaignId: string) => ['newsletters', 'asSent', campaignId] as const,
};

/** The message as sent, read when the view is opened (it never changes once written). */
export const useAsSent = (campaignId: string, enabled: boolean) =>
  useQuery({
    queryKey: newsletterKeys.asSent(campaignId),
    queryFn: () => getAsSent(campaignId),
    enabled,
    staleTime: Infinity,
  });

/** The organisation's campaigns from a Firestore listener, in the same four states QueryState shows. */
export function useCampaigns(orgId: string | null) {
  const [state, setState] = useState<{ orgId: string | null; data?: Campaign[]; error?: Error }>({
    orgId: null,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!orgId) return;
    return watchCampaigns(
      orgId,
      (data) => setState({ orgId, data }),
      (error) => setState({ orgId, error }),
    );
  }, [orgId, attempt]);
  const mine = state.orgId === orgId ? state : { orgId };
  return {
    isPending: !mine.data && !mine.error,
    isError: !!mine.error,
    error: mine.error ?? null,
    data: mine.data,
    // QueryState's "Try again": listen afresh.
    refetch: (async () => setAttempt((a) => a + 1)) as unknown as UseQueryResult<Campaign[]>['refetch'],
  };
}

/**
 * A campaign's open and click counts from a listener on its shards, while `enabled` (a tracked campaign that has
 * been sent or is sending). `counts` is undefined until the first snapshot; `error` when they cannot be read.
 */
export function useTrackCounts(
  campaignId: string,
  enabled: boolean,
): { counts?: TrackCounts; error?: Error } {
  const [state, setState] = useState<{ campaignId: string; counts?: TrackCounts; error?: Error }>({
    campaignId: '',
  });
  useEffect(() => {
    if (!enabled) return;
    return watchTrackCounts(
      campaignId,
      (counts) => setState({ campaignId, counts }),
      (error) => setState({ campaignId, error }),
    );
  }, [campaignId, enabled]);
  return state.campaignId === campaignId && enabled ? state : {};
}

export const useNewsletterLists = (orgId: string | null) =>
  useQuery({
    queryKey: newsletterKeys.lists(orgId ?? ''),
    queryFn: () => listLists(orgId!),
    enabled: !!orgId,
  });

export const useAudienceCount = (orgId: string, lists: readonly string[]) =>
  useQuery({
    queryKey: newsletterKeys.audience(orgId, lists),
    queryFn: () => audienceCount(orgId, [...lists]),
    enabled: lists.length > 0,
  });

export const useFailures = (campaignId: string, failed: number) =>
  useQuery({
    queryKey: newsletterKeys.failures(campaignId, failed),
    queryFn: () => listFailures(campaignId),
    enabled: failed > 0,
  });

/** A mutation that refreshes the audience figures after it (a send changes nothing else cached). */
export function useNewsletterMutation<A, R>(fn: (a: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: ['newsletters'] }),
  });
}

export const useCreateDraft = (orgId: string, uid: string) =>
  useNewsletterMutation((values: ComposeValues) => createDraft(orgId, uid, values));

export const useDuplicateCampaign = (uid: string) =>
  useNewsletterMutation((from: Campaign) => duplicateCampaign(from, uid));

/** A newsletter never saved has nothing stored to delete. */
export const useDeleteDraft = () =>
  useNewsletterMutation((id: string) => (id ? deleteDraft(id) : Promise.resolve()));

/** What the compose form does with a draft once it is saved: nothing more, a test to me, a time, or the send. */
export type DraftAction =
  { kind: 'save' } | { kind: 'test' } | { kind: 'schedule'; at: Date } | { kind: 'send' };

/**
 * Saves the draft (stores a new one through `saveNew`, saves a stored one when it changed), then does the action
 * with the stored id, so what is sent is what is on screen. Resolves to that id and what to say (null: nothing).
 */
export const useDraftAction = () =>
  useNewsletterMutation(
    async ({
      id,
      values,
      changed,
      saveNew,
      action,
    }: {
      id: string;
      values: ComposeValues;
      changed: boolean;
      saveNew?: (values: ComposeValues) => Promise<string>;
      action: DraftAction;
    }): Promise<{ id: string; text: string | null }> => {
      let stored = id;
      if (!stored) {
        if (!saveNew) throw new Error('This newsletter cannot be saved here');
        stored = await saveNew(values);
      } else if (changed) await saveDraft(stored, values);
      switch (action.kind) {
        case 'save':
          return { id: stored, text: 'Draft saved' };
        case 'test':
          return { id: stored, text: `Test sent to ${(await testSend(stored, newRequestId())).sentTo}` };
        case 'schedule':
          await schedule(stored, action.at);
          return { id: stored, text: `Scheduled for ${formatDateTime(action.at)}` };
        case 'send':
          await runCommand(stored, 'send');
          return { id: stored, text: null };
      }
    },
  );

/** A command on a campaign past its draft; resolves to what to say, or null. */
export const useCampaignCommand = (campaignId: string) =>
  useNewsletterMutation(
    async ({ action, done }: { action: CampaignCommand | 'unschedule'; done?: string }) => {
      if (action === 'unschedule') {
        await schedule(campaignId, null);
        return done ?? null;
      }
      const r = await runCommand(campaignId, action);
      if (action === 'resendFailed') return `${r.requeued ?? 0} failed deliveries queued again`;
      return done ?? null;
    },
  );

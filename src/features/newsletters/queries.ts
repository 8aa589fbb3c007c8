import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Campaign, TrackCounts } from './model';
import {
  audienceCount,
  getAsSent,
  listFailures,
  listLists,
  watchCampaigns,
  watchTrackCounts,
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

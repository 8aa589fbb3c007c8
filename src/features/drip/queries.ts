import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DripCampaignForm, DripState, DripStep } from './model';
import {
  changeEnrolment,
  createCampaign,
  deleteCampaign,
  listCampaigns,
  listEnrolments,
  listSubscriberLists,
  saveCampaign,
  existingOnList,
  sendStepTest,
  setCampaignState,
  type EnrolmentChange,
} from './service';

export const dripKeys = {
  all: ['drip'] as const,
  campaigns: (orgId: string) => ['drip', orgId, 'campaigns'] as const,
  enrolments: (orgId: string, campaignId: string) => ['drip', orgId, 'enrolments', campaignId] as const,
  lists: (orgId: string) => ['drip', orgId, 'lists'] as const,
};

/** The job sends in the background; the figures follow it every few seconds while the screen is open. */
const LIVE_MS = 5000;

export const useDripCampaigns = (orgId: string) =>
  useQuery({ queryKey: dripKeys.campaigns(orgId), queryFn: () => listCampaigns(orgId), enabled: !!orgId });
/**
 * The active campaigns that start when someone joins one of the organisation's lists, by list: what an import
 * or a bulk add would set going, for the screens that ask first.
 */
export function useListAutomations(orgId: string) {
  const campaigns = useDripCampaigns(orgId);
  const byList = new Map<string, string[]>();
  for (const c of campaigns.data ?? [])
    if (c.state === 'active' && c.trigger.type === 'listJoined' && c.trigger.listId)
      byList.set(c.trigger.listId, [...(byList.get(c.trigger.listId) ?? []), c.name]);
  return { byList, isPending: campaigns.isPending, isError: campaigns.isError };
}
export const useDripEnrolments = (orgId: string, campaignId: string) =>
  useQuery({
    queryKey: dripKeys.enrolments(orgId, campaignId),
    queryFn: () => listEnrolments(orgId, campaignId),
    enabled: !!orgId && !!campaignId,
    refetchInterval: LIVE_MS,
  });
export const useSubscriberLists = (orgId: string) =>
  useQuery({
    queryKey: dripKeys.lists(orgId),
    queryFn: () => listSubscriberLists(orgId),
    enabled: !!orgId,
    retry: 1,
  });

export function useCreateCampaign(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: DripCampaignForm) => createCampaign(orgId, form),
    onSuccess: () => client.invalidateQueries({ queryKey: dripKeys.campaigns(orgId) }),
  });
}
export function useSaveCampaign(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: string; form: DripCampaignForm }) => saveCampaign(id, form),
    onSuccess: () => client.invalidateQueries({ queryKey: dripKeys.campaigns(orgId) }),
  });
}
/**
 * Moves a campaign to another state; an activation may also enrol the people already on its list (after the
 * state is saved: the server enrols only into an active campaign). Resolves to how many were enrolled.
 */
export function useSetCampaignState(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      from,
      to,
      enrolExisting = false,
    }: {
      id: string;
      from: DripState;
      to: DripState;
      enrolExisting?: boolean;
    }) => {
      await setCampaignState(id, from, to);
      return enrolExisting ? existingOnList(id, false) : 0;
    },
    onSuccess: (_n, v) => {
      void client.invalidateQueries({ queryKey: dripKeys.campaigns(orgId) });
      if (v.enrolExisting) void client.invalidateQueries({ queryKey: ['drip', orgId, 'enrolments', v.id] });
    },
  });
}

export const useExistingOnList = (campaignId: string) =>
  useQuery({
    queryKey: ['drip', 'existing', campaignId],
    queryFn: () => existingOnList(campaignId, true),
    retry: 1,
    staleTime: 0,
  });
export function useDeleteCampaign(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCampaign(id),
    onSuccess: () => client.invalidateQueries({ queryKey: dripKeys.campaigns(orgId) }),
  });
}
export const useSendStepTest = () =>
  useMutation({
    mutationFn: ({
      campaignId,
      step,
    }: {
      campaignId: string;
      step: Pick<DripStep, 'subject' | 'bodyHtml'>;
    }) => sendStepTest(campaignId, step),
  });

export function useChangeEnrolment(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: EnrolmentChange) => changeEnrolment(change),
    onSuccess: (_d, change) =>
      client.invalidateQueries({ queryKey: dripKeys.enrolments(orgId, change.campaignId) }),
  });
}

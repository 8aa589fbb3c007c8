import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Availability, Workshop } from './model';
import { useRequestId } from './public-actions';
import {
  assignFacilitators,
  cancelWorkshop,
  createWorkshop,
  respondToWorkshop,
  retryFailedSends,
  saveAvailability,
  sendParticipantUpdate,
  updateWorkshop,
  type WorkshopInput,
  getAvailability,
  listFacilitators,
  listInterest,
  listMyWorkshops,
  listUpcomingWorkshops,
  listWorkshops,
  getPublicWorkshop,
  listUpcomingPage,
  type PublicPage,
} from './service';
import { localDayIso } from '../../kernel/dates';
import { awaitingFeedbackJob } from './delivery-model';

import { workshopKeys } from './keys';

export { workshopKeys };

export const todayIso = () => localDayIso();

/**
 * While a workshop just marked delivered waits for the server's feedback job (every few seconds locally, every
 * minute in production), the list is read again now and then, so the manager sees the form go out.
 */
const FEEDBACK_POLL_MS = 5_000;
export const useWorkshops = () =>
  useQuery({
    queryKey: workshopKeys.list(),
    queryFn: listWorkshops,
    refetchInterval: (q) => (q.state.data?.some((w) => awaitingFeedbackJob(w)) ? FEEDBACK_POLL_MS : false),
  });
export const useUpcomingWorkshops = (today: string) =>
  useQuery({ queryKey: workshopKeys.upcoming(today), queryFn: () => listUpcomingWorkshops(today) });
/** One workshop as the public sees it (the landing page of one workshop; not bounded by the list's page). */
export const usePublicWorkshop = (id: string | undefined) =>
  useQuery({ queryKey: workshopKeys.public(id ?? ''), queryFn: () => getPublicWorkshop(id!), enabled: !!id });
/** The directory: upcoming public workshops a page at a time (the rules cap each query at 100). */
export const useUpcomingPages = (today: string) =>
  useInfiniteQuery({
    queryKey: [...workshopKeys.upcoming(today), 'pages'],
    queryFn: ({ pageParam }) => listUpcomingPage(today, pageParam),
    initialPageParam: null as PublicPage['next'],
    getNextPageParam: (last: PublicPage) => last.next,
  });
export const useMyWorkshops = (uid: string) =>
  useQuery({ queryKey: workshopKeys.mine(uid), queryFn: () => listMyWorkshops(uid), enabled: !!uid });
export const useInterest = (id: string | null) =>
  useQuery({ queryKey: workshopKeys.interest(id ?? ''), queryFn: () => listInterest(id!), enabled: !!id });
export const useAvailability = (uid: string) =>
  useQuery({ queryKey: workshopKeys.availability(uid), queryFn: () => getAvailability(uid), enabled: !!uid });
export const useFacilitators = () =>
  useQuery({ queryKey: workshopKeys.facilitators(), queryFn: listFacilitators });

// ---------- Changes: each refreshes what it changed ----------

function useRefreshWorkshops() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: workshopKeys.all });
}

/** Creates a workshop (no `id`) or saves one; resolves to its id once the lists are read again. */
export function useSaveWorkshop() {
  const refresh = useRefreshWorkshops();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: WorkshopInput }) => {
      if (!id) return createWorkshop(input);
      await updateWorkshop(id, input);
      return id;
    },
    onSuccess: refresh,
  });
}

/** The assignment is kept even when a confirmation e-mail fails, so the lists are read again either way. */
export function useAssignFacilitators() {
  const refresh = useRefreshWorkshops();
  return useMutation({
    mutationFn: ({ id, assignments }: { id: string; assignments: Workshop['facilitators'] }) =>
      assignFacilitators(id, assignments),
    onSettled: refresh,
  });
}

/** Resolves to the queued cancellation e-mail, or null when there was nobody to tell. */
export function useCancelWorkshop() {
  const refresh = useRefreshWorkshops();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => cancelWorkshop(id, reason),
    onSettled: refresh,
  });
}

export interface WorkshopResponse {
  id: string;
  /** For the words of the outcome. */
  title: string;
  response: 'available' | 'unavailable' | 'tentative';
}
/** A facilitator's answer; the answer may be saved even when the notice to support fails. */
export function useRespondToWorkshop() {
  const refresh = useRefreshWorkshops();
  return useMutation({
    mutationFn: ({ id, response }: WorkshopResponse) => respondToWorkshop(id, response),
    onSettled: refresh,
  });
}

export function useSaveAvailability(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bands: Availability['bands']) => saveAvailability(uid, bands),
    onSuccess: () => client.invalidateQueries({ queryKey: workshopKeys.availability(uid) }),
  });
}

/** An update to the participants who can attend: queued by the server, one message however often it is sent. */
export function useSendParticipantUpdate(workshopId: string) {
  const requestId = useRequestId();
  return useMutation({
    mutationFn: ({ message, recipients }: { message: string; recipients: string[] }) =>
      sendParticipantUpdate(workshopId, message, recipients, requestId.current()),
    onSuccess: requestId.renew,
  });
}

/** Sends an update's failed deliveries again. */
export function useRetryFailedSends() {
  return useMutation({ mutationFn: (messageId: string) => retryFailedSends(messageId) });
}

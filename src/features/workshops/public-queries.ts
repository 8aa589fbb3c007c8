import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { localDayIso } from '../../kernel/dates';
import { newRequestId } from '../../lib/email-client';
import { workshopKeys } from './keys';
import type { BookingRequest, InterestResponse } from './model';
import type { GroupRequestInput } from './service';

/**
 * The hooks of the public workshop pages (landing, booking), apart from queries.ts whose static import of the
 * service brings the streaming Firestore SDK and Auth with the page. Reads go through the lite SDK
 * (public-reads.ts); the service, and Auth with it, load when the person acts (shows interest, sends a request).
 * Same keys, same functions, same answers as the hooks of queries.ts.
 */
const service = () => import('./service');
const reads = () => import('./public-reads');

export const todayIso = () => localDayIso();

export const useUpcomingWorkshops = (today: string) =>
  useQuery({
    queryKey: workshopKeys.upcoming(today),
    queryFn: async () => (await (await reads()).readUpcomingPage(today)).workshops,
  });

/** One workshop as the public sees it (the landing page of one workshop; not bounded by the list's page). */
export const usePublicWorkshop = (id: string | undefined) =>
  useQuery({
    queryKey: workshopKeys.public(id ?? ''),
    queryFn: async () => (await reads()).readPublicWorkshop(id!),
    enabled: !!id,
  });

export function useShowInterest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      workshopId,
      interest,
      name,
    }: {
      workshopId: string;
      interest: InterestResponse;
      name: string;
    }) => (await service()).showInterest(workshopId, interest, name),
    onSettled: (_data, _error, { workshopId }) =>
      client.invalidateQueries({ queryKey: workshopKeys.interest(workshopId) }),
  });
}

/**
 * One id per request, chosen before the first attempt and kept across retries (a second click or a retried
 * request is the same request), renewed once it has gone through.
 */
function useRequestId() {
  const id = useRef(newRequestId());
  return { current: () => id.current, renew: () => void (id.current = newRequestId()) };
}

/** Files a booking request (with or without an account); the server e-mails it to the support address. */
export function useRequestBooking(organisationId: string) {
  const requestId = useRequestId();
  return useMutation({
    mutationFn: async (request: BookingRequest & { keepInformed?: boolean }) =>
      (await service()).requestBooking(request, organisationId, requestId.current()),
    onSuccess: requestId.renew,
  });
}

export function useRequestGroupWorkshop(organisationId: string) {
  const requestId = useRequestId();
  return useMutation({
    mutationFn: async (request: GroupRequestInput) =>
      (await service()).requestGroupWorkshop(request, organisationId, requestId.current()),
    onSuccess: requestId.renew,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { newRequestId } from '../../lib/email-client';
import { workshopKeys } from './keys';
import type { BookingRequest, InterestResponse } from './model';
import type { GroupRequestInput } from './service';

/**
 * What a person does on the public workshop pages (shows interest, books, asks for a group workshop), apart from
 * the read hooks (public-queries.ts) so a page that only reads does not download mutations. The service, and
 * Auth with it, load when the person acts. Used wherever a person does these (the participant dashboard too).
 */
const service = () => import('./service');

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
      Promise.all([
        client.invalidateQueries({ queryKey: workshopKeys.interest(workshopId) }),
        client.invalidateQueries({ queryKey: workshopKeys.myInterestAll }),
      ]),
  });
}

/**
 * One id per request, chosen before the first attempt and kept across retries (a second click or a retried
 * request is the same request), renewed once it has gone through.
 */
export function useRequestId() {
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

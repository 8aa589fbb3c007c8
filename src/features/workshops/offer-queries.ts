import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WithId } from '../../lib/converter';
import { workshopKeys } from './keys';
import type { Workshop } from './model';
import type { OfferAnswer } from './offer-model';
import { answerOffer, availabilityOf, listMyOffers, listOffersFor, offerWorkshop } from './offer-service';
import type { FacilitatorOption } from './service';

export const useOffersFor = (workshopId: string) =>
  useQuery({ queryKey: workshopKeys.offers(workshopId), queryFn: () => listOffersFor(workshopId) });
export const useMyOffers = (uid: string) =>
  useQuery({ queryKey: workshopKeys.myOffers(uid), queryFn: () => listMyOffers(uid), enabled: !!uid });
/** Several people's general availability (the ranking's facilitators, a group's members). */
export const useAvailabilityOf = (uids: string[], enabled = true) => {
  const sorted = [...new Set(uids)].sort();
  return useQuery({
    queryKey: workshopKeys.availabilityOf(sorted),
    queryFn: () => availabilityOf(sorted),
    enabled: enabled && sorted.length > 0,
  });
};

/** Resolves to the ids of the facilitators newly offered the workshop. */
export function useOfferWorkshop() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ workshop, to }: { workshop: WithId<Workshop>; to: FacilitatorOption[] }) =>
      offerWorkshop(workshop, to),
    onSettled: (_d, _e, { workshop }) =>
      client.invalidateQueries({ queryKey: workshopKeys.offers(workshop.id) }),
  });
}

export function useAnswerOffer(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; title: string; answer: OfferAnswer }) =>
      answerOffer(id, answer),
    onSuccess: () => client.invalidateQueries({ queryKey: workshopKeys.myOffers(uid) }),
  });
}

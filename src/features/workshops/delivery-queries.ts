import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deliveryForms, markWorkshopDelivered } from './delivery-service';
import { workshopKeys } from './keys';

export const deliveryFormsKey = (workshopId: string) => [...workshopKeys.all, 'delivery-forms', workshopId];

/** The forms the "Mark delivered" dialog shows: the linked one, or those it may link. */
export const useDeliveryForms = (workshopId: string, organisationId: string) =>
  useQuery({
    queryKey: deliveryFormsKey(workshopId),
    queryFn: () => deliveryForms(workshopId, organisationId),
  });

/** Marks a workshop delivered (linking a form when one is chosen), then reads the workshops again. */
export function useMarkDelivered() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, linkFormId }: { id: string; linkFormId?: string }) =>
      markWorkshopDelivered(id, linkFormId),
    onSuccess: () => client.invalidateQueries({ queryKey: workshopKeys.all }),
  });
}

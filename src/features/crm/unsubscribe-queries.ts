import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changeSubscription, getSubscription, type UnsubscribeAction } from './unsubscribe-service';

export const unsubscribeKeys = { state: (token: string) => ['unsubscribe', token] as const };

/** The link's state. No automatic retry: the page says what went wrong and offers "Try again" itself. */
export const useSubscription = (token: string) =>
  useQuery({
    queryKey: unsubscribeKeys.state(token),
    queryFn: () => getSubscription(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

/** Unsubscribes or resubscribes; the answer becomes the state the page shows. */
export function useChangeSubscription(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: UnsubscribeAction) => changeSubscription(token, action),
    onSuccess: (state) => client.setQueryData(unsubscribeKeys.state(token), state),
  });
}

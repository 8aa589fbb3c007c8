import { useMutation, useQuery } from '@tanstack/react-query';
import { confirmSignUp, describeConfirmation, describeList, signUp } from './public-service';

/**
 * The public sign-up pages' reads and writes, apart from queries.ts: these pages talk only to the `subscribers`
 * function and must not download the Firestore SDK that the staff screens' hooks bring.
 */
export const useListDescription = (listId: string) =>
  useQuery({ queryKey: ['signup', listId], queryFn: () => describeList(listId), retry: false });

export const useSignUp = () => useMutation({ mutationFn: signUp });

export const useConfirmationDescription = (token: string) =>
  useQuery({
    queryKey: ['signup-confirmation', token],
    queryFn: () => describeConfirmation(token),
    retry: false,
    enabled: token !== '',
  });

/** Only the person's press of the button confirms (opening the link changes nothing); twice is harmless. */
export const useConfirmSignUp = (token: string) => useMutation({ mutationFn: () => confirmSignUp(token) });

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '../../lib/query-keys';
import { readString, STORAGE_KEYS } from '../../lib/storage-keys';
import { useSession } from '../session';
import type { EmailInvitation } from './service';

/**
 * The invite screens' reads and writes. They open from links in e-mails, so the Firestore services load only when
 * first asked for, not with the screens.
 */
const service = () => import('./service');

export const inviteKeys = { invite: (inviteId: string) => ['invite', inviteId] as const };

/** Whether an invite link is valid, expired or unknown; asked once (a missing invite is an answer, not a failure). */
export const useInviteLookup = (inviteId: string) =>
  useQuery({
    queryKey: inviteKeys.invite(inviteId),
    // A one-shot read through the REST API: the streaming services load only when the invite is accepted.
    queryFn: async () => (await import('./public-reads')).readInvite(inviteId),
    retry: false,
  });

/** For someone not signed in: the account to create, or to sign in to when the e-mail already has one. */
export interface InviteAccount {
  displayName: string;
  email: string;
  password: string;
}

/**
 * Accepts the invite; resolves to false when the person already had the access. Someone not signed in passes
 * the account to create (or sign in to) first, and the session then holds them, as they would be after signing
 * in. The projects shared with them are read again, so Shared with me (and its place in the navigation) shows
 * the project at once.
 */
export function useAcceptInvite(inviteId: string) {
  const { reloadUser } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (account?: InviteAccount) => {
      if (account) {
        const session = await import('../session/service');
        await session.createAccountOrSignIn(account.email, account.password, account.displayName);
        try {
          return await (await service()).acceptInvite(inviteId);
        } finally {
          // Signed in either way: when accepting failed, the page offers the button again, not the form.
          const arrival = await session.arrivalOfSignedInUser(readString(STORAGE_KEYS.currentOrganisation));
          await reloadUser(arrival.role, arrival.organisationId ?? undefined);
        }
      }
      return (await service()).acceptInvite(inviteId);
    },
    onSettled: () => client.invalidateQueries({ queryKey: [...projectKeys.all, 'shared'] }),
  });
}

/** Sends a real invitation e-mail with a personal code; the code comes back even when the e-mail failed. */
export function useSendInvitation() {
  return useMutation({
    mutationFn: async (invitation: EmailInvitation) => (await service()).inviteByEmail(invitation),
  });
}

import { useMutation, useQuery } from '@tanstack/react-query';
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
    // The lite SDK's one-shot read: the streaming services load only when the invite is accepted.
    queryFn: async () => (await import('./public-reads')).readInvite(inviteId),
    retry: false,
  });

/** Accepts the invite for the signed-in user; resolves to false when they already had the access. */
export function useAcceptInvite(inviteId: string) {
  return useMutation({
    mutationFn: async () => (await service()).acceptInvite(inviteId),
  });
}

/** Sends a real invitation e-mail with a personal code; the code comes back even when the e-mail failed. */
export function useSendInvitation() {
  return useMutation({
    mutationFn: async (invitation: EmailInvitation) => (await service()).inviteByEmail(invitation),
  });
}

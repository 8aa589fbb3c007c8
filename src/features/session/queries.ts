import { useMutation } from '@tanstack/react-query';
import { useSession } from './session-context';

export interface OwnProfile {
  displayName: string;
  email: string;
  phone?: string;
}

/**
 * Saves the signed-in user's own name and contact e-mail; the session's facilitator flags are read again, so the
 * "profile incomplete" warning goes once the profile is complete. A failed re-read counts as a failed save.
 */
export function useUpdateOwnProfile() {
  const { refreshFlags } = useSession();
  return useMutation({
    mutationFn: async (profile: OwnProfile) => (await import('./profile-service')).updateOwnProfile(profile),
    onSuccess: () => refreshFlags(),
  });
}

import { useMutation } from '@tanstack/react-query';
import { useSession } from '../session';
import type { Registration } from './registration';

/**
 * Registering an organisation with its administrator's account, for the public registration
 * screen. Kept out of queries.ts, whose Firestore services would otherwise load with that screen: here they load
 * only when the form is sent. Afterwards the session is read again with the new admin role.
 */
export function useRegisterOrganisation() {
  const { reloadUser } = useSession();
  return useMutation({
    mutationFn: async (form: Registration): Promise<string> => {
      const [session, service] = await Promise.all([import('../session/service'), import('./service')]);
      await session.createAccountOrSignIn(form.email, form.password, form.displayName);
      const organisationId = await service.registerOrganisation(form);
      await reloadUser('organisationAdmin', organisationId);
      return organisationId;
    },
  });
}

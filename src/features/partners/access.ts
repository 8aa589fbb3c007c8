import { actorOf } from '../../kernel/permissions';
import { useSession } from '../session';
import { staffOrganisationIds } from '../../kernel/roles';

/**
 * Who sees which partners (as firestore.rules' partners block): a super admin every organisation (`scope`
 * null), an organisation's admins and moderators their own organisations; anyone else none.
 */
export function usePartnerAccess(): { scope: string[] | null; mayUse: boolean; uid: string } {
  const { user } = useSession();
  const actor = actorOf(user);
  if (!actor) return { scope: [], mayUse: false, uid: '' };
  if (actor.superAdmin) return { scope: null, mayUse: true, uid: actor.uid };
  const own = staffOrganisationIds(actor.roles).sort();
  return { scope: own, mayUse: own.length > 0, uid: actor.uid };
}

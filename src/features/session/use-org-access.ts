import { actorOf, can } from '../../kernel/permissions';
import { useSession } from './session-context';

/**
 * The organisation a staff screen works on and what the signed-in person may do there, asked of the permission
 * table (the same answers firestore.rules give): admins may update the organisation, staff (moderators, admins,
 * super admins everywhere) may list its members.
 */
export function useOrgAccess() {
  const { user, currentOrganisation } = useSession();
  const actor = actorOf(user);
  const target = { organisationId: currentOrganisation };
  return {
    user,
    organisationId: currentOrganisation,
    organisationName: (currentOrganisation && user?.organisations[currentOrganisation]?.name) || '',
    isSuperAdmin: actor?.superAdmin ?? false,
    isAdmin: can(actor, 'Organisations', 'update', target),
    isModerator: can(actor, 'Organisations/members', 'list', target),
  };
}

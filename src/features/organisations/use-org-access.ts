import { useSession } from '../session/session-context';

/**
 * The organisation a staff screen works on and what the signed-in person may do there. A super admin counts as
 * organisation admin and moderator everywhere (spec section 6).
 */
export function useOrgAccess() {
  const { user, currentOrganisation } = useSession();
  const isSuperAdmin = user?.userRole === 'superAdmin';
  const roles = (currentOrganisation && user?.organisations[currentOrganisation]?.roles) || [];
  const isAdmin = isSuperAdmin || roles.includes('organisationAdmin');
  const isModerator = isAdmin || roles.includes('moderator');
  return {
    user,
    organisationId: currentOrganisation,
    organisationName: (currentOrganisation && user?.organisations[currentOrganisation]?.name) || '',
    isSuperAdmin,
    isAdmin,
    isModerator,
  };
}

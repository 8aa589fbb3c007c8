import { useState } from 'react';
import { workingOrganisationId } from './model';
import { useOrganisationNames } from './queries';

/**
 * A screen's own choice of organisation for a super admin (it does not switch the session's organisation), with
 * the list to pick from: loaded only for super admins.
 */
export function usePickedOrganisation(access: { isSuperAdmin: boolean; organisationId?: string | null }) {
  const [picked, setPicked] = useState('');
  const organisations = useOrganisationNames(access.isSuperAdmin);
  return {
    orgId: workingOrganisationId(access, picked, organisations.data),
    organisations,
    pick: setPicked,
  };
}

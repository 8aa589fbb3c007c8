import { EmptyState } from './EmptyState';

/**
 * What an organisation's screen shows before it has an organisation: a super admin has none of their own and
 * picks one above; anyone else has not joined one yet.
 */
export function NoOrganisationChosen({ superAdmin }: { superAdmin: boolean }) {
  return <EmptyState title={superAdmin ? 'Pick an organisation' : 'You are not in an organisation yet'} />;
}

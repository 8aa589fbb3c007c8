import { CodesPanel } from './CodesPanel';
import { GroupsPanel } from './GroupsPanel';
import { MembersPanel } from './MembersPanel';
import { OrgWorkspace } from './OrgWorkspace';

/** Moderators manage members, temporary members, member codes and groups; roles stay with the admins. */
export default function ModeratorDashboardScreen() {
  return (
    <OrgWorkspace
      title="Moderator Dashboard"
      needs="moderator"
      tabs={[
        { id: 'members', label: 'Members', render: (id) => <MembersPanel organisationId={id} /> },
        { id: 'groups', label: 'Groups', render: (id) => <GroupsPanel organisationId={id} /> },
        { id: 'codes', label: 'Access codes', render: (id) => <CodesPanel organisationId={id} /> },
      ]}
    />
  );
}

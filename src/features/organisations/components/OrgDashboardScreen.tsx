import { CodesPanel } from './CodesPanel';
import { GroupsPanel } from './GroupsPanel';
import { MembersPanel } from './MembersPanel';
import { OrgWorkspace } from './OrgWorkspace';
import { ProjectInvitesPanel } from './ProjectInvitesPanel';

export default function OrgDashboardScreen() {
  return (
    <OrgWorkspace
      title="Organisation Dashboard"
      needs="admin"
      tabs={[
        { id: 'members', label: 'Members', render: (id) => <MembersPanel organisationId={id} cleanup /> },
        { id: 'groups', label: 'Groups', render: (id) => <GroupsPanel organisationId={id} /> },
        { id: 'codes', label: 'Access codes', render: (id) => <CodesPanel organisationId={id} /> },
        {
          id: 'invites',
          label: 'Project invites',
          render: (id) => <ProjectInvitesPanel organisationId={id} />,
        },
      ]}
    />
  );
}

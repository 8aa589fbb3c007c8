import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingRows } from '../../../components/LoadingRows';
import { MembersPanel } from './MembersPanel';
import { OrgWorkspace } from './OrgWorkspace';
import { usePendingJoinCount } from '../pending-joins';
import { useOrgAccess } from '../../session';

// The members tab is what an organisation admin lands on; the other tabs (their forms, the projects service and
// its Firestore lite reads) load when opened, so the first dashboard after sign-in downloads less.
const GroupsPanel = lazy(() => import('./GroupsPanel').then((m) => ({ default: m.GroupsPanel })));
const CodesPanel = lazy(() => import('./CodesPanel').then((m) => ({ default: m.CodesPanel })));
const JoinRequestsPanel = lazy(() =>
  import('./JoinRequestsPanel').then((m) => ({ default: m.JoinRequestsPanel })),
);
const ProjectInvitesPanel = lazy(() =>
  import('./ProjectInvitesPanel').then((m) => ({ default: m.ProjectInvitesPanel })),
);

/** A tab's own loading state, so that opening a tab does not blank the whole dashboard. */
const later = (panel: ReactNode) => <Suspense fallback={<LoadingRows />}>{panel}</Suspense>;

export default function OrgDashboardScreen() {
  const { organisationId, isAdmin } = useOrgAccess();
  const waiting = usePendingJoinCount(organisationId, isAdmin).data ?? 0;
  return (
    <OrgWorkspace
      title="Organisation Dashboard"
      needs="admin"
      tabs={[
        { id: 'members', label: 'Members', render: (id) => <MembersPanel organisationId={id} cleanup /> },
        {
          id: 'requests',
          label: waiting > 0 ? `Join requests (${waiting})` : 'Join requests',
          render: (id) => later(<JoinRequestsPanel organisationId={id} />),
        },
        { id: 'groups', label: 'Groups', render: (id) => later(<GroupsPanel organisationId={id} />) },
        { id: 'codes', label: 'Access codes', render: (id) => later(<CodesPanel organisationId={id} />) },
        {
          id: 'invites',
          label: 'Project invites',
          render: (id) => later(<ProjectInvitesPanel organisationId={id} />),
        },
      ]}
    />
  );
}

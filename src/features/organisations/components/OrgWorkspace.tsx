import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { useGeneratedCodes, useGroups, useMembers, useOrganisation } from '../queries';
import { useOrgAccess } from '../../session';
import { PageHeading } from '../../../components/PageHeading';

// Only a super admin chooses the organisation: its list and select field load for them, not with every dashboard.
const OrganisationChooser = lazy(() =>
  import('./OrganisationChooser').then((m) => ({ default: m.OrganisationChooser })),
);
const OrganisationPicker = lazy(() =>
  import('./OrganisationChooser').then((m) => ({ default: m.OrganisationPicker })),
);

export interface WorkspaceTab {
  id: string;
  label: string;
  render: (organisationId: string) => ReactNode;
}

/**
 * The frame of the organisation and moderator dashboards: which organisation (super admins pick any), a short
 * summary, and tabs kept in the URL so a reload or a shared link opens the same one.
 */
export function OrgWorkspace({
  title,
  tabs,
  needs,
}: {
  title: string;
  tabs: WorkspaceTab[];
  needs: 'admin' | 'moderator';
}) {
  const access = useOrgAccess();
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((t) => t.id === params.get('tab')) ?? tabs[0]!;
  const orgId = access.organisationId ?? '';
  const allowed = needs === 'admin' ? access.isAdmin : access.isModerator;
  const picker = access.isSuperAdmin && (
    <Suspense fallback={null}>
      <OrganisationPicker organisationId={orgId} />
    </Suspense>
  );

  if (!orgId) {
    return (
      <PageSection>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        {access.isSuperAdmin ? (
          <Suspense fallback={<LoadingRows label="Loading organisations" />}>
            <OrganisationChooser />
          </Suspense>
        ) : (
          <EmptyState
            title="You are not in an organisation yet"
            hint="Register your organisation, or join one with the link or code you were given."
            action={
              <Button component={RouterLink} to="/register-org" variant="contained">
                Register an organisation
              </Button>
            }
          />
        )}
      </PageSection>
    );
  }
  if (!allowed) {
    return (
      <PageSection>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        <Alert severity="warning">
          This page is for the organisation’s{' '}
          {needs === 'admin' ? 'administrators' : 'moderators and administrators'}.
        </Alert>
      </PageSection>
    );
  }
  return (
    <PageSection wide>
      <PageHeading title={title} action={picker}>
        <Summary organisationId={orgId} />
      </PageHeading>
      <Tabs
        value={tab.id}
        onChange={(_, id: string) => setParams({ tab: id }, { replace: true })}
        aria-label={`${title} sections`}
        variant="scrollable"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {tabs.map((t) => (
          <Tab key={t.id} value={t.id} label={t.label} id={`tab-${t.id}`} aria-controls={`panel-${t.id}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`panel-${tab.id}`} aria-labelledby={`tab-${tab.id}`}>
        {tab.render(orgId)}
      </Box>
    </PageSection>
  );
}

function Summary({ organisationId }: { organisationId: string }) {
  const org = useOrganisation(organisationId);
  const members = useMembers(organisationId);
  const groups = useGroups(organisationId);
  const codes = useGeneratedCodes(organisationId);
  const [now] = useState(() => Date.now());
  const live = codes.data?.filter((c) => c.expiresAt.getTime() > now).length;
  const count = (n: number | undefined, one: string, many: string) =>
    n === undefined ? '…' : `${n} ${n === 1 ? one : many}`;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="org-summary">
      {org.data?.name ?? '…'} · {count(members.data?.length, 'member', 'members')} ·{' '}
      {count(groups.data?.length, 'group', 'groups')} · {count(live, 'active code', 'active codes')}
    </Typography>
  );
}

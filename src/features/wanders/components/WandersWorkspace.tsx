import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { OrganisationSelect } from '../../../components/OrganisationSelect';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { usePickedOrganisation } from '../../organisations';
import { listOrganisationProjects } from '../../projects';
import { wanderKeys } from '../queries';
import { WanderProject } from './WanderProject';
import { useOrgAccess } from '../../session';
import { FilterSelect } from '../../../components/FilterSelect';
import { NoOrganisationChosen } from '../../../components/NoOrganisationChosen';

/**
 * /wanders-view: walks through a project's pins. Staff work on their current organisation's projects (an
 * organisation admin on its staff's projects, a moderator on their own); a super admin picks any organisation
 * first. Only projects that belong to the organisation (their organisationId) can have its wanders.
 */
export default function WandersWorkspace() {
  const access = useOrgAccess();
  const { orgId, organisations, pick } = usePickedOrganisation(access);
  const [pickedProject, setPickedProject] = useState('');
  const userId = access.user?.userId ?? '';
  const projects = useQuery({
    queryKey: [...wanderKeys.all, 'projects', orgId, userId, access.isAdmin || access.isSuperAdmin],
    queryFn: async () =>
      (
        await listOrganisationProjects(orgId, { userId, isAdmin: access.isAdmin || access.isSuperAdmin })
      ).filter((p) => p.organisationId === orgId),
    enabled: Boolean(orgId && userId),
  });
  const projectId = projects.data?.find((p) => p.id === pickedProject)?.id ?? projects.data?.[0]?.id ?? '';

  return (
    <PageSection wide>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          Wanders
        </Typography>
        {access.isSuperAdmin && (
          <OrganisationSelect
            organisations={organisations}
            value={orgId}
            minWidth={240}
            onChange={(id) => {
              pick(id);
              setPickedProject('');
            }}
          />
        )}
        {(projects.data?.length ?? 0) > 0 && (
          <FilterSelect
            label="Project"
            value={projectId}
            onChange={setPickedProject}
            options={(projects.data ?? []).map((p) => ({ value: p.id, label: p.projectName }))}
            minWidth={260}
          />
        )}
      </Stack>
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        A wander is an ordered walk through a project&apos;s pins. Check it before publishing: overlapping
        stories, stories longer than the walk between pins, pins off the route, pins with nothing to hear.
      </Typography>
      {!orgId ? (
        <NoOrganisationChosen superAdmin={access.isSuperAdmin} />
      ) : (
        <QueryState
          query={projects}
          loadingLabel="Loading projects"
          rows={3}
          errorText="The projects could not be loaded"
          empty={
            <EmptyState
              title="No projects of this organisation to walk"
              hint="Wanders are built on a project's pins; create a project for this organisation first."
            />
          }
        >
          {() =>
            projectId ? (
              <WanderProject key={`${orgId}/${projectId}`} scope={{ organisationId: orgId, projectId }} />
            ) : null
          }
        </QueryState>
      )}
    </PageSection>
  );
}

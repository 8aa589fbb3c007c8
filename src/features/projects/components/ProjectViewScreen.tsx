import AddIcon from '../../../components/icons/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../session';
import { pinCount } from '../project-form';
import {
  useProjectDeletion,
  useRefreshProjects,
  useStartProjectDeletion,
  useVisibleProjects,
} from '../queries';
import { selectProject, useSelectedProjectId } from '../selection';
import type { ProjectRow } from '../service';
import { CreateProjectDialog } from './CreateProjectDialog';
import { ProjectEditor } from './ProjectEditor';
import { ProjectList } from './ProjectList';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { actorOf, can } from '../../../kernel/permissions';
import { actsAsSuperAdmin, isStaff } from '../../../kernel/roles';
import { projectFacts } from '../permission-facts';
import { ArchiveExportCard } from './ArchiveExportCard';

/**
 * /project-view: the projects the user may see; the chosen one is the selected project and is edited here.
 * Which organisation groups may open a project is the organisations' business, so the app hands that card in
 * (`groups`) rather than this area reaching into another.
 */
export default function ProjectViewScreen({ groups }: { groups?: (project: ProjectRow) => ReactNode }) {
  const { user, currentOrganisation } = useSession();
  const projects = useVisibleProjects();
  const selectedId = useSelectedProjectId();
  const [creating, setCreating] = useState(false);
  const rows = projects.data;
  const selected = rows?.find((p) => p.id === selectedId) ?? null;
  // Projects are created in the current organisation, by its staff.
  const canCreate = can(actorOf(user), 'Projects', 'create', { organisationId: currentOrganisation });

  // Like the picker: a saved selection that is no longer visible falls back to the first project.
  useEffect(() => {
    const first = rows?.[0];
    if (first && !rows.some((p) => p.id === selectedId)) selectProject(first.id);
  }, [rows, selectedId]);

  const newButton = canCreate && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
      New project
    </Button>
  );

  const body = (
    <QueryState
      query={projects}
      loadingLabel="Loading projects"
      empty={
        <EmptyState
          title="No projects yet"
          hint={
            canCreate
              ? 'A project holds the pins and stories of one walk or place. Create the first one.'
              : 'Projects you manage appear here: as a moderator or organisation admin, or once a super admin makes you a project admin.'
          }
          action={newButton}
        />
      }
    >
      {(list) => (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <ProjectList rows={list} selectedId={selectedId} onSelect={selectProject} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            {selected ? (
              <ProjectDetails key={selected.id} project={selected} groups={groups} />
            ) : (
              <EmptyState title="Choose a project" hint="Its settings open here." />
            )}
          </Grid>
        </Grid>
      )}
    </QueryState>
  );

  return (
    <PageSection wide>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Typography variant="h1">Projects</Typography>
        {rows && rows.length > 0 && newButton}
      </Stack>
      {body}
      {user && (
        <CreateProjectDialog
          open={creating}
          onClose={() => setCreating(false)}
          ownerId={user.userId}
          organisationId={currentOrganisation}
          // The lists are read again before this runs (useCreateProject): a key the list did not hold yet
          // would fall back to the first project.
          onCreated={selectProject}
        />
      )}
    </PageSection>
  );
}

function ProjectDetails({
  project,
  groups,
}: {
  project: ProjectRow;
  groups: ((project: ProjectRow) => ReactNode) | undefined;
}) {
  const { user, currentOrganisation } = useSession();
  const refreshProjects = useRefreshProjects();
  const [confirming, setConfirming] = useState(false);
  const start = useStartProjectDeletion();
  const deletion = useProjectDeletion(project.id);
  // A finished job is only this project's when this screen started it (a key can be reused after a deletion).
  const running = deletion?.status === 'running';
  const finished = start.isSuccess && deletion?.status === 'done';
  const pins = pinCount(project);
  // The owner, the organisation's admins and super admins delete (project admins manage it but do not).
  const canDelete = can(actorOf(user), 'Projects', 'delete', { project: projectFacts(project) });

  // As the export function decides: super admins, and those of the project's organisation staff who may delete
  // it (its owner, an admin over the owner); project admins manage a project but are not its organisation's staff.
  const orgRoles = project.organisationId ? (user?.organisations[project.organisationId]?.roles ?? []) : [];
  const canExport = canDelete && (actsAsSuperAdmin(user?.userRole) || isStaff(orgRoles));

  useEffect(() => {
    if (!finished) return;
    selectProject(null);
    void refreshProjects();
  }, [finished, refreshProjects]);

  function remove() {
    start.mutate(project.id, { onSettled: () => setConfirming(false) });
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h2" sx={{ fontSize: 22, mr: 1 }}>
          {project.projectName}
        </Typography>
        <Chip size="small" color="primary" label="Selected" />
        <Chip size="small" label={project.isPrivate ? 'Private' : 'Public'} variant="outlined" />
        <Chip size="small" label={`${pins} pin${pins === 1 ? '' : 's'}`} variant="outlined" />
        {!project.isAvailable && <Chip size="small" color="warning" label="Not available" />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Key <code>{project.id}</code>
        {project.organisationId && project.organisationId !== currentOrganisation
          ? ` · organisation ${project.organisationId}`
          : ''}
        {' · '}
        <RouterLink to="/form-builder-view">Recording form</RouterLink>
        {' · '}
        <RouterLink to="/project-budget">Budget</RouterLink>
        {!project.isPrivate && (
          <>
            {' · '}
            <RouterLink to={`/forms-view/${encodeURIComponent(project.id)}`}>Public form</RouterLink>
          </>
        )}
      </Typography>
      <Section title="Settings">
        <ProjectEditor project={project} />
      </Section>
      {groups && <Section title="Groups">{groups(project)}</Section>}
      {canExport && (
        <Section title="Archive export">
          <ArchiveExportCard project={project} />
        </Section>
      )}
      {canDelete && (
        <Section title="Delete">
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2">
              {pins === 0
                ? 'Deleting removes the project for good.'
                : `Deleting removes the project and its ${pins} pin${pins === 1 ? '' : 's'} for good.`}
            </Typography>
            <ErrorAlert error={start.error} />
            {running ? (
              <Box role="status" sx={{ width: '100%' }}>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  Deleting: {deletion.pinsDeleted.toLocaleString('en-GB')} of{' '}
                  {deletion.pinsTotal.toLocaleString('en-GB')} pins removed. This carries on on the server if
                  you leave this page.
                </Typography>
                <LinearProgress
                  variant="determinate"
                  aria-label="Deletion progress"
                  value={
                    deletion.pinsTotal
                      ? Math.min(100, (deletion.pinsDeleted / deletion.pinsTotal) * 100)
                      : 100
                  }
                />
              </Box>
            ) : (
              <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
                Delete project
              </Button>
            )}
          </Stack>
        </Section>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Delete ${project.projectName}?`}
        message={`The project “${project.projectName}” (${project.id}) and its ${pins} pin${pins === 1 ? '' : 's'} will be deleted. This cannot be undone.`}
        confirmLabel="Delete project"
        busy={start.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={remove}
      />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h3" sx={{ fontSize: 18, fontWeight: 600, mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

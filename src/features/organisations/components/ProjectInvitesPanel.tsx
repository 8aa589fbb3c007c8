import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { EmptyState } from '../../../components/EmptyState';
import { FormSelectField } from '../../../components/FormSelectField';
import { QueryState } from '../../../components/QueryState';
import type { WithId } from '../../../lib/converter';
import { messageOf } from '../../../lib/errors';
import type { Project } from '../../projects/model';
import { zInviteLinkForm, type InviteLinkForm } from '../model';
import { useCreateInvite, useGroups, useOrganisationProjects, useSetProjectGroups } from '../queries';
import { GroupAccessSelect } from './GroupAccessSelect';
import { useProjectGroupsForm } from '../use-project-groups-form';
import { InvitesList } from './InvitesList';
import { useOrgAccess } from '../../session';

/**
 * The organisation's projects: which groups may see a private one (access follows group membership), invite
 * links that give one person access for 7 days, and the list of those links with whether each still works.
 */
export function ProjectInvitesPanel({ organisationId }: { organisationId: string }) {
  const { user, isAdmin } = useOrgAccess();
  const viewer = { userId: user?.userId ?? '', isAdmin };
  const projects = useOrganisationProjects(organisationId, viewer);
  return (
    <QueryState
      query={projects}
      loadingLabel="Loading projects"
      empty={
        <EmptyState
          title="No projects in this organisation yet"
          hint="Projects created by its moderators and admins appear here (a moderator sees their own)."
        />
      }
    >
      {(list) => (
        <Stack spacing={2}>
          {list.map((p) => (
            <ProjectCard key={p.id} organisationId={organisationId} project={p} />
          ))}
          <InvitesList organisationId={organisationId} projects={list} />
        </Stack>
      )}
    </QueryState>
  );
}

function ProjectCard({ organisationId, project }: { organisationId: string; project: WithId<Project> }) {
  const groups = useGroups(organisationId);
  const saveGroups = useSetProjectGroups(organisationId);
  const invite = useCreateInvite(organisationId);
  const { form: groupsForm, changed } = useProjectGroupsForm(project.groupIds);
  const inviteForm = useForm<InviteLinkForm>({
    resolver: zodResolver(zInviteLinkForm),
    defaultValues: { accessLevel: 'read' },
  });
  const submitGroups = groupsForm.handleSubmit(({ groupIds }) => {
    invite.reset();
    saveGroups.mutate({ projectId: project.id, groupIds });
  });
  const submitInvite = inviteForm.handleSubmit(({ accessLevel }) => {
    saveGroups.reset();
    invite.mutate({ projectId: project.id, accessLevel });
  });
  const busy = saveGroups.isPending || invite.isPending;
  const link = invite.data ? `${window.location.origin}/invite/${invite.data}` : null;
  const error = saveGroups.error ?? invite.error;

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h2" sx={{ fontSize: 18 }}>
            {project.projectName}
          </Typography>
          <Chip
            size="small"
            label={project.isPrivate ? 'Private' : 'Public'}
            color={project.isPrivate ? 'primary' : 'default'}
          />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <GroupAccessSelect
            control={groupsForm.control}
            groups={groups.data ?? []}
            onPick={() => saveGroups.reset()}
            helperText={
              project.isPrivate
                ? 'Members of these groups can read this private project.'
                : 'Public: everyone can read it already.'
            }
            minWidth={280}
          />
          <Button variant="outlined" disabled={busy || !changed} onClick={() => void submitGroups()}>
            Save groups
          </Button>
          <FormSelectField
            control={inviteForm.control}
            name="accessLevel"
            size="small"
            label="Invite access"
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="read">Read</MenuItem>
            <MenuItem value="write">Write</MenuItem>
          </FormSelectField>
          <Button variant="contained" disabled={busy} onClick={() => void submitInvite()}>
            Create invite link
          </Button>
        </Stack>
        {saveGroups.isSuccess && (
          <Alert severity="success" sx={{ mt: 2 }}>
            Groups saved; access updated for their members.
          </Alert>
        )}
        {link && (
          <Alert
            severity="info"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void navigator.clipboard?.writeText(link)}>
                Copy
              </Button>
            }
          >
            Invite link (valid 7 days): <span data-testid="invite-link">{link}</span>
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {messageOf(error)}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

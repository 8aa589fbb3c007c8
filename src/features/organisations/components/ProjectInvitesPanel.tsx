import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingRows } from '../../../components/LoadingRows';
import type { WithId } from '../../../lib/converter';
import { messageOf } from '../../../lib/errors';
import { createInvite } from '../../invites';
import type { Project } from '../../projects/model';
import { setProjectGroups } from '../groups-service';
import { orgKeys, useGroups } from '../queries';
import { listOrganisationProjects } from '../../projects';
import { useOrgAccess } from '../use-org-access';
import { InvitesList } from './InvitesList';

/**
 * The organisation's projects: which groups may see a private one (access follows, spec section 4), invite
 * links that give one person access for 7 days, and the list of those links with whether each still works.
 */
export function ProjectInvitesPanel({ organisationId }: { organisationId: string }) {
  const { user, isAdmin } = useOrgAccess();
  const viewer = { userId: user?.userId ?? '', isAdmin };
  const projects = useQuery({
    queryKey: [...orgKeys.all(organisationId), 'projects', viewer.userId, isAdmin],
    queryFn: () => listOrganisationProjects(organisationId, viewer),
  });
  if (projects.isPending) return <LoadingRows label="Loading projects" />;
  if (projects.isError) return <Alert severity="error">{messageOf(projects.error)}</Alert>;
  if (projects.data.length === 0)
    return (
      <EmptyState
        title="No projects in this organisation yet"
        hint="Projects created by its moderators and admins appear here (a moderator sees their own)."
      />
    );
  return (
    <Stack spacing={2}>
      {projects.data.map((p) => (
        <ProjectCard key={p.id} organisationId={organisationId} project={p} />
      ))}
      <InvitesList organisationId={organisationId} projects={projects.data} />
    </Stack>
  );
}

function ProjectCard({ organisationId, project }: { organisationId: string; project: WithId<Project> }) {
  const groups = useGroups(organisationId);
  const client = useQueryClient();
  const [selected, setSelected] = useState<string[]>(project.groupIds);
  const [level, setLevel] = useState('read');
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const changed = [...selected].sort().join() !== [...project.groupIds].sort().join();

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

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
          <TextField
            select
            size="small"
            label="Groups with access"
            value={selected}
            onChange={(e) => {
              setSaved(false);
              setSelected(
                typeof e.target.value === 'string' ? e.target.value.split(',') : (e.target.value as string[]),
              );
            }}
            slotProps={{ select: { multiple: true } }}
            helperText={
              project.isPrivate
                ? 'Members of these groups can read this private project.'
                : 'Public: everyone can read it already.'
            }
            sx={{ minWidth: 280, flex: 1 }}
          >
            {(groups.data ?? []).map((g) => (
              <MenuItem key={g.id} value={g.id}>
                {g.name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={busy || !changed}
            onClick={() =>
              void run(async () => {
                await setProjectGroups(project.id, organisationId, selected);
                await client.invalidateQueries({ queryKey: orgKeys.all(organisationId) });
                setSaved(true);
              })
            }
          >
            Save groups
          </Button>
          <TextField
            select
            size="small"
            label="Invite access"
            value={level}
            onChange={(e) => setLevel(e.target.value)}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="read">Read</MenuItem>
            <MenuItem value="write">Write</MenuItem>
          </TextField>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                const id = await createInvite({ projectId: project.id, accessLevel: level });
                setLink(`${window.location.origin}/invite/${id}`);
                await client.invalidateQueries({ queryKey: [...orgKeys.all(organisationId), 'invites'] });
              })
            }
          >
            Create invite link
          </Button>
        </Stack>
        {saved && (
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
            {error}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

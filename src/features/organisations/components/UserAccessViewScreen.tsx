import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { messageOf } from '../../../lib/errors';
import { displayRoles } from '../../../kernel/roles';
import {
  accessForProject,
  addProjectAccess,
  removeProjectAccess,
  updateAccessLevel,
} from '../project-access-service';
import { orgKeys, useMembers } from '../queries';
import type { WithId } from '../../../lib/converter';
import type { ProjectAccess } from '../../projects/model';
import { listOrganisationProjects } from '../../projects';
import { useOrgAccess } from '../use-org-access';

const SOURCE_LABEL = { group: 'via group', direct: 'direct', invite: 'invite' } as const;

/** Who can open which private project of the organisation, and why. */
export default function UserAccessViewScreen() {
  const { organisationId, isModerator, isAdmin, user } = useOrgAccess();
  if (!organisationId || !isModerator || !user)
    return (
      <PageSection>
        <Typography variant="h1" gutterBottom>
          User access
        </Typography>
        <Alert severity="warning">This page is for the organisation’s moderators and administrators.</Alert>
      </PageSection>
    );
  return <AccessTable organisationId={organisationId} viewer={{ userId: user.userId, isAdmin }} />;
}

function AccessTable({
  organisationId,
  viewer,
}: {
  organisationId: string;
  viewer: { userId: string; isAdmin: boolean };
}) {
  const members = useMembers(organisationId);
  const client = useQueryClient();
  const key = [...orgKeys.all(organisationId), 'access', viewer.userId, viewer.isAdmin];
  const access = useQuery({
    queryKey: key,
    queryFn: async () => {
      // The private projects this person manages: an admin's staff's, a moderator's own (spec section 6).
      const projects = (await listOrganisationProjects(organisationId, viewer)).filter((p) => p.isPrivate);
      const records = (await Promise.all(projects.map((p) => accessForProject(p.id)))).flat();
      return { projects, records };
    },
  });
  const [search, setSearch] = useState('');
  const [grantTo, setGrantTo] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const names = useMemo(
    () => new Map(access.data?.projects.map((p) => [p.id, p.projectName])),
    [access.data],
  );
  const rows = useMemo(
    () =>
      (members.data ?? [])
        .filter((m) => `${m.name} ${m.email}`.toLowerCase().includes(search.trim().toLowerCase()))
        .sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email)),
    [members.data, search],
  );

  async function run(action: () => Promise<unknown>) {
    setError(null);
    try {
      await action();
      await client.invalidateQueries({ queryKey: key });
    } catch (e) {
      setError(messageOf(e));
    }
  }

  return (
    <PageSection wide>
      <Typography variant="h1" gutterBottom>
        User access
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Private projects open to each member: through their groups, given directly, or through an invite.
        Access through groups changes with group membership on the Organisation Dashboard.
      </Typography>
      <TextField
        label="Search members"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        size="small"
        sx={{ mb: 2, width: 320 }}
      />
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {members.isPending || access.isPending ? (
        <LoadingRows label="Loading access" />
      ) : access.isError || members.isError ? (
        <Alert severity="error">{messageOf(access.error ?? members.error)}</Alert>
      ) : access.data.projects.length === 0 ? (
        <EmptyState
          title="This organisation has no private projects"
          hint="Public projects are open to everyone."
        />
      ) : rows.length === 0 ? (
        <EmptyState title="No member matches that search" />
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Project access by member">
            <TableHead>
              <TableRow>
                <TableCell>Member</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Private projects</TableCell>
                <TableCell>Give direct access</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((m) => {
                const mine = access.data.records.filter((r) => r.userId === m.userKey);
                const missing = access.data.projects.filter((p) => !mine.some((r) => r.project_id === p.id));
                return (
                  <TableRow key={m.userKey} hover>
                    <TableCell>{m.name || m.email}</TableCell>
                    <TableCell>{displayRoles(m.roles)}</TableCell>
                    <TableCell>
                      {mine.length === 0 ? (
                        <Typography variant="body2" color="text.secondary">
                          None
                        </Typography>
                      ) : (
                        <Stack spacing={1}>
                          {mine.map((r) => (
                            <AccessRow
                              key={r.id}
                              record={r}
                              member={m.name || m.email}
                              projectName={names.get(r.project_id) ?? r.project_id}
                              run={run}
                            />
                          ))}
                        </Stack>
                      )}
                    </TableCell>
                    <TableCell>
                      {missing.length > 0 && (
                        <Stack direction="row" spacing={1}>
                          <TextField
                            select
                            size="small"
                            label="Project"
                            value={grantTo[m.userKey] ?? ''}
                            onChange={(e) => setGrantTo({ ...grantTo, [m.userKey]: e.target.value })}
                            sx={{ minWidth: 180 }}
                          >
                            {missing.map((p) => (
                              <MenuItem key={p.id} value={p.id}>
                                {p.projectName}
                              </MenuItem>
                            ))}
                          </TextField>
                          <Button
                            size="small"
                            disabled={!grantTo[m.userKey]}
                            onClick={() => void run(() => addProjectAccess(grantTo[m.userKey]!, m.userKey))}
                          >
                            Give access
                          </Button>
                        </Stack>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </PageSection>
  );
}

const LEVELS = [
  { value: 'read', label: 'Read' },
  { value: 'write', label: 'Write' },
] as const;

/**
 * One access record: its project, how it was given, and its level. A direct or invite record's level is changed
 * or the record removed here; one given through a group follows the group (changed on the Organisation
 * Dashboard), so it is shown only.
 */
function AccessRow({
  record,
  member,
  projectName,
  run,
}: {
  record: WithId<ProjectAccess>;
  member: string;
  projectName: string;
  run: (action: () => Promise<unknown>) => Promise<void>;
}) {
  const label = `${projectName} · ${SOURCE_LABEL[record.source ?? 'direct']}`;
  if (record.source === 'group')
    return <Chip size="small" label={`${label} · ${record.accessLevel}`} sx={{ alignSelf: 'flex-start' }} />;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ minWidth: 140 }}>
        {label}
      </Typography>
      {/* No visible label: the choices say what they are, and a label would take the aria-label's place. */}
      <TextField
        select
        size="small"
        value={record.accessLevel}
        onChange={(e) => void run(() => updateAccessLevel(record.id, e.target.value))}
        slotProps={{ htmlInput: { 'aria-label': `Access level of ${member} to ${projectName}` } }}
        sx={{ minWidth: 110 }}
      >
        {LEVELS.map((l) => (
          <MenuItem key={l.value} value={l.value}>
            {l.label}
          </MenuItem>
        ))}
      </TextField>
      <Button
        size="small"
        color="error"
        aria-label={`Remove the access of ${member} to ${projectName}`}
        onClick={() => void run(() => removeProjectAccess(record.id))}
      >
        Remove
      </Button>
    </Stack>
  );
}

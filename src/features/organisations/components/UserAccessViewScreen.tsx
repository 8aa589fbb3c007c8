import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { SelectInput } from '../../../components/SelectInput';
import { FilterSelect } from '../../../components/FilterSelect';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { AdminDataGrid } from '../../../components/AdminDataGrid';
import { EmptyState } from '../../../components/EmptyState';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { displayRoles } from '../../../kernel/roles';
import type { WithId } from '../../../lib/converter';
import { messageOf } from '../../../lib/errors';
import type { ProjectAccess } from '../../projects/model';
import { zGrantAccessForm, type GrantAccessForm, type Member } from '../model';
import {
  useChangeProjectAccess,
  useMembers,
  usePrivateProjectAccess,
  type AccessChange,
  type ProjectViewer,
} from '../queries';
import { OrganisationChooser, OrganisationPicker } from './OrganisationChooser';
import { useOrgAccess } from '../../session';

const SOURCE_LABEL = { group: 'via group', direct: 'direct', invite: 'invite' } as const;

type AccessRecord = WithId<ProjectAccess>;
type Row = WithId<Member>;
const nameOf = (m: Pick<Member, 'name' | 'email'>) => m.name || m.email;
const recordLabel = (r: AccessRecord, projectName: string) =>
  `${projectName} · ${SOURCE_LABEL[r.source ?? 'direct']}`;

/** Who can open which private project of the organisation, and why. */
export default function UserAccessViewScreen() {
  const { organisationId, isModerator, isAdmin, isSuperAdmin, user } = useOrgAccess();
  // A super admin works on any organisation: they choose one here rather than meet a refusal.
  if (isSuperAdmin && !organisationId)
    return (
      <PageSection>
        <Typography variant="h1" gutterBottom>
          User access
        </Typography>
        <OrganisationChooser />
      </PageSection>
    );
  if (!organisationId || !isModerator || !user)
    return (
      <PageSection>
        <Typography variant="h1" gutterBottom>
          User access
        </Typography>
        <Alert severity="warning">This page is for the organisation’s moderators and administrators.</Alert>
      </PageSection>
    );
  return (
    <AccessTable
      organisationId={organisationId}
      viewer={{ userId: user.userId, isAdmin }}
      picker={isSuperAdmin && <OrganisationPicker organisationId={organisationId} />}
    />
  );
}

function AccessTable({
  organisationId,
  viewer,
  picker,
}: {
  organisationId: string;
  viewer: ProjectViewer;
  picker: ReactNode;
}) {
  const members = useMembers(organisationId);
  const access = usePrivateProjectAccess(organisationId, viewer);
  const change = useChangeProjectAccess(organisationId);
  const names = useMemo(
    () => new Map(access.data?.projects.map((p) => [p.id, p.projectName])),
    [access.data],
  );
  const projectName = (r: AccessRecord) => names.get(r.project_id) ?? r.project_id;
  const rows = useMemo(
    () => [...(members.data ?? [])].sort((a, b) => nameOf(a).localeCompare(nameOf(b))),
    [members.data],
  );
  const act = (next: AccessChange, done?: () => void) => change.mutate(next, { onSuccess: done });

  return (
    <PageSection wide>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', mb: 1 }}
      >
        <Typography variant="h1">User access</Typography>
        {picker}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Private projects open to each member: through their groups, given directly, or through an invite.
        Access through groups changes with group membership on the Organisation Dashboard.
      </Typography>
      {change.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => change.reset()}>
          {messageOf(change.error)}
        </Alert>
      )}
      <QueryState
        query={access}
        loadingLabel="Loading access"
        isEmpty={(data) => data.projects.length === 0}
        empty={
          <EmptyState
            title="This organisation has no private projects"
            hint="Public projects are open to everyone."
          />
        }
      >
        {({ projects, records }) => {
          const recordsOf = (m: Row) => records.filter((r) => r.userId === m.userKey);
          const columns: GridColDef<Row>[] = [
            {
              field: 'name',
              headerName: 'Member',
              flex: 1,
              minWidth: 160,
              valueGetter: (_v, m) => nameOf(m),
            },
            { field: 'roles', headerName: 'Role', width: 170, valueGetter: (_v, m) => displayRoles(m.roles) },
            {
              field: 'projects',
              headerName: 'Private projects',
              flex: 2,
              minWidth: 320,
              sortable: false,
              // Every record in words, so the quick filter and the CSV have them.
              valueGetter: (_v, m) =>
                recordsOf(m)
                  .map((r) => `${recordLabel(r, projectName(r))} · ${r.accessLevel}`)
                  .join('; ') || 'None',
              renderCell: ({ row: m }) => {
                const mine = recordsOf(m);
                return (
                  <Box sx={{ py: 1 }}>
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
                            member={nameOf(m)}
                            projectName={projectName(r)}
                            onChange={act}
                          />
                        ))}
                      </Stack>
                    )}
                  </Box>
                );
              },
            },
            {
              field: 'grant',
              headerName: 'Give direct access',
              width: 300,
              sortable: false,
              filterable: false,
              disableExport: true,
              renderCell: ({ row: m }) => {
                const mine = recordsOf(m);
                const missing = projects.filter((p) => !mine.some((r) => r.project_id === p.id));
                if (missing.length === 0) return null;
                return (
                  <GrantAccessForm
                    missing={missing}
                    busy={change.isPending}
                    onGrant={(projectId) => act({ kind: 'add', projectId, userId: m.userKey })}
                  />
                );
              },
            },
          ];
          return (
            <QueryState query={members} loadingLabel="Loading access">
              {() => (
                <AdminDataGrid
                  rows={rows}
                  columns={columns}
                  label="Project access by member"
                  csvFileName="project-access"
                  pageSize={50}
                  autoRowHeight
                  noRowsText="No members yet"
                  rowAttributes={() => ({ 'data-testid': 'access-row' })}
                  // Every column rendered: the grant controls sit in the last one, off screen on narrow windows.
                  disableVirtualization
                />
              )}
            </QueryState>
          );
        }}
      </QueryState>
    </PageSection>
  );
}

/** A member's direct access to one more private project: the project, then Give access. */
function GrantAccessForm({
  missing,
  busy,
  onGrant,
}: {
  /** The private projects the member cannot open yet. */
  missing: readonly { id: string; projectName: string }[];
  busy: boolean;
  onGrant: (projectId: string) => void;
}) {
  const form = useForm<GrantAccessForm>({
    resolver: zodResolver(zGrantAccessForm),
    defaultValues: { projectId: '' },
  });
  // A project once given drops out of the choices, and so out of the choice.
  const picked = useWatch({ control: form.control, name: 'projectId' });
  const chosen = missing.some((p) => p.id === picked) ? picked : '';
  const submit = form.handleSubmit(() => onGrant(chosen));
  return (
    <Stack direction="row" spacing={1} sx={{ py: 1 }}>
      <Controller
        control={form.control}
        name="projectId"
        render={({ field: { ref, ...field } }) => (
          <SelectInput
            {...field}
            inputRef={ref}
            value={chosen}
            size="small"
            label="Project"
            sx={{ minWidth: 180 }}
          >
            {missing.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.projectName}
              </MenuItem>
            ))}
          </SelectInput>
        )}
      />
      <Button size="small" disabled={!chosen || busy} onClick={() => void submit()}>
        Give access
      </Button>
    </Stack>
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
  onChange,
}: {
  record: AccessRecord;
  member: string;
  projectName: string;
  onChange: (change: AccessChange) => void;
}) {
  const label = recordLabel(record, projectName);
  if (record.source === 'group')
    return <Chip size="small" label={`${label} · ${record.accessLevel}`} sx={{ alignSelf: 'flex-start' }} />;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ minWidth: 140 }}>
        {label}
      </Typography>
      {/* No visible label: the choices say what they are, and a label would take the aria-label's place. */}
      <FilterSelect
        value={record.accessLevel}
        onChange={(accessLevel) => onChange({ kind: 'level', accessId: record.id, accessLevel })}
        options={LEVELS}
        slotProps={{ htmlInput: { 'aria-label': `Access level of ${member} to ${projectName}` } }}
        minWidth={110}
      />
      <Button
        size="small"
        color="error"
        aria-label={`Remove the access of ${member} to ${projectName}`}
        onClick={() => onChange({ kind: 'remove', accessId: record.id })}
      >
        Remove
      </Button>
    </Stack>
  );
}

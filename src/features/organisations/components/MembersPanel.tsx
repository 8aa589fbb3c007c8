import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { SearchSortBar } from '../../../components/SearchSortBar';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingRows } from '../../../components/LoadingRows';
import { messageOf } from '../../../lib/errors';
import { displayRoles } from '../../../kernel/roles';
import { filterAndSortMembers, type MemberSort } from '../member-list';
import type { Member } from '../model';
import { useMembers, useOrganisation, useRefreshOrganisation } from '../queries';
import { mayManageMember } from '../membership-rules';
import { removeMember } from '../removal-service';
import { useOrgAccess } from '../use-org-access';
import { CleanupDialog } from './CleanupDialog';
import { RolesDialog } from './RolesDialog';
import { TemporaryMemberDialog } from './TemporaryMemberDialog';
import { formatDate } from '../../../kernel/dates';

type Row = Member & { id: string };

/** `cleanup` offers organisation admins the end-of-year cleanup (the organisation dashboard's members area). */
export function MembersPanel({
  organisationId,
  cleanup = false,
}: {
  organisationId: string;
  cleanup?: boolean;
}) {
  const { isAdmin, isSuperAdmin, user } = useOrgAccess();
  const members = useMembers(organisationId);
  const organisation = useOrganisation(organisationId);
  const [cleaning, setCleaning] = useState(false);
  const refresh = useRefreshOrganisation(organisationId);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<MemberSort>('name');
  const [removing, setRemoving] = useState<Row | null>(null);
  const [editing, setEditing] = useState<Row | null>(null);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const rows = useMemo(
    () => filterAndSortMembers(members.data ?? [], search, sort),
    [members.data, search, sort],
  );
  // Moderators manage members only; admins manage everyone but themselves and those who outrank every
  // organisation role (mayManageMember, as the rules decide).
  const myRoles = user?.organisations[organisationId]?.roles ?? [];
  const canManage = (m: Row) =>
    m.userKey !== user?.userId &&
    mayManageMember({ roles: myRoles, superAdmin: isSuperAdmin }, { roles: m.roles });

  async function confirmRemove() {
    if (!removing) return;
    setBusy(true);
    setError(null);
    try {
      const outcome = await removeMember(organisationId, removing, isSuperAdmin);
      setNotice(
        outcome === 'deleted'
          ? `${removing.name || removing.email} was removed and their record deleted.`
          : `${removing.name || removing.email} left the organisation; they stay in their other organisations.`,
      );
      setRemoving(null);
      await refresh();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={2}>
      <SearchSortBar
        searchLabel="Search members"
        placeholder="Name, e-mail or role"
        search={search}
        onSearch={setSearch}
        sort={sort}
        onSort={setSort}
        options={[
          ['name', 'Name'],
          ['role', 'Role'],
          ['joined', 'Newest first'],
        ]}
      >
        <Button variant="contained" onClick={() => setAdding(true)}>
          Add temporary member
        </Button>
        {cleanup && isAdmin && (
          <Button variant="outlined" color="error" onClick={() => setCleaning(true)}>
            End-of-year cleanup
          </Button>
        )}
      </SearchSortBar>
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {members.isPending ? (
        <LoadingRows label="Loading members" />
      ) : members.isError ? (
        <Alert severity="error" role="alert">
          {messageOf(members.error)}
        </Alert>
      ) : rows.length === 0 ? (
        <EmptyState
          title={search ? 'No member matches that search' : 'No members yet'}
          hint={
            search
              ? 'Try part of a name or an e-mail address.'
              : 'Invite people by e-mail or share an access code.'
          }
        />
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Members">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>E-mail</TableCell>
                <TableCell>Role</TableCell>
                <TableCell align="right">Groups</TableCell>
                <TableCell>Joined</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((m) => (
                <TableRow key={m.id} hover>
                  <TableCell>
                    {m.name || '—'}
                    {m.isTemporary && <Chip size="small" label="Temporary" sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell>{m.email || '—'}</TableCell>
                  <TableCell>{displayRoles(m.roles)}</TableCell>
                  <TableCell align="right">{m.groupIds.length}</TableCell>
                  <TableCell>{formatDate(m.joinedAt)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {isAdmin && canManage(m) && !m.isTemporary && (
                      <Tooltip title="Change roles">
                        <IconButton
                          aria-label={`Change roles of ${m.name || m.email}`}
                          onClick={() => setEditing(m)}
                        >
                          <ManageAccountsOutlined />
                        </IconButton>
                      </Tooltip>
                    )}
                    {canManage(m) && (
                      <Tooltip title="Remove from organisation">
                        <IconButton aria-label={`Remove ${m.name || m.email}`} onClick={() => setRemoving(m)}>
                          <DeleteOutlined />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove member?"
        message={
          removing?.isTemporary
            ? `${removing.name} is a temporary member: they are deleted with their access code and group places.`
            : `${removing?.name || removing?.email} leaves this organisation, their own access codes are removed (a class code others share stays) and they lose access given through its groups.`
        }
        confirmLabel="Remove"
        busy={busy}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
      {editing && (
        <RolesDialog
          organisationId={organisationId}
          member={editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await refresh();
          }}
        />
      )}
      {cleaning && (
        <CleanupDialog
          organisationId={organisationId}
          organisationName={organisation.data?.name ?? ''}
          onClose={() => setCleaning(false)}
        />
      )}
      {adding && (
        <TemporaryMemberDialog
          organisationId={organisationId}
          onClose={() => setAdding(false)}
          onCreated={async (name, code) => {
            setAdding(false);
            setNotice(`${name} was added. Their access code is ${code}.`);
            await refresh();
          }}
        />
      )}
    </Stack>
  );
}

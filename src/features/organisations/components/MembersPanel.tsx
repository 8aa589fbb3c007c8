import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '../../../components/icons/DeleteOutlined';
import ManageAccountsOutlined from '../../../components/icons/ManageAccountsOutlined';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ListTable, type ListColumn } from '../../../components/ListTable';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice, type Outcome } from '../../../components/OutcomeNotice';
import { QueryState } from '../../../components/QueryState';
import { formatDate } from '../../../kernel/dates';
import { displayRoles, highestRole, roleRank } from '../../../kernel/roles';
import { mayManageMember } from '../membership-rules';
import type { Member } from '../model';
import { useMembers, useOrganisation, useRemoveMember } from '../queries';
import { useOrgAccess } from '../../session';
import { useComplianceColumn } from '../../compliance';
import { UNDO_DAYS } from '@storytelling/shared/history';

// Opened by an action, so their forms (react-hook-form, fields) load then, not with the first dashboard.
const CleanupDialog = lazy(() => import('./CleanupDialog').then((m) => ({ default: m.CleanupDialog })));
const RolesDialog = lazy(() => import('./RolesDialog').then((m) => ({ default: m.RolesDialog })));
const TemporaryMemberDialog = lazy(() =>
  import('./TemporaryMemberDialog').then((m) => ({ default: m.TemporaryMemberDialog })),
);

type Row = Member & { id: string };

const nameOf = (m: Pick<Member, 'name' | 'email'>) => m.name || m.email;
const byName = (a: Row, b: Row) => nameOf(a).localeCompare(nameOf(b));
const topRank = (m: Pick<Member, 'roles'>) => {
  const top = highestRole(m.roles);
  return top ? roleRank(top) : -1;
};

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
  const remove = useRemoveMember(organisationId);
  const [cleaning, setCleaning] = useState(false);
  const [removing, setRemoving] = useState<Row | null>(null);
  const [editing, setEditing] = useState<Row | null>(null);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Outcome | null>(null);
  // Temporary members are anonymous members: offered only where the organisation allows them.
  const anonymousAllowed = organisation.data?.settings.allowAnonymousMembers ?? false;

  // Moderators manage members only; admins manage everyone but themselves and those who outrank every
  // organisation role (mayManageMember, as the rules decide).
  const myRoles = user?.organisations[organisationId]?.roles ?? [];
  const canManage = (m: Row) =>
    m.userKey !== user?.userId &&
    mayManageMember({ roles: myRoles, superAdmin: isSuperAdmin }, { roles: m.roles });

  const removed = outcomeOf(remove, (outcome, { member }) =>
    outcome === 'deleted'
      ? `${nameOf(member)} was removed and their record deleted.`
      : `${nameOf(member)} left the organisation; they stay in their other organisations.`,
  );
  const confirmRemove = () => {
    if (!removing) return;
    setAdded(null);
    remove.mutate(
      { member: removing, actorIsSuperAdmin: isSuperAdmin },
      { onSuccess: () => setRemoving(null) },
    );
  };

  // Admins record their facilitators' contract and DBS check from their row.
  const compliance = useComplianceColumn<Row>(
    organisationId,
    user ? { uid: user.userId, name: user.displayName || user.email } : null,
    isAdmin,
  );

  // Listed by name at first; the column headers sort otherwise (role: highest role first).
  const rows = useMemo(() => [...(members.data ?? [])].sort(byName), [members.data]);
  const columns: ListColumn<Row>[] = [
    {
      id: 'name',
      header: 'Name',
      minWidth: 160,
      text: (m) => m.name || '—',
      value: (m) => m.name || '—',
      render: (m) => (
        <>
          {m.name || '—'}
          {m.isTemporary && <Chip size="small" label="Temporary" sx={{ ml: 1 }} />}
        </>
      ),
    },
    {
      id: 'email',
      header: 'E-mail',
      minWidth: 180,
      text: (m) => m.email || '—',
      value: (m) => m.email || '—',
    },
    // Highest role first when sorted descending, not the wording's alphabetical order.
    { id: 'roles', header: 'Role', minWidth: 150, text: (m) => displayRoles(m.roles), value: topRank },
    {
      id: 'groups',
      header: 'Groups',
      align: 'right',
      text: (m) => String(m.groupIds.length),
      value: (m) => m.groupIds.length,
    },
    { id: 'joinedAt', header: 'Joined', text: (m) => formatDate(m.joinedAt), value: (m) => m.joinedAt },
    ...(compliance.column ? [compliance.column] : []),
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      render: (m) => (
        // Worded buttons rather than icons with tooltips: clear without hovering, and no tooltip code to load.
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {isAdmin && canManage(m) && !m.isTemporary && (
            <Button
              size="small"
              startIcon={<ManageAccountsOutlined />}
              aria-label={`Change roles of ${nameOf(m)}`}
              onClick={() => setEditing(m)}
            >
              Roles
            </Button>
          )}
          {canManage(m) && (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlined />}
              aria-label={`Remove ${nameOf(m)}`}
              onClick={() => {
                remove.reset();
                setRemoving(m);
              }}
            >
              Remove
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        {anonymousAllowed ? (
          <Button variant="contained" onClick={() => setAdding(true)}>
            Add temporary member
          </Button>
        ) : (
          organisation.data && (
            <Typography variant="body2" color="text.secondary" data-testid="no-temporary-members">
              Temporary members are off: this organisation does not allow anonymous members
              {isAdmin ? ' (Organisation Settings).' : '.'}
            </Typography>
          )
        )}
        {cleanup && isAdmin && (
          <Button variant="outlined" color="error" onClick={() => setCleaning(true)}>
            End-of-year cleanup
          </Button>
        )}
      </Stack>
      <OutcomeNotice outcome={added} onClose={() => setAdded(null)} sx={{}} />
      <OutcomeNotice outcome={removed} onClose={() => remove.reset()} sx={{}} />
      {compliance.parts}
      <QueryState
        query={members}
        loadingLabel="Loading members"
        empty={<EmptyState title="No members yet" hint="Invite people by e-mail or share an access code." />}
      >
        {() => (
          <ListTable
            rows={rows}
            columns={columns}
            label="Members"
            getRowId={(m) => m.id}
            pageSize={50}
            rowAttributes={() => ({ 'data-testid': 'member-row' })}
          />
        )}
      </QueryState>
      <ConfirmDialog
        open={removing !== null}
        title="Remove member?"
        message={`${
          removing?.isTemporary
            ? `${removing.name} is a temporary member: they are deleted with their access code and group places.`
            : `${removing?.name || removing?.email} leaves this organisation, their own access codes are removed (a class code others share stays) and they lose access given through its groups.`
        } It is recorded in History, where the organisation's admins can undo it for ${UNDO_DAYS} days.`}
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
      <Suspense fallback={null}>
        {editing && (
          <RolesDialog
            organisationId={organisationId}
            member={editing}
            onClose={() => setEditing(null)}
            onSaved={() => setEditing(null)}
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
            onCreated={(name, code) => {
              setAdding(false);
              remove.reset();
              setAdded({ ok: true, text: `${name} was added. Their access code is ${code}.` });
            }}
          />
        )}
      </Suspense>
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import { useMemo, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { SearchSortBar } from '../../../components/SearchSortBar';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingRows } from '../../../components/LoadingRows';
import type { WithId } from '../../../lib/converter';
import { messageOf } from '../../../lib/errors';
import { createGroup, deleteGroup, renameGroup, setGroupMembers } from '../groups-service';
import type { Group } from '../model';
import { useGroups, useMembers, useRefreshOrganisation } from '../queries';

/**
 * Groups of the organisation. Membership changes move private-project access with them (spec section 4), so
 * every change says so before it is made.
 */
export function GroupsPanel({ organisationId }: { organisationId: string }) {
  const groups = useGroups(organisationId);
  const members = useMembers(organisationId);
  const refresh = useRefreshOrganisation(organisationId);
  const [name, setName] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<'name' | 'size'>('name');
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const found = (groups.data ?? []).filter((g) => g.name.toLowerCase().includes(needle));
    return sort === 'size'
      ? [...found].sort((a, b) => b.memberIds.length - a.memberIds.length || a.name.localeCompare(b.name))
      : found;
  }, [groups.data, search, sort]);
  const [renaming, setRenaming] = useState<WithId<Group> | null>(null);
  const [editing, setEditing] = useState<WithId<Group> | null>(null);
  const [deleting, setDeleting] = useState<WithId<Group> | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const memberGroups = useMemo(
    () => new Map((members.data ?? []).map((m) => [m.userKey, m.groupIds])),
    [members.data],
  );
  const nameOf = useMemo(
    () => new Map((members.data ?? []).map((m) => [m.userKey, m.name || m.email || m.userKey])),
    [members.data],
  );

  async function act(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      await refresh();
      return true;
    } catch (e) {
      setError(messageOf(e));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    if (await act(() => createGroup(organisationId, name))) setName('');
  }

  return (
    <Stack spacing={2}>
      <Stack component="form" direction="row" spacing={2} onSubmit={create} noValidate>
        <TextField
          label="New group name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          size="small"
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Button type="submit" variant="contained" disabled={busy || !name.trim()}>
          Create group
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" role="alert" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {groups.isPending ? (
        <LoadingRows label="Loading groups" />
      ) : groups.isError ? (
        <Alert severity="error">{messageOf(groups.error)}</Alert>
      ) : groups.data.length === 0 ? (
        <EmptyState
          title="No groups yet"
          hint="Groups gather members, for example a class, and give them access to private projects."
        />
      ) : (
        <>
          <SearchSortBar
            searchLabel="Search groups"
            search={search}
            onSearch={setSearch}
            sort={sort}
            onSort={setSort}
            options={[
              ['name', 'Name'],
              ['size', 'Most members'],
            ]}
          />
          {shown.length === 0 && <EmptyState title="No group matches that search" />}
          <List aria-label="Groups">
            {shown.map((g) => (
              <ListItem
                key={g.id}
                divider
                secondaryAction={
                  <Stack direction="row">
                    <Tooltip title="Members">
                      <IconButton aria-label={`Members of ${g.name}`} onClick={() => setEditing(g)}>
                        <GroupAddOutlined />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Rename">
                      <IconButton aria-label={`Rename ${g.name}`} onClick={() => setRenaming(g)}>
                        <EditOutlined />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Delete">
                      <IconButton aria-label={`Delete ${g.name}`} onClick={() => setDeleting(g)}>
                        <DeleteOutlined />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                }
              >
                <ListItemText
                  primary={g.name}
                  secondary={
                    g.memberIds.length === 0
                      ? 'No members'
                      : `${g.memberIds.length} member${g.memberIds.length === 1 ? '' : 's'}: ${g.memberIds
                          .slice(0, 4)
                          .map((id) => nameOf.get(id) ?? 'former member')
                          .join(', ')}${g.memberIds.length > 4 ? '…' : ''}`
                  }
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
      {renaming && (
        <RenameDialog
          group={renaming}
          busy={busy}
          onClose={() => setRenaming(null)}
          onSave={async (newName) => {
            if (await act(() => renameGroup(renaming.id, newName))) setRenaming(null);
          }}
        />
      )}
      {editing && (
        <GroupMembersDialog
          group={editing}
          members={(members.data ?? []).map((m) => ({
            id: m.userKey,
            label: nameOf.get(m.userKey) ?? m.userKey,
          }))}
          busy={busy}
          onClose={() => setEditing(null)}
          onSave={async (ids) => {
            if (await act(() => setGroupMembers(editing.id, ids, memberGroups))) setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete group?"
        message={`Members of ${deleting?.name ?? ''} leave it and lose access to private projects that only this group gave them.`}
        confirmLabel="Delete group"
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          void act(() => deleteGroup(deleting!.id, memberGroups)).then((ok) => ok && setDeleting(null))
        }
      />
    </Stack>
  );
}

function RenameDialog({
  group,
  busy,
  onClose,
  onSave,
}: {
  group: WithId<Group>;
  busy: boolean;
  onClose: () => void;
  onSave: (name: string) => Promise<void>;
}) {
  const [name, setName] = useState(group.name);
  return (
    <Dialog open onClose={onClose} aria-labelledby="rename-title" fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) void onSave(name);
        }}
      >
        <DialogTitle id="rename-title">Rename group</DialogTitle>
        <DialogContent>
          <TextField
            label="Group name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoFocus
            fullWidth
            sx={{ mt: 1 }}
            error={!name.trim()}
            helperText={!name.trim() ? 'Enter a name.' : ' '}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy || !name.trim()}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function GroupMembersDialog({
  group,
  members,
  busy,
  onClose,
  onSave,
}: {
  group: WithId<Group>;
  members: { id: string; label: string }[];
  busy: boolean;
  onClose: () => void;
  onSave: (ids: string[]) => Promise<void>;
}) {
  const [selected, setSelected] = useState<Set<string>>(new Set(group.memberIds));
  const [filter, setFilter] = useState('');
  const shown = members
    .filter((m) => m.label.toLowerCase().includes(filter.trim().toLowerCase()))
    .sort((a, b) => a.label.localeCompare(b.label));
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="group-members-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="group-members-title">Members of {group.name}</DialogTitle>
      <DialogContent>
        <TextField
          label="Filter"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          size="small"
          fullWidth
          sx={{ mt: 1 }}
        />
        {shown.length === 0 ? (
          <EmptyState title="No members to show" />
        ) : (
          <List dense sx={{ maxHeight: 360, overflow: 'auto' }}>
            {shown.map((m) => (
              <ListItemButton
                key={m.id}
                onClick={() => toggle(m.id)}
                role="checkbox"
                aria-checked={selected.has(m.id)}
              >
                <ListItemIcon>
                  <Checkbox edge="start" checked={selected.has(m.id)} tabIndex={-1} disableRipple />
                </ListItemIcon>
                <ListItemText primary={m.label} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void onSave([...selected])} disabled={busy}>
          Save members ({selected.size})
        </Button>
      </DialogActions>
    </Dialog>
  );
}

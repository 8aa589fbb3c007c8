import { zodResolver } from '@hookform/resolvers/zod';
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
import { TextInput } from '../../../components/TextInput';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '../../../components/icons/DeleteOutlined';
import EditOutlined from '../../../components/icons/EditOutlined';
import GroupAddOutlined from '../../../components/icons/GroupAddOutlined';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { FormTextField } from '../../../components/FormTextField';
import { QueryState } from '../../../components/QueryState';
import { SearchSortBar } from '../../../components/SearchSortBar';
import type { WithId } from '../../../lib/converter';
import { messageOf } from '../../../lib/errors';
import type { Group } from '../model';
import { useChangeGroup, useGroups, useMembers, type GroupChange } from '../queries';
import { DialogButtons } from '../../../components/DialogButtons';

/** A group's name: what the rules allow (1 to 200 characters), after trimming. */
const zGroupName = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter a name.'), z.maxLength(200)),
});
export type GroupNameValues = z.infer<typeof zGroupName>;

/**
 * Groups of the organisation. Membership changes move private-project access with them, so
 * every change says so before it is made.
 */
export function GroupsPanel({ organisationId }: { organisationId: string }) {
  const groups = useGroups(organisationId);
  const members = useMembers(organisationId);
  const change = useChangeGroup(organisationId);
  const busy = change.isPending;
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
  const nameOf = useMemo(
    () => new Map((members.data ?? []).map((m) => [m.userKey, m.name || m.email || m.userKey])),
    [members.data],
  );
  /** Makes the change; `done` runs once it is saved (a failure shows above the list). */
  const act = (next: GroupChange, done: () => void) => change.mutate(next, { onSuccess: done });

  return (
    <Stack spacing={2}>
      <NewGroupForm busy={busy} onCreate={(name, done) => act({ kind: 'create', name }, done)} />
      {change.isError && (
        <Alert severity="error" role="alert" onClose={() => change.reset()}>
          {messageOf(change.error)}
        </Alert>
      )}
      <QueryState
        query={groups}
        loadingLabel="Loading groups"
        empty={
          <EmptyState
            title="No groups yet"
            hint="Groups gather members, for example a class, and give them access to private projects."
          />
        }
      >
        {() => (
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
      </QueryState>
      {renaming && (
        <RenameDialog
          group={renaming}
          busy={busy}
          onClose={() => setRenaming(null)}
          onSave={(name) => act({ kind: 'rename', groupId: renaming.id, name }, () => setRenaming(null))}
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
          onSave={(memberIds) =>
            act({ kind: 'members', groupId: editing.id, memberIds }, () => setEditing(null))
          }
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete group?"
        message={`Members of ${deleting?.name ?? ''} leave it and lose access to private projects that only this group gave them.`}
        confirmLabel="Delete group"
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && act({ kind: 'delete', groupId: deleting.id }, () => setDeleting(null))}
      />
    </Stack>
  );
}

/** The new group's name; it empties once the group is made. */
function NewGroupForm({
  busy,
  onCreate,
}: {
  busy: boolean;
  onCreate: (name: string, done: () => void) => void;
}) {
  const form = useForm({
    resolver: zodResolver(zGroupName),
    defaultValues: { name: '' },
    mode: 'onChange',
  });
  const submit = form.handleSubmit(({ name }) => onCreate(name, () => form.reset({ name: '' })));
  return (
    <Stack
      component="form"
      direction="row"
      spacing={2}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="New group"
    >
      <Controller
        name="name"
        control={form.control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextInput
            {...field}
            inputRef={ref}
            label="New group name"
            size="small"
            sx={{ flex: 1 }}
            error={fieldState.isDirty && !!fieldState.error}
            helperText={fieldState.isDirty ? fieldState.error?.message : undefined}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={busy || !form.formState.isValid}
        sx={{ alignSelf: 'flex-start' }}
      >
        Create group
      </Button>
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
  onSave: (name: string) => void;
}) {
  const form = useForm({
    resolver: zodResolver(zGroupName),
    defaultValues: { name: group.name },
    mode: 'onChange',
  });
  const submit = form.handleSubmit(({ name }) => onSave(name));
  return (
    <Dialog open onClose={onClose} aria-labelledby="rename-title" fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="rename-title">Rename group</DialogTitle>
        <DialogContent>
          <FormTextField
            control={form.control}
            name="name"
            label="Group name"
            hint=" "
            autoFocus
            fullWidth
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy || !!form.formState.errors.name}>
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
  onSave: (ids: string[]) => void;
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
        <TextInput
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
      <DialogButtons
        label={`Save members (${selected.size})`}
        busy={busy}
        onCancel={onClose}
        onAction={() => onSave([...selected])}
      />
    </Dialog>
  );
}

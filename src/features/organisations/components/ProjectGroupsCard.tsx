import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { SelectInput } from '../../../components/SelectInput';
import type { ProjectRow } from '../../projects';
import { zProjectGroupsForm, type ProjectGroupsForm } from '../model';
import { useGroups, useSetProjectGroups } from '../queries';

/**
 * The organisation groups that may open this project, on the project's own page. Saved as from the
 * organisation dashboard (setProjectGroups), so members' ProjectAccess follows the groups the same way.
 */
export function ProjectGroupsCard({ project }: { project: ProjectRow }) {
  const orgId = project.organisationId ?? '';
  const groups = useGroups(orgId);
  const save = useSetProjectGroups(orgId);
  const form = useForm<ProjectGroupsForm>({
    resolver: zodResolver(zProjectGroupsForm),
    defaultValues: { groupIds: project.groupIds },
  });
  const selected = useWatch({ control: form.control, name: 'groupIds' });
  const submit = form.handleSubmit(({ groupIds }) => save.mutate({ projectId: project.id, groupIds }));
  const changed = [...selected].sort().join() !== [...project.groupIds].sort().join();
  const nameOf = (id: string) => groups.data?.find((g) => g.id === id)?.name ?? id;

  if (!orgId)
    return (
      <Typography variant="body2" color="text.secondary">
        This project belongs to no organisation, so it has no groups.
      </Typography>
    );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Groups with access">
        {project.groupIds.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No groups yet.
          </Typography>
        ) : (
          project.groupIds.map((id) => <Chip key={id} label={nameOf(id)} size="small" />)
        )}
      </Stack>
      {groups.isError ? (
        <Alert severity="info">
          Only the organisation&apos;s moderators and admins can change its groups.
        </Alert>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Controller
            control={form.control}
            name="groupIds"
            render={({ field: { ref, onChange, ...field } }) => (
              <SelectInput
                {...field}
                inputRef={ref}
                size="small"
                label="Groups with access"
                disabled={groups.isPending}
                onChange={(e) => {
                  save.reset();
                  const v = e.target.value as unknown;
                  onChange(typeof v === 'string' ? v.split(',') : (v as string[]));
                }}
                slotProps={{
                  select: { multiple: true, renderValue: (v) => (v as string[]).map(nameOf).join(', ') },
                }}
                helperText={
                  project.isPrivate
                    ? 'Members of these groups can open this private project.'
                    : 'Public: everyone can open it already; groups matter once it is private.'
                }
                sx={{ minWidth: 260, flex: 1 }}
              >
                {(groups.data ?? []).map((g) => (
                  <MenuItem key={g.id} value={g.id}>
                    {g.name}
                  </MenuItem>
                ))}
              </SelectInput>
            )}
          />
          <Button variant="outlined" disabled={save.isPending || !changed} onClick={() => void submit()}>
            Save groups
          </Button>
        </Stack>
      )}
      <OutcomeNotice
        outcome={outcomeOf(save, () => 'Groups saved; access updated for their members.')}
        onClose={() => save.reset()}
        sx={{}}
      />
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import type { ProjectRow } from '../../projects';
import { useGroups, useSetProjectGroups } from '../queries';
import { GroupAccessSelect } from './GroupAccessSelect';
import { useProjectGroupsForm } from '../use-project-groups-form';

/**
 * The organisation groups that may open this project, on the project's own page. Saved as from the
 * organisation dashboard (setProjectGroups), so members' ProjectAccess follows the groups the same way.
 */
export function ProjectGroupsCard({ project }: { project: ProjectRow }) {
  const orgId = project.organisationId ?? '';
  const groups = useGroups(orgId);
  const save = useSetProjectGroups(orgId);
  const { form, changed } = useProjectGroupsForm(project.groupIds);
  const submit = form.handleSubmit(({ groupIds }) => save.mutate({ projectId: project.id, groupIds }));
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
          <GroupAccessSelect
            control={form.control}
            groups={groups.data ?? []}
            onPick={() => save.reset()}
            disabled={groups.isPending}
            helperText={
              project.isPrivate
                ? 'Members of these groups can open this private project.'
                : 'Public: everyone can open it already; groups matter once it is private.'
            }
            minWidth={260}
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

import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { messageOf } from '../../../lib/errors';
import { useVisibleProjects } from '../queries';
import { selectProject, useSelectedProjectId } from '../selection';
import type { ProjectRow } from '../service';
import { RetryAlert } from '../../../components/RetryAlert';

/**
 * Chooses the selected project among those the user may see; the choice is saved under `selectedProject`.
 * When the saved project is not (or no longer) visible, the first visible one is selected instead.
 */
export function ProjectPicker({ onProjects }: { onProjects?: (projects: ProjectRow[]) => void }) {
  const projects = useVisibleProjects();
  const selected = useSelectedProjectId();
  const rows = projects.data;
  useEffect(() => {
    if (!rows) return;
    onProjects?.(rows);
    const first = rows[0];
    if (first && !rows.some((p) => p.id === selected)) selectProject(first.id);
  }, [rows, selected, onProjects]);
  if (projects.isPending) return <Skeleton variant="rounded" width={280} height={40} />;
  if (projects.isError)
    return <RetryAlert onRetry={() => projects.refetch()}>{messageOf(projects.error)}</RetryAlert>;
  if (!rows || rows.length === 0) return null;
  return (
    <TextField
      select
      size="small"
      label="Project"
      value={rows.some((p) => p.id === selected) ? selected : ''}
      onChange={(e) => selectProject(e.target.value)}
      sx={{ minWidth: 280 }}
    >
      {rows.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.projectName}
          {p.isPrivate ? ' (private)' : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}

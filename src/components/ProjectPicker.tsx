import Skeleton from '@mui/material/Skeleton';
import { FilterSelect } from './FilterSelect';
import { useEffect } from 'react';
import { messageOf } from '../lib/errors';
import { RetryAlert } from './RetryAlert';

export interface PickableProject {
  id: string;
  projectName: string;
  isPrivate?: boolean;
}

/** The parts of a react-query result the picker reads. */
export interface ProjectList<P> {
  data: P[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * Chooses one project among `projects`. When `selected` is not (or no longer) among them, the first one is
 * chosen instead. Data-free: the projects area connects it to the visible projects and the saved selection.
 */
export function ProjectPickerField<P extends PickableProject>({
  projects,
  selected,
  onSelect,
  onProjects,
}: {
  projects: ProjectList<P>;
  selected: string | null;
  onSelect: (projectId: string) => void;
  onProjects?: (projects: P[]) => void;
}) {
  const rows = projects.data;
  useEffect(() => {
    if (!rows) return;
    onProjects?.(rows);
    const first = rows[0];
    if (first && !rows.some((p) => p.id === selected)) onSelect(first.id);
  }, [rows, selected, onProjects, onSelect]);
  if (projects.isPending) return <Skeleton variant="rounded" width={280} height={40} />;
  if (projects.isError)
    return <RetryAlert onRetry={() => projects.refetch()}>{messageOf(projects.error)}</RetryAlert>;
  if (!rows || rows.length === 0) return null;
  return (
    <FilterSelect
      label="Project"
      value={rows.some((p) => p.id === selected) ? (selected ?? '') : ''}
      onChange={onSelect}
      options={rows.map((p) => ({
        value: p.id,
        label: p.isPrivate ? `${p.projectName} (private)` : p.projectName,
      }))}
      minWidth={280}
    />
  );
}

import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { AdminDataGrid } from '../../../components/AdminDataGrid';
import { messageOf } from '../../../lib/errors';
import type { ProjectRow } from '../../projects';
import { useProjectsCounts } from '../queries';
import { AUTHOR_COUNT_CAP, countLabel, type ProjectCounts } from '../stats-service';

/** One project and its counts: undefined while they are read; `error` when they could not be. */
interface StatsRow extends Partial<ProjectCounts> {
  id: string;
  project: string;
  pending: boolean;
  error?: string;
}

const COUNTS = 4;

/** A count cell: a skeleton while the project's counts are read, and the error across all four when they failed. */
function countCell({ row, formattedValue }: GridRenderCellParams<StatsRow>) {
  if (row.error)
    return (
      <Typography variant="body2" color="error" role="alert">
        {row.error}
      </Typography>
    );
  if (row.pending) return <Skeleton width={40} sx={{ ml: 'auto' }} />;
  return formattedValue;
}

const count = (field: keyof ProjectCounts, headerName: string, cap?: number): GridColDef<StatsRow> => ({
  field,
  headerName,
  type: 'number',
  width: 150,
  valueFormatter: (value?: number) =>
    value === undefined ? '' : cap ? countLabel(value, cap) : value.toLocaleString('en-GB'),
  renderCell: countCell,
});

const COLUMNS: GridColDef<StatsRow>[] = [
  { field: 'project', headerName: 'Project', flex: 1, minWidth: 200 },
  // A failed project's message spans its four count cells.
  { ...count('pins', 'Pins'), colSpan: (_value, row) => (row.error ? COUNTS : 1) },
  count('recordings', 'Recordings'),
  {
    ...count('authors', 'Authors', AUTHOR_COUNT_CAP),
    renderHeader: () => (
      <Tooltip title="Author profiles with at least one recording in the project">
        <span>Authors</span>
      </Tooltip>
    ),
  },
  count('timesCollected', 'Times collected'),
];

/** One row per project, each counted with aggregation queries (a few reads per project). */
export function ProjectStatsTable({ projects }: { projects: ProjectRow[] }) {
  const counts = useProjectsCounts(projects.map((p) => p.id));
  const rows: StatsRow[] = projects.map((p, i) => {
    const query = counts[i];
    return {
      id: p.id,
      project: `${p.projectName}${p.isPrivate ? ' (private)' : ''}`,
      ...query?.data,
      pending: query?.isPending ?? true,
      error: query?.isError ? messageOf(query.error) : undefined,
    };
  });
  return (
    <Box sx={{ mb: 3 }}>
      <AdminDataGrid
        rows={rows}
        columns={COLUMNS}
        label="Counts per project"
        csvFileName="counts-per-project"
        rowAttributes={() => ({ 'data-testid': 'stats-row' })}
      />
    </Box>
  );
}

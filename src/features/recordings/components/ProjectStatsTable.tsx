import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { messageOf } from '../../../lib/errors';
import type { ProjectRow } from '../../projects';
import { useProjectCounts } from '../queries';
import { AUTHOR_COUNT_CAP, countLabel } from '../stats-service';

function CountsRow({ project }: { project: ProjectRow }) {
  const counts = useProjectCounts(project.id);
  const cell = (n: number | undefined) =>
    counts.isPending ? <Skeleton width={40} /> : (n ?? 0).toLocaleString('en-GB');
  return (
    <TableRow data-testid="stats-row">
      <TableCell>
        {project.projectName}
        {project.isPrivate ? ' (private)' : ''}
      </TableCell>
      {counts.isError ? (
        <TableCell colSpan={4}>
          <Alert severity="error">{messageOf(counts.error)}</Alert>
        </TableCell>
      ) : (
        <>
          <TableCell align="right">{cell(counts.data?.pins)}</TableCell>
          <TableCell align="right">{cell(counts.data?.recordings)}</TableCell>
          <TableCell align="right">
            {counts.isPending ? (
              <Skeleton width={40} />
            ) : (
              countLabel(counts.data?.authors ?? 0, AUTHOR_COUNT_CAP)
            )}
          </TableCell>
          <TableCell align="right">{cell(counts.data?.timesCollected)}</TableCell>
        </>
      )}
    </TableRow>
  );
}

/** One row per project, each counted with aggregation queries (a few reads per project). */
export function ProjectStatsTable({ projects }: { projects: ProjectRow[] }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mb: 3 }}>
      <Table size="small" aria-label="Counts per project">
        <TableHead>
          <TableRow>
            <TableCell>Project</TableCell>
            <TableCell align="right">Pins</TableCell>
            <TableCell align="right">Recordings</TableCell>
            <TableCell align="right">
              <Tooltip title="Author profiles with at least one recording in the project">
                <span>Authors</span>
              </Tooltip>
            </TableCell>
            <TableCell align="right">Times collected</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {projects.map((p) => (
            <CountsRow key={p.id} project={p} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

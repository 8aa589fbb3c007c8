import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { csvFileName, tableCsv, type Period, type Table as FigureTable } from '../model';

/** Saves a table as a CSV file, as the feedback results do. */
function download(table: FigureTable, organisationId: string, period: Period) {
  const blob = new Blob([tableCsv(table)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = csvFileName(table, organisationId, period);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** One figure: its chart, its numbers as a table beside it, and the table as CSV. */
export function FigureSection({
  table,
  chart,
  organisationId,
  period,
  note,
}: {
  table: FigureTable;
  chart: ReactNode;
  organisationId: string;
  period: Period;
  note?: string;
}) {
  const headingId = `figure-${table.title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="h2" sx={{ flexGrow: 1, fontSize: '1.25rem' }}>
          {table.title}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          aria-label={`Download CSV: ${table.title}`}
          onClick={() => download(table, organisationId, period)}
        >
          Download CSV
        </Button>
      </Stack>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {note}
        </Typography>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>{chart}</Suspense>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          {/* It scrolls, so it takes focus: a keyboard user scrolls it with the arrows (axe scrollable-region-focusable). */}
          <TableContainer
            sx={{ maxHeight: 300 }}
            tabIndex={0}
            role="region"
            aria-label={`${table.title}, table`}
          >
            <Table size="small" stickyHeader aria-label={table.title}>
              <TableHead>
                <TableRow>
                  {table.header.map((h, i) => (
                    <TableCell key={h} align={i === 0 ? 'left' : 'right'}>
                      {h}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {table.rows.map((row) => (
                  <TableRow key={String(row[0])}>
                    {row.map((cell, i) => (
                      <TableCell key={i} align={i === 0 ? 'left' : 'right'}>
                        {cell === '' ? '–' : cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Grid>
      </Grid>
    </Paper>
  );
}

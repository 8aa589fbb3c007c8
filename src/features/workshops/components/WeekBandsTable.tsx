import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { TIME_BANDS, WEEKDAYS } from '../model';

type Weekday = (typeof WEEKDAYS)[number];
type TimeBand = (typeof TIME_BANDS)[number];

/**
 * The week as availability is asked for and shown: a row a weekday (its name the row's header), a column a time
 * band with its hours. The caller draws each cell (a choice, an answer, a count), so the editor, one group's
 * answers and the combined heat map read the same way.
 */
export function WeekBandsTable({
  label,
  cell,
}: {
  label: string;
  cell: (day: Weekday, band: TimeBand) => ReactNode;
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>Day</TableCell>
          {TIME_BANDS.map((b) => (
            <TableCell key={b.id}>
              {b.label}
              <br />
              <small>{b.hours}</small>
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {WEEKDAYS.map((day) => (
          <TableRow key={day}>
            <TableCell component="th" scope="row" sx={{ textTransform: 'capitalize' }}>
              {day}
            </TableCell>
            {TIME_BANDS.map((b) => cell(day, b))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

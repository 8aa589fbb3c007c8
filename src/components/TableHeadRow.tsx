import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** A column's heading: its words, or the words and their alignment (figures sit at the right). */
export type ColumnHeading = string | { label: string; align: 'right' };

/** A plain table's head: one row of column headings. */
export function TableHeadRow({ headings }: { headings: readonly ColumnHeading[] }) {
  return (
    <TableHead>
      <TableRow>
        {headings.map((h) =>
          typeof h === 'string' ? (
            <TableCell key={h}>{h}</TableCell>
          ) : (
            <TableCell key={h.label} align={h.align}>
              {h.label}
            </TableCell>
          ),
        )}
      </TableRow>
    </TableHead>
  );
}

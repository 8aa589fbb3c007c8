import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { TextInput } from './TextInput';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import KeyboardArrowLeft from './icons/KeyboardArrowLeft';
import KeyboardArrowRight from './icons/KeyboardArrowRight';
import FileDownloadOutlined from './icons/FileDownloadOutlined';
import { useMemo, useState, type ReactNode } from 'react';
import { csvText, downloadCsv } from '../lib/csv';
import type { RowAttributes } from './AdminDataGrid';
import { listView, type ListColumn, type ListSort } from './list-view';

export type { ListColumn, ListSort } from './list-view';

export interface ListTableProps<R> {
  rows: readonly R[];
  columns: readonly ListColumn<R>[];
  /** The table's accessible name and the CSV file's name. */
  label: string;
  getRowId: (row: R) => string;
  rowAttributes?: (row: R) => RowAttributes;
  /** Rows per page. */
  pageSize?: number;
  initialSort?: ListSort;
}

/**
 * A list with the admin grid's everyday tools (search, sorting by column, paging, CSV of what the search shows) on
 * MUI's plain table: for a list someone lands on, where the DataGrid's ~115 KB gzip would double what the screen
 * downloads (the organisation dashboard's members). Rows are read; their actions are buttons in cells.
 */
export function ListTable<R>({
  rows,
  columns,
  label,
  getRowId,
  rowAttributes,
  pageSize = 25,
  initialSort,
}: ListTableProps<R>) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ListSort | undefined>(initialSort);
  const [page, setPage] = useState(0);
  const shown = useMemo(() => listView(rows, columns, search, sort), [rows, columns, search, sort]);
  const lastPage = Math.max(0, Math.ceil(shown.length / pageSize) - 1);
  const current = Math.min(page, lastPage);
  const onPage = shown.slice(current * pageSize, (current + 1) * pageSize);
  const exported = columns.filter((c) => c.text);

  const sortBy = (id: string) => {
    setSort((s) =>
      s?.id === id && s.direction === 'asc' ? { id, direction: 'desc' } : { id, direction: 'asc' },
    );
    setPage(0);
  };
  const saveCsv = () =>
    downloadCsv(
      label.toLowerCase(),
      csvText([exported.map((c) => c.header), ...shown.map((r) => exported.map((c) => c.text!(r)))]),
    );

  return (
    <Paper variant="outlined" sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ p: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TextInput
          size="small"
          type="search"
          label="Search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
          slotProps={{ htmlInput: { 'aria-label': `Search ${label.toLowerCase()}` } }}
        />
        <Button startIcon={<FileDownloadOutlined />} onClick={saveCsv} disabled={shown.length === 0}>
          Download CSV
        </Button>
      </Stack>
      {/* On a phone the table scrolls sideways inside itself; the first column (who the row is) stays put. */}
      <TableContainer tabIndex={0} role="region" aria-label={`${label}, scrolls sideways`}>
        <Table size="small" aria-label={label} sx={stickyFirstColumn}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={c.id}
                  align={c.align}
                  sx={{ minWidth: c.minWidth, fontWeight: 600 }}
                  aria-sort={
                    sort?.id === c.id ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                >
                  {c.value ? (
                    <TableSortLabel
                      active={sort?.id === c.id}
                      direction={sort?.id === c.id ? sort.direction : 'asc'}
                      onClick={() => sortBy(c.id)}
                    >
                      {c.header}
                    </TableSortLabel>
                  ) : (
                    c.header
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {onPage.map((row) => (
              <TableRow key={getRowId(row)} hover {...rowAttributes?.(row)}>
                {columns.map((c) => (
                  <TableCell key={c.id} align={c.align}>
                    {cellContent(c, row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>No rows match the search</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {/* A plain pager: MUI's TablePagination brings Tooltip and Popper (~14 KB gzip) to every list that pages. */}
      <Stack direction="row" spacing={1} sx={{ p: 1, justifyContent: 'flex-end', alignItems: 'center' }}>
        <Typography variant="body2" role="status">
          {shown.length === 0
            ? '0 rows'
            : `${current * pageSize + 1}–${current * pageSize + onPage.length} of ${shown.length}`}
        </Typography>
        <IconButton aria-label="Previous page" disabled={current === 0} onClick={() => setPage(current - 1)}>
          <KeyboardArrowLeft />
        </IconButton>
        <IconButton
          aria-label="Next page"
          disabled={current >= lastPage}
          onClick={() => setPage(current + 1)}
        >
          <KeyboardArrowRight />
        </IconButton>
      </Stack>
    </Paper>
  );
}

const cellContent = <R,>(c: ListColumn<R>, row: R): ReactNode => (c.render ? c.render(row) : c.text?.(row));

const stickyFirstColumn = {
  '@media (max-width:599.95px)': {
    '& th:first-of-type, & td:first-of-type': {
      position: 'sticky',
      left: 0,
      zIndex: 1,
      bgcolor: 'background.paper',
      borderRight: 1,
      borderRightColor: 'divider',
    },
  },
} as const;

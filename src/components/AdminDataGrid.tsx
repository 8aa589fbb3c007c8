import type { GridColDef, GridRowIdGetter, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingRows } from './LoadingRows';

/** Data attributes put on a row's element, e.g. `{ 'data-testid': 'log-row', 'data-status': 'failed' }`. */
export type RowAttributes = Partial<Record<`data-${string}`, string>>;

export interface AdminDataGridProps<R extends GridValidRowModel> {
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
  /** The grid's accessible name, its toolbar title and the CSV file's default name. */
  label: string;
  getRowId?: GridRowIdGetter<R>;
  /** Attributes of each row's element: test ids, a status to select rows by. */
  rowAttributes?: (row: R) => RowAttributes;
  csvFileName?: string;
  /** Rows per page at first (10, 25, 50 or 100; the reader can change it). */
  pageSize?: number;
  initialSort?: GridSortModel;
  /** Rows grow with their content (chips, two-line cells) instead of a fixed height. */
  autoRowHeight?: boolean;
  /** What the grid says when it has no rows at all. */
  noRowsText?: string;
  loading?: boolean;
  /** Renders every row and column: for the unit tests' DOM, which has no layout to virtualise against. */
  disableVirtualization?: boolean;
}

// The grid is ~90 KB gzip: it loads with the first list that needs it, not with the route's own chunk.
const Grid = lazy(() => import('./AdminDataGridImpl')) as unknown as ComponentType<
  AdminDataGridProps<GridValidRowModel>
>;

/**
 * An admin list on MUI X DataGrid with the app's defaults (quick filter, CSV export, sorting, paging), loaded
 * lazily: skeleton rows show while the grid's code arrives.
 */
export function AdminDataGrid<R extends GridValidRowModel>(props: AdminDataGridProps<R>) {
  return (
    <Suspense fallback={<LoadingRows label={`Loading ${props.label}`} />}>
      <Grid {...(props as unknown as AdminDataGridProps<GridValidRowModel>)} />
    </Suspense>
  );
}

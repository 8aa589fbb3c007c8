import Paper from '@mui/material/Paper';
import {
  DataGrid,
  GridRow,
  type GridColDef,
  type GridRowProps,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { createContext, useContext, useMemo } from 'react';
import type { AdminDataGridProps, RowAttributes } from './AdminDataGrid';

const PAGE_SIZES = [10, 25, 50, 100];

/** The per-row data attributes (test ids, status) reach the row slot through context: slotProps.row is static. */
const RowAttributesContext = createContext<((row: GridValidRowModel) => RowAttributes) | undefined>(
  undefined,
);

function AttributedRow(props: GridRowProps) {
  const attributesOf = useContext(RowAttributesContext);
  return <GridRow {...props} {...attributesOf?.(props.row as GridValidRowModel)} />;
}

/**
 * The admin list: MUI X DataGrid with its toolbar (quick filter, columns, filters, CSV export), client-side paging
 * and sorting, compact rows, the page's own height (autoHeight) and no row selection: rows are read, and their
 * actions are buttons in cells, reachable with Tab and the grid's arrow-key navigation.
 */
export default function AdminDataGridImpl<R extends GridValidRowModel>({
  rows,
  columns,
  label,
  getRowId,
  rowAttributes,
  csvFileName,
  pageSize = 25,
  initialSort,
  autoRowHeight = false,
  noRowsText = 'Nothing here yet',
  loading,
  disableVirtualization,
}: AdminDataGridProps<R>) {
  const attributesOf = rowAttributes as ((row: GridValidRowModel) => RowAttributes) | undefined;
  const initialState = useMemo(
    () => ({
      pagination: { paginationModel: { pageSize, page: 0 } },
      sorting: initialSort ? { sortModel: initialSort } : undefined,
    }),
    [pageSize, initialSort],
  );
  return (
    <RowAttributesContext.Provider value={attributesOf}>
      <Paper variant="outlined" sx={{ width: '100%' }}>
        <DataGrid<R>
          rows={rows}
          columns={columns as GridColDef<R>[]}
          getRowId={getRowId}
          label={label}
          aria-label={label}
          loading={loading}
          autoHeight
          density="compact"
          getRowHeight={autoRowHeight ? () => 'auto' : undefined}
          initialState={initialState}
          pageSizeOptions={PAGE_SIZES}
          disableRowSelectionOnClick
          disableVirtualization={disableVirtualization}
          showToolbar
          slots={{ row: AttributedRow }}
          slotProps={{
            toolbar: {
              showQuickFilter: true,
              csvOptions: { fileName: csvFileName ?? label, utf8WithBom: true },
              printOptions: { disableToolbarButton: true },
            },
          }}
          localeText={{ noRowsLabel: noRowsText, noResultsOverlayLabel: 'No rows match the search' }}
          sx={{
            border: 0,
            '& .MuiDataGrid-cell': { alignContent: 'center' },
            // On a phone the grid scrolls sideways inside itself; the first column (what the row is) stays put.
            '@media (max-width:599.95px)': {
              '& .MuiDataGrid-cell[aria-colindex="1"], & .MuiDataGrid-columnHeader[aria-colindex="1"]': {
                position: 'sticky',
                left: 0,
                zIndex: 3,
                bgcolor: 'background.paper',
                borderRight: 1,
                borderRightColor: 'divider',
              },
            },
          }}
        />
      </Paper>
    </RowAttributesContext.Provider>
  );
}

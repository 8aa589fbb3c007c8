import type { GridColDef } from '@mui/x-data-grid';
import AdminDataGridImpl from '../../../src/components/AdminDataGridImpl';
import type { PinRow } from '../../../src/features/pins/pin-table';

const coordinate = (value: number) => value.toFixed(5);

/** The pin list's columns (VirtualPinTable's widths as flex), the key a button that would open the editor. */
const COLUMNS: GridColDef<PinRow>[] = [
  {
    field: 'pinKey',
    headerName: 'Key',
    flex: 16,
    renderCell: ({ row }) => (
      <button type="button" onClick={() => undefined}>
        {row.pinKey}
      </button>
    ),
  },
  { field: 'title', headerName: 'Title', flex: 22 },
  { field: 'pinType', headerName: 'Type', flex: 11 },
  { field: 'lat', headerName: 'Latitude', type: 'number', flex: 10, valueFormatter: coordinate },
  { field: 'long', headerName: 'Longitude', type: 'number', flex: 10, valueFormatter: coordinate },
  { field: 'tags', headerName: 'Tags', flex: 17 },
  { field: 'branch', headerName: 'Branch', flex: 8 },
  { field: 'order', headerName: 'Order', flex: 6 },
];
const BY_KEY = [{ field: 'pinKey', sort: 'asc' as const }];

/**
 * (b) The app's DataGrid wrapper (its implementation, loaded up front so its code is not timed) on the same
 * rows, sorted by key. `pageSize` 10,000 asks for the whole list on one page; 100 is the MIT grid's largest page.
 */
export default function GridVariant({ rows, pageSize }: { rows: readonly PinRow[]; pageSize: number }) {
  return (
    <AdminDataGridImpl<PinRow>
      rows={rows}
      columns={COLUMNS}
      label="Pins"
      getRowId={(row) => row.pinKey}
      pageSize={pageSize}
      initialSort={BY_KEY}
    />
  );
}

import { useMemo, useState } from 'react';
import { VirtualPinTable } from '../../../src/features/pins/components/VirtualPinTable';
import {
  filterRows,
  sortRows,
  type PinColumn,
  type PinRow,
  type SortDirection,
} from '../../../src/features/pins/pin-table';

/** (a) The pin list's own table as PinListScreen uses it: filter and sort in a memo, then VirtualPinTable. */
export default function TableVariant({ rows }: { rows: readonly PinRow[] }) {
  const [sort, setSort] = useState<{ column: PinColumn; direction: SortDirection }>({
    column: 'pinKey',
    direction: 'asc',
  });
  const shown = useMemo(
    () => sortRows(filterRows(rows, '', null), sort.column, sort.direction),
    [rows, sort],
  );
  const onSort = (column: PinColumn) =>
    setSort((s) => ({ column, direction: s.column === column && s.direction === 'asc' ? 'desc' : 'asc' }));
  return <VirtualPinTable rows={shown} sort={sort} onSort={onSort} onOpen={() => undefined} />;
}

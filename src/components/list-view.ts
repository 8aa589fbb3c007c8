import type { ReactNode } from 'react';

/** One column of a ListTable. */
export interface ListColumn<R> {
  id: string;
  header: string;
  /** The cell as text: what it shows (unless `render`), what the search matches and what the CSV holds. */
  text?: (row: R) => string;
  /** What the column sorts by; a column without one does not sort (e.g. actions). */
  value?: (row: R) => string | number | Date;
  /** The cell's content when it is more than text (a chip, buttons). */
  render?: (row: R) => ReactNode;
  align?: 'left' | 'right';
  minWidth?: number;
}

export interface ListSort {
  id: string;
  direction: 'asc' | 'desc';
}

const compare = (a: string | number | Date, b: string | number | Date): number => {
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b);
  return Number(a) - Number(b);
};

/**
 * The rows a ListTable shows: those whose text matches every word of the search (any column, any case), in the
 * order of the sorted column (ties keep the order the rows came in).
 */
export function listView<R>(
  rows: readonly R[],
  columns: readonly ListColumn<R>[],
  search: string,
  sort: ListSort | undefined,
): R[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (row: R) => {
    if (words.length === 0) return true;
    const text = columns
      .map((c) => c.text?.(row) ?? '')
      .join(' ')
      .toLowerCase();
    return words.every((w) => text.includes(w));
  };
  const shown = rows.filter(matches);
  const column = sort && columns.find((c) => c.id === sort.id);
  if (!sort || !column?.value) return shown;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const value = column.value;
  return shown
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => sign * compare(a.key, b.key) || a.index - b.index)
    .map((x) => x.row);
}

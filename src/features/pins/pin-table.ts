import type { WithId } from '../../lib/converter';
import type { Pin } from './model';

/** What the pin list shows of a pin: flat and small, so 10,000 of them stay cheap to hold and sort. */
export interface PinRow {
  pinKey: string;
  title: string;
  pinType: string;
  lat: number;
  long: number;
  tags: string;
  order: string;
  branch: string;
  qrPath: string;
}
export type PinColumn = keyof PinRow;
export type SortDirection = 'asc' | 'desc';

export function toRow(pin: WithId<Pin> | Pin): PinRow {
  return {
    pinKey: pin.pinKey,
    title: pin.title ?? '',
    pinType: pin.pinType,
    lat: pin.location.geoPoint.lat,
    long: pin.location.geoPoint.long,
    tags: pin.tags.locationTags.join(', '),
    order: pin.pinOrder ? String(pin.pinOrder.id) : '',
    branch: pin.pinOrder ? String(pin.pinOrder.branch) : '',
    qrPath: pin.qrPath ?? '',
  };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export function sortRows(rows: readonly PinRow[], column: PinColumn, direction: SortDirection): PinRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[column];
    const y = b[column];
    const byValue =
      typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return sign * byValue || collator.compare(a.pinKey, b.pinKey);
  });
}

/** Case-insensitive match of every word against key, title, type, tags and branch; type filter exact. */
export function filterRows(rows: readonly PinRow[], text: string, pinType: string | null): PinRow[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (pinType && row.pinType !== pinType) return false;
    if (words.length === 0) return true;
    const haystack = `${row.pinKey} ${row.title} ${row.pinType} ${row.tags} ${row.branch}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

const CSV_COLUMNS: PinColumn[] = [
  'pinKey',
  'title',
  'pinType',
  'lat',
  'long',
  'tags',
  'order',
  'branch',
  'qrPath',
];

/**
 * RFC 4180 CSV of the rows shown. Cells a spreadsheet would run as a formula (= + - @ at the start) are
 * prefixed with a quote, except plain numbers such as negative longitudes.
 */
export function toCsv(rows: readonly PinRow[]): string {
  const cell = (value: string | number) => {
    let text = String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(CSV_COLUMNS.map((c) => cell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The rows a virtualised list renders for a scroll position: the visible ones plus an overscan either side. */
export function visibleWindow(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  total: number,
  overscan = 10,
): { start: number; end: number } {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const count = Math.ceil(viewportHeight / rowHeight);
  return {
    start: Math.max(0, first - overscan),
    end: Math.min(total, first + count + overscan),
  };
}

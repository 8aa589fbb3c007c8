/**
 * The one CSV writer of the app and the functions (the app's lists and reports, the functions' project archive).
 * A CSV cell (RFC 4180). Text a spreadsheet would run as a formula (= + - @ tab or CR at the start) is prefixed
 * with a quote so it shows as text; numbers are written as they are (a negative figure is not a formula).
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows (the header first) as CSV text, CRLF line ends as spreadsheets expect. */
export const csvText = (rows: readonly (readonly (string | number)[])[]): string =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** `asData`: the file is for an importer, not a spreadsheet (see csvCell). */
export interface CsvOptions {
  asData?: boolean;
}

/**
 * The one CSV writer of the app and the functions (the app's lists and reports, the functions' project archive).
 * A CSV cell (RFC 4180). Text a spreadsheet would run as a formula (= + - @ tab or CR at the start) is prefixed
 * with a quote so it shows as text; numbers are written as they are (a negative figure is not a formula). A file
 * for an importer rather than a spreadsheet (`asData`) keeps its values exactly: the importer would store the
 * quote, and "-33.86,151.2" is a place in the southern hemisphere, not a formula.
 */
export function csvCell(value: string | number, { asData = false }: CsvOptions = {}): string {
  if (typeof value === 'number') return String(value);
  const safe = !asData && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows (the header first) as CSV text, CRLF line ends as spreadsheets expect. */
export const csvText = (rows: readonly (readonly (string | number)[])[], options: CsvOptions = {}): string =>
  rows.map((row) => row.map((cell) => csvCell(cell, options)).join(',')).join('\r\n') + '\r\n';

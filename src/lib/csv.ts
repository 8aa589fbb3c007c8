/**
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

/** Saves CSV text as a file through a temporary link (with a BOM so spreadsheets read it as UTF-8). */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

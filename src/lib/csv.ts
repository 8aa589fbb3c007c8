import { saveBlob } from './download';

// The writer itself is shared with the functions (the project archive's items.csv), so both write one CSV.
export { csvCell, csvText } from '@storytelling/shared/csv';

/** Saves CSV text as a file (with a BOM so spreadsheets read it as UTF-8). */
export function downloadCsv(fileName: string, text: string): void {
  saveBlob(
    fileName.endsWith('.csv') ? fileName : `${fileName}.csv`,
    new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }),
  );
}

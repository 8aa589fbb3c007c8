/** Saves a blob as a file through a temporary link, the way a browser saves a download. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked a little later: the browser reads the URL after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

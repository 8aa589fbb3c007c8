/** Author images live under this Storage folder. */
export const AUTHOR_IMAGES_FOLDER = 'authors';

/**
 * The Storage path an Author.imagePath points at. Older profiles hold a plain path ("authors/a.jpg", "/authors/a.jpg"),
 * a gs:// URL or a download URL whose object name is encoded after `/o/`.
 */
export function storagePathOf(imagePath: string | undefined): string | null {
  const value = imagePath?.trim();
  if (!value) return null;
  if (value.startsWith('gs://')) return value.replace(/^gs:\/\/[^/]+\//, '') || null;
  if (/^https?:\/\//.test(value)) {
    const match = /\/o\/([^?#]+)/.exec(value);
    return match?.[1] ? decodeURIComponent(match[1]) : null;
  }
  return value.replace(/^\/+/, '');
}

/** Files in the folder that no author's imagePath references: safe to delete, sorted for a stable list. */
export function orphanedFiles(
  filePaths: readonly string[],
  authors: readonly { imagePath?: string }[],
): string[] {
  const used = new Set(authors.map((a) => storagePathOf(a.imagePath)).filter((p): p is string => p !== null));
  return filePaths.filter((path) => !used.has(path.replace(/^\/+/, ''))).sort();
}

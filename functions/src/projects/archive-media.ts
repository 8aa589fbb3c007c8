import { createHash } from 'node:crypto';

/**
 * Fetching a recording's media for the archive by its `audioUrl`: a Storage download URL in production, a path
 * the app serves (such as /audio/demo-chime.wav) on the local stack, resolved against the app's origin. The
 * address is data someone typed or uploaded, so the server fetches only from the app's origin and Storage's own
 * hosts (plus ARCHIVE_MEDIA_HOSTS), follows no redirect, and stops after a time and a size: it never fetches an
 * internal address (a metadata server, say) for whoever exports.
 */
export const MEDIA_MAX_BYTES = 200 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 60_000;
const STORAGE_HOSTS = ['firebasestorage.googleapis.com', 'storage.googleapis.com'];

export type Fetched =
  { ok: true; bytes: Uint8Array; sha256: string; contentType?: string } | { ok: false; reason: string };

/** The address to fetch, or why it may not be fetched. Pure. */
export function mediaAddress(
  audioUrl: string | undefined,
  origin: string,
  extraHosts: readonly string[] = [],
): { ok: true; url: URL } | { ok: false; reason: string } {
  if (!audioUrl?.trim()) return { ok: false, reason: 'The recording has no media address' };
  let url: URL;
  try {
    url = new URL(audioUrl.trim(), `${origin}/`);
  } catch {
    return { ok: false, reason: 'The media address is not a valid address' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, reason: 'The media address is not an http(s) address' };
  const app = new URL(origin);
  const allowed =
    url.origin === app.origin ||
    (url.protocol === 'https:' &&
      (STORAGE_HOSTS.includes(url.hostname) ||
        url.hostname.endsWith('.firebasestorage.app') ||
        extraHosts.includes(url.hostname)));
  return allowed
    ? { ok: true, url }
    : { ok: false, reason: `Media is fetched only from the app and its storage, not ${url.hostname}` };
}

export const extraMediaHosts = (): string[] =>
  (process.env.ARCHIVE_MEDIA_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);

/** The file, whole (a failure half-way must not leave half a file in the zip), with its checksum. */
export async function fetchMedia(url: URL): Promise<Fetched> {
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = (error as { name?: string }).name === 'TimeoutError';
    return {
      ok: false,
      reason: timedOut ? 'The media server did not answer in time' : 'The media server could not be reached',
    };
  }
  if (!response.ok)
    return {
      ok: false,
      reason: `The media server answered ${response.status} ${response.statusText}`.trim(),
    };
  const contentType = response.headers.get('content-type') ?? undefined;
  // The app's own fallback page is HTML: a path it does not serve answers 200 with index.html.
  if (contentType?.startsWith('text/html'))
    return { ok: false, reason: 'No media file at that address (the server sent a web page)' };
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MEDIA_MAX_BYTES) return { ok: false, reason: tooLarge() };
  const reader = response.body?.getReader();
  if (!reader) return { ok: false, reason: 'The media server sent no file' };
  const parts: Uint8Array[] = [];
  let size = 0;
  const hash = createHash('sha256');
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MEDIA_MAX_BYTES) {
        await reader.cancel();
        return { ok: false, reason: tooLarge() };
      }
      hash.update(value);
      parts.push(value);
    }
  } catch {
    return { ok: false, reason: 'The media file stopped arriving part-way' };
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return { ok: true, bytes, sha256: hash.digest('hex'), ...(contentType ? { contentType } : {}) };
}

const tooLarge = () => `The media file is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB`;

/**
 * The remembered origin after sign-in is only ever an in-app path. The candidate is normalised the way a browser
 * would read it (percent-decoding, dot segments) and only then checked, so `/.//evil`, `/%2e//evil` or
 * `/%2F%2Fevil` cannot turn into the protocol-relative `//evil` after the check. Anything that could leave the app
 * (`//host`, `/\host`, `https://…`, `javascript:…`, control characters that browsers strip) is refused.
 */
export function safeInAppPath(candidate: string | null | undefined): string | null {
  if (!candidate || candidate.length > MAX_LENGTH) return null;
  if (!candidate.startsWith('/') || UNSAFE_CHARS.test(candidate)) return null;
  const { path, rest } = splitPath(candidate);
  const segments = decodeSegments(path);
  if (!segments) return null;
  const resolved = removeDotSegments(segments);
  // After resolving dots an empty first segment followed by more means `//host`: the browser would leave the app.
  if (resolved.length > 1 && resolved[0] === '') return null;
  const kept = resolved.filter((segment) => segment !== '');
  if (kept[0] !== undefined && SCHEME.test(kept[0])) return null;
  const normalised = `/${kept.map(encodeSegment).join('/')}${queryAndHash(candidate, rest)}`;
  return staysInApp(normalised) ? normalised : null;
}

export const REDIRECT_PARAM = 'from';

/** The sign-in URL that remembers where the user was going. */
export function loginPathFor(origin: string): string {
  const safe = safeInAppPath(origin);
  return safe && safe !== '/' && safe !== '/loginscreen'
    ? `/loginscreen?${REDIRECT_PARAM}=${encodeURIComponent(safe)}`
    : '/loginscreen';
}

const MAX_LENGTH = 2000;
const BASE = 'https://app.invalid';
// Browsers drop tabs and newlines and treat backslashes as slashes, so "/\t/evil" would become "//evil".
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/;
// A decoded segment that still holds an escape was encoded twice: a later decode could make it a slash.
const LEFTOVER_ESCAPE = /%[0-9a-f]{2}/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function splitPath(candidate: string): { path: string; rest: string } {
  const end = candidate.search(/[?#]/);
  return end === -1
    ? { path: candidate, rest: '' }
    : { path: candidate.slice(0, end), rest: candidate.slice(end) };
}

/** Each segment between raw slashes, percent-decoded; null when decoding reveals a slash, backslash or control. */
function decodeSegments(path: string): string[] | null {
  const decoded: string[] = [];
  for (const raw of path.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment.includes('/') || UNSAFE_CHARS.test(segment) || LEFTOVER_ESCAPE.test(segment)) return null;
    decoded.push(segment);
  }
  return decoded;
}

/** RFC 3986 dot-segment removal over decoded segments; empty segments are kept so `//` stays visible. */
function removeDotSegments(segments: string[]): string[] {
  const out: string[] = [];
  for (const segment of segments) {
    if (segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return out;
}

/** Like the browser's path encoding: sub-delimiters, ':' and '@' stay readable. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/%(21|24|26|27|28|29|2A|2B|2C|3B|3D|3A|40)/gi, (escape) =>
    decodeURIComponent(escape),
  );
}

function queryAndHash(candidate: string, rest: string): string {
  if (!rest) return '';
  const url = new URL(candidate, BASE);
  return url.search + url.hash;
}

function staysInApp(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  try {
    return new URL(path, BASE).origin === BASE;
  } catch {
    return false;
  }
}

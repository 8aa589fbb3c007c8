/**
 * The remembered origin after sign-in is only ever an in-app path. Anything that could leave the app
 * (`//host`, `/\host`, `https://…`, `javascript:…`, control characters that browsers strip) is refused.
 */
export function safeInAppPath(candidate: string | null | undefined): string | null {
  if (!candidate || candidate.length > 2000) return null;
  if (!candidate.startsWith('/')) return null;
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  // Browsers drop tabs and newlines and treat backslashes as slashes, so "/\t/evil" would become "//evil".
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  try {
    const base = 'https://app.invalid';
    const url = new URL(candidate, base);
    if (url.origin !== base) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

export const REDIRECT_PARAM = 'from';

/** The sign-in URL that remembers where the user was going. */
export function loginPathFor(origin: string): string {
  const safe = safeInAppPath(origin);
  return safe && safe !== '/' && safe !== '/loginscreen'
    ? `/loginscreen?${REDIRECT_PARAM}=${encodeURIComponent(safe)}`
    : '/loginscreen';
}

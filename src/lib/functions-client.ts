import { AppError, sendFailed } from './errors';

/** The status text of a request the service never answered (no HTTP status: status 0, as fetch reports it). */
export const NO_ANSWER = 'No answer from the server';

/** The signed-in person's ID token as an Authorization header; none when nobody is signed in. */
export async function bearerHeader(): Promise<Record<string, string>> {
  // Auth is loaded here, when the person acts, not with the page that offers the action.
  const { authClient } = await import('./auth-client');
  const user = authClient().currentUser;
  const token = user ? await user.getIdToken() : null;
  return token ? { authorization: `Bearer ${token}` } : {};
}

/**
 * POSTs JSON to one of the project's HTTP functions with the caller's Firebase ID token. A response that is not
 * ok raises `Failed to send email: {status} {status text}` for the e-mail endpoint and the
 * server's own words for the others; the server's explanation is kept as detail either way.
 */
export async function postToFunction<T extends { ok: boolean }>(
  url: string,
  body: unknown,
  failure: (status: number, statusText: string, error?: string) => string = sendFailed,
): Promise<Extract<T, { ok: true }>> {
  const authorization = await bearerHeader();
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authorization },
      body: JSON.stringify(body),
    });
  } catch (error) {
    // The service did not answer at all (down, or the browser offline): the same message as any failure, not
    // the browser's "Failed to fetch".
    throw new AppError(failure(0, NO_ANSWER), `${NO_ANSWER}: ${String(error)}`);
  }
  const json = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok || !json?.ok) {
    const error = json && !json.ok ? json.error : undefined;
    throw new AppError(failure(response.status, response.statusText, error), error);
  }
  return json as Extract<T, { ok: true }>;
}

import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';

/**
 * The Auth emulator's REST API, as a signed-out client calls it to sign up or sign in, for tests that call the
 * functions' HTTP endpoints with a real ID token.
 */
export async function authCall(
  authHost: string,
  path: 'accounts:signUp' | 'accounts:signInWithPassword',
  body: Record<string, unknown>,
): Promise<{ idToken: string; localId: string }> {
  const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/${path}?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  return (await res.json()) as { idToken: string; localId: string };
}

/**
 * A JSON POST to a function's HTTP endpoint, as the app sends it, with the caller's ID token when given; the
 * answer as it came (for an endpoint that answers with a file). `headers` adds others (an Origin, say).
 */
export function postRequest(
  url: string,
  body: unknown,
  idToken?: string | null,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

/** A JSON POST to a function's HTTP endpoint (postRequest), its JSON answer read. */
export async function postJson(
  url: string,
  body: unknown,
  idToken?: string | null,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await postRequest(url, body, idToken);
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** A demo account's ID token (scripts/seed/accounts.ts). */
export const demoIdToken = async (authHost: string, who: keyof typeof DEMO_ACCOUNTS) =>
  (await authCall(authHost, 'accounts:signInWithPassword', { ...DEMO_ACCOUNTS[who] })).idToken;

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed, expiring tokens the mail pipeline puts in links (unsubscribe, sign-up confirmation):
 * base64url(JSON payload) + '.' + base64url(HMAC-SHA256 of purpose + body). The purpose keeps one kind of token
 * from passing as another; the unsubscribe tokens' purpose is '' so that links already sent stay valid. Every
 * payload carries its expiry `x` (seconds since the epoch).
 */
const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const sign = (secret: string, purpose: string, body: string) =>
  createHmac('sha256', secret)
    .update(purpose + body)
    .digest();

export function makeSignedToken(secret: string, purpose: string, payload: { x: number }): string {
  if (!secret) throw new Error('No unsubscribe secret is configured');
  const body = b64(JSON.stringify(payload));
  return `${body}.${b64(sign(secret, purpose, body))}`;
}

export type SignedTokenCheck<P> = { ok: true; payload: P } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Signature first (constant time), then the payload's shape (`isPayload`), then expiry: a forged or malformed
 * token is "invalid", never "expired".
 */
export function readSignedToken<P extends { x: number }>(
  secret: string,
  purpose: string,
  token: unknown,
  now: Date,
  { maxLength, isPayload }: { maxLength: number; isPayload: (p: Record<string, unknown>) => boolean },
): SignedTokenCheck<P> {
  if (!secret || typeof token !== 'string' || token.length > maxLength)
    return { ok: false, reason: 'invalid' };
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = sign(secret, purpose, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof payload !== 'object' || payload === null || !isPayload(payload as Record<string, unknown>))
    return { ok: false, reason: 'invalid' };
  const x = (payload as { x?: unknown }).x;
  if (typeof x !== 'number' || x * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, payload: payload as P };
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONFIRMATION_DAYS } from '../shared/subscriber-api.js';

/**
 * Signed, expiring sign-up confirmation tokens, made as the unsubscribe tokens are (mail/unsubscribe-token.ts):
 * base64url(JSON payload) + '.' + base64url(HMAC-SHA256), with the same secret. The HMAC input is prefixed with
 * this token's purpose, so an unsubscribe token can never pass as a confirmation or the other way round.
 */
export interface ConfirmPayload {
  /** The subscriber record's id (organisation and address). */
  s: string;
  /** The list signed up to. */
  l: string;
  /** The consent wording shown on the form. */
  w: string;
  /** Expiry, seconds since the epoch. */
  x: number;
}

const PURPOSE = 'subscription-confirmation\n';
const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const sign = (secret: string, body: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + body)
    .digest();

export function makeConfirmToken(
  secret: string,
  input: { subscriberId: string; listId: string; wording: string },
  now: Date,
): string {
  if (!secret) throw new Error('No unsubscribe secret is configured');
  const payload: ConfirmPayload = {
    s: input.subscriberId,
    l: input.listId,
    w: input.wording,
    x: Math.floor(now.getTime() / 1000) + CONFIRMATION_DAYS * 86_400,
  };
  const body = b64(JSON.stringify(payload));
  return `${body}.${b64(sign(secret, body))}`;
}

export type ConfirmCheck =
  { ok: true; payload: ConfirmPayload } | { ok: false; reason: 'invalid' | 'expired' };

/** Signature first (constant time), then shape, then expiry: a forged token is "invalid", never "expired". */
export function readConfirmToken(secret: string, token: unknown, now: Date): ConfirmCheck {
  if (!secret || typeof token !== 'string' || token.length > 3000) return { ok: false, reason: 'invalid' };
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = sign(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  let payload: ConfirmPayload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ConfirmPayload;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof payload.s !== 'string' || typeof payload.l !== 'string' || typeof payload.w !== 'string')
    return { ok: false, reason: 'invalid' };
  if (typeof payload.x !== 'number' || payload.x * 1000 <= now.getTime())
    return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}

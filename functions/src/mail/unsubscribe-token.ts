import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { maskAddress, normaliseAddress } from '../shared/email-address.js';

/**
 * Signed, expiring unsubscribe tokens: base64url(JSON payload) + '.' + base64url(HMAC-SHA256). The payload holds
 * the address's hash (the suppression key) and its masked form, never the address itself, so a forwarded link
 * reveals nothing and a tampered one fails the signature. The secret lives with the functions (Secret Manager in
 * production, functions/.secret.local on the local stack), never in the repository.
 */
export const UNSUBSCRIBE_TOKEN_DAYS = 90;

export interface TokenPayload {
  /** sha-256 of the normalised address: the id of its suppressions document. */
  h: string;
  /** The masked address, for the page to show. */
  m: string;
  /** Expiry, seconds since the epoch. */
  x: number;
  /** The newsletter campaign the link came with, so that an unsubscribe is counted against it. */
  c?: string;
}

export const addressHash = (address: string) =>
  createHash('sha256').update(normaliseAddress(address)).digest('hex');

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest();

export function makeUnsubscribeToken(
  secret: string,
  address: string,
  now: Date,
  about: { campaignId?: string } = {},
): string {
  if (!secret) throw new Error('No unsubscribe secret is configured');
  const payload: TokenPayload = {
    h: addressHash(address),
    m: maskAddress(normaliseAddress(address)),
    x: Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 86_400,
    ...(about.campaignId ? { c: about.campaignId } : {}),
  };
  const body = b64(JSON.stringify(payload));
  return `${body}.${b64(sign(secret, body))}`;
}

export type TokenCheck = { ok: true; payload: TokenPayload } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks the signature first (in constant time), then the expiry: a forged token is "invalid", not "expired". */
export function readUnsubscribeToken(secret: string, token: unknown, now: Date): TokenCheck {
  if (!secret || typeof token !== 'string' || token.length > 1000) return { ok: false, reason: 'invalid' };
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = sign(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  let payload: TokenPayload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof payload.h !== 'string' || !/^[0-9a-f]{64}$/.test(payload.h) || typeof payload.m !== 'string')
    return { ok: false, reason: 'invalid' };
  if (payload.c !== undefined && (typeof payload.c !== 'string' || !/^[\w-]{1,128}$/.test(payload.c)))
    return { ok: false, reason: 'invalid' };
  if (typeof payload.x !== 'number' || payload.x * 1000 <= now.getTime())
    return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}

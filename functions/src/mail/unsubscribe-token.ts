import { createHash } from 'node:crypto';
import { maskAddress, normaliseAddress } from '../shared/email-address.js';
import { makeSignedToken, readSignedToken, type SignedTokenCheck } from './signed-token.js';

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

/** Unsubscribe links were signed before tokens had purposes: theirs stays empty so that sent links keep working. */
const UNSUBSCRIBE_PURPOSE = '';

export const addressHash = (address: string) =>
  createHash('sha256').update(normaliseAddress(address)).digest('hex');

export function makeUnsubscribeToken(
  secret: string,
  address: string,
  now: Date,
  about: { campaignId?: string } = {},
): string {
  const payload: TokenPayload = {
    h: addressHash(address),
    m: maskAddress(normaliseAddress(address)),
    x: Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 86_400,
    ...(about.campaignId ? { c: about.campaignId } : {}),
  };
  return makeSignedToken(secret, UNSUBSCRIBE_PURPOSE, payload);
}

export type TokenCheck = SignedTokenCheck<TokenPayload>;

/** Checks the signature first (in constant time), then the expiry: a forged token is "invalid", not "expired". */
export function readUnsubscribeToken(secret: string, token: unknown, now: Date): TokenCheck {
  return readSignedToken<TokenPayload>(secret, UNSUBSCRIBE_PURPOSE, token, now, {
    maxLength: 1000,
    isPayload: (p) =>
      typeof p.h === 'string' &&
      /^[0-9a-f]{64}$/.test(p.h) &&
      typeof p.m === 'string' &&
      (p.c === undefined || (typeof p.c === 'string' && /^[\w-]{1,128}$/.test(p.c))),
  });
}

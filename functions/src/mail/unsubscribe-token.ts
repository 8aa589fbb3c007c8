import { createHash } from 'node:crypto';
import { maskAddress, normaliseAddress } from '@storytelling/shared/email-address';
import { sealAddress } from './sealed-address.js';
import { makeSignedToken, readSignedToken, type SignedTokenCheck } from './signed-token.js';

/**
 * Signed, expiring unsubscribe tokens: base64url(JSON payload) + '.' + base64url(HMAC-SHA256). The payload holds
 * the address's hash (the suppression key), its masked form and, for mail sent in an organisation's name, that
 * organisation and the address sealed (mail/sealed-address.ts), never the address in the clear, so a forwarded
 * link reveals nothing and a tampered one fails the signature. The secret lives with the functions (Secret Manager in
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
  /** The organisation the mail was sent for: an unsubscribe is from its mail, not from everyone's. */
  o?: string;
  /** The address, sealed: how the function finds the person's record in that organisation. */
  e?: string;
}

/** Unsubscribe links were signed before tokens had purposes: theirs stays empty so that sent links keep working. */
const UNSUBSCRIBE_PURPOSE = '';

export const addressHash = (address: string) =>
  createHash('sha256').update(normaliseAddress(address)).digest('hex');

export function makeUnsubscribeToken(
  secret: string,
  address: string,
  now: Date,
  about: { campaignId?: string; organisationId?: string } = {},
): string {
  const payload: TokenPayload = {
    h: addressHash(address),
    m: maskAddress(normaliseAddress(address)),
    x: Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 86_400,
    ...(about.campaignId ? { c: about.campaignId } : {}),
    ...(about.organisationId
      ? { o: about.organisationId, e: sealAddress(secret, normaliseAddress(address)) }
      : {}),
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
      (p.c === undefined || (typeof p.c === 'string' && /^[\w-]{1,128}$/.test(p.c))) &&
      // An organisation and its sealed address come together or not at all.
      (p.o === undefined) === (p.e === undefined) &&
      (p.o === undefined || (typeof p.o === 'string' && /^[\w.-]{1,200}$/.test(p.o))) &&
      (p.e === undefined || (typeof p.e === 'string' && p.e.length <= 600)),
  });
}

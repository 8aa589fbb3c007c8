import { makeSignedToken, readSignedToken, type SignedTokenCheck } from '../mail/signed-token.js';
import { CONFIRMATION_DAYS } from '../shared/subscriber-api.js';

/**
 * Signed, expiring sign-up confirmation tokens, made as the unsubscribe tokens are (mail/signed-token.ts), with
 * the same secret and a purpose of their own, so an unsubscribe token can never pass as a confirmation or the
 * other way round.
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

export function makeConfirmToken(
  secret: string,
  input: { subscriberId: string; listId: string; wording: string },
  now: Date,
): string {
  const payload: ConfirmPayload = {
    s: input.subscriberId,
    l: input.listId,
    w: input.wording,
    x: Math.floor(now.getTime() / 1000) + CONFIRMATION_DAYS * 86_400,
  };
  return makeSignedToken(secret, PURPOSE, payload);
}

export type ConfirmCheck = SignedTokenCheck<ConfirmPayload>;

/** Signature first (constant time), then shape, then expiry: a forged token is "invalid", never "expired". */
export function readConfirmToken(secret: string, token: unknown, now: Date): ConfirmCheck {
  return readSignedToken<ConfirmPayload>(secret, PURPOSE, token, now, {
    maxLength: 3000,
    isPayload: (p) => typeof p.s === 'string' && typeof p.l === 'string' && typeof p.w === 'string',
  });
}

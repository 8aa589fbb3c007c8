import { makeSignedToken, readSignedToken, type SignedTokenCheck } from '../mail/signed-token.js';
import { CONFIRMATION_DAYS } from '@storytelling/shared/subscriber-api';
import { CONSENT_SOURCES, type ConsentSource } from '@storytelling/shared/subscribers';

/**
 * Signed, expiring sign-up confirmation tokens, made as the unsubscribe tokens are (mail/signed-token.ts), with
 * the same secret and a purpose of their own, so an unsubscribe token can never pass as a confirmation or the
 * other way round.
 */
export interface ConfirmPayload {
  /** The subscriber record's id (organisation and address). */
  s: string;
  /** The list signed up to; '' for an opt-in to the organisation's news without a list. */
  l: string;
  /** The organisation (tokens of list sign-ups made before this field take it from their list). */
  o?: string;
  /** How the person came in (tokens without it came from the sign-up form). */
  c?: ConsentSource;
  /** The consent wording shown on the form. */
  w: string;
  /** Expiry, seconds since the epoch. */
  x: number;
}

const PURPOSE = 'subscription-confirmation\n';

export function makeConfirmToken(
  secret: string,
  input: {
    subscriberId: string;
    listId: string;
    organisationId: string;
    source: ConsentSource;
    wording: string;
  },
  now: Date,
): string {
  const payload: ConfirmPayload = {
    s: input.subscriberId,
    l: input.listId,
    o: input.organisationId,
    c: input.source,
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
    isPayload: (p) =>
      typeof p.s === 'string' &&
      typeof p.l === 'string' &&
      typeof p.w === 'string' &&
      (p.o === undefined || typeof p.o === 'string') &&
      (p.c === undefined || (CONSENT_SOURCES as readonly unknown[]).includes(p.c)),
  });
}

import { describe, expect, it } from 'vitest';
import { makeUnsubscribeToken } from '../mail/unsubscribe-token.js';
import { makeConfirmToken, readConfirmToken } from './confirm-token.js';

const now = new Date('2026-11-25T10:00:00Z');
const input = {
  subscriberId: 'org1__a%40x.org',
  listId: 'l1',
  organisationId: 'org1',
  source: 'signupForm' as const,
  wording: 'Yes',
};

describe('confirmation tokens', () => {
  it('round-trips and expires after 7 days', () => {
    const t = makeConfirmToken('s', input, now);
    expect(readConfirmToken('s', t, now)).toMatchObject({
      ok: true,
      payload: { s: input.subscriberId, l: 'l1' },
    });
    expect(readConfirmToken('s', t, new Date(now.getTime() + 7 * 86_400_000 + 1000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
  it('refuses a tampered payload, another secret and an unsubscribe token', () => {
    const t = makeConfirmToken('s', input, now);
    const [body, sig] = t.split('.');
    const forged = Buffer.from(JSON.stringify({ s: 'org1__b', l: 'l1', w: 'Yes', x: 9e9 })).toString(
      'base64url',
    );
    expect(readConfirmToken('s', `${forged}.${sig}`, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(readConfirmToken('other', `${body}.${sig}`, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(readConfirmToken('s', makeUnsubscribeToken('s', 'a@x.org', now), now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});

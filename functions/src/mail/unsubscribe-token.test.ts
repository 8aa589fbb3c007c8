import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeConfirmToken } from '../subscribers/confirm-token';
import { openAddress } from './sealed-address';
import {
  addressHash,
  makeUnsubscribeToken,
  readUnsubscribeToken,
  UNSUBSCRIBE_TOKEN_DAYS,
} from './unsubscribe-token';

const secret = 'test-secret-0123456789';
const now = new Date('2026-11-25T10:00:00Z');

describe('unsubscribe tokens', () => {
  const token = makeUnsubscribeToken(secret, ' Pat@Example.org ', now);

  it('carry the address hash and a masked address, never the address itself', () => {
    const check = readUnsubscribeToken(secret, token, now);
    expect(check).toMatchObject({
      ok: true,
      payload: { h: addressHash('pat@example.org'), m: 'p••@example.org' },
    });
    expect(Buffer.from(token.split('.')[0]!, 'base64url').toString()).not.toContain('pat@');
  });

  it('refuse a tampered payload, a tampered signature, another secret and junk as invalid', () => {
    const [body, sig] = token.split('.') as [string, string];
    const otherBody = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(body, 'base64url').toString()),
        h: addressHash('eve@example.org'),
      }),
    ).toString('base64url');
    for (const bad of [
      `${otherBody}.${sig}`,
      `${body}.${sig.slice(0, -2)}AA`,
      `${body}`,
      `${body}.${sig}.x`,
      '',
      42,
    ])
      expect(readUnsubscribeToken(secret, bad, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(readUnsubscribeToken('another-secret', token, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(readUnsubscribeToken('', token, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it(`expire after ${UNSUBSCRIBE_TOKEN_DAYS} days`, () => {
    const later = new Date(now.getTime() + UNSUBSCRIBE_TOKEN_DAYS * 86_400_000 + 1000);
    expect(readUnsubscribeToken(secret, token, later)).toEqual({ ok: false, reason: 'expired' });
    const justBefore = new Date(now.getTime() + UNSUBSCRIBE_TOKEN_DAYS * 86_400_000 - 1000);
    expect(readUnsubscribeToken(secret, token, justBefore).ok).toBe(true);
  });

  it('still accept a link signed the way links were signed before tokens had purposes', () => {
    const body = Buffer.from(
      JSON.stringify({
        h: addressHash('pat@example.org'),
        m: 'p••@example.org',
        x: now.getTime() / 1000 + 60,
      }),
    ).toString('base64url');
    const sent = `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
    expect(readUnsubscribeToken(secret, sent, now).ok).toBe(true);
  });

  it("for an organisation's mail, carry the organisation and the address sealed, never in the clear", () => {
    const t = makeUnsubscribeToken(secret, 'Pat@Example.org', now, { organisationId: 'org-1' });
    const check = readUnsubscribeToken(secret, t, now);
    expect(check.ok).toBe(true);
    const payload = (check as { payload: { o?: string; e?: string } }).payload;
    expect(payload.o).toBe('org-1');
    expect(openAddress(secret, payload.e!)).toBe('pat@example.org');
    expect(Buffer.from(t.split('.')[0]!, 'base64url').toString()).not.toContain('pat@');
  });

  it('refuse a token naming an organisation without a sealed address, or the other way round', () => {
    const x = Math.floor(now.getTime() / 1000) + 60;
    const signed = (payload: object) => {
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
    };
    const base = { h: addressHash('pat@example.org'), m: 'p••@example.org', x };
    expect(readUnsubscribeToken(secret, signed({ ...base, o: 'org-1' }), now).ok).toBe(false);
    expect(readUnsubscribeToken(secret, signed({ ...base, e: 'abc' }), now).ok).toBe(false);
    expect(readUnsubscribeToken(secret, signed(base), now).ok).toBe(true);
  });

  it('refuse a sign-up confirmation link (someone holding a link meant for another use)', () => {
    const confirm = makeConfirmToken(
      secret,
      {
        subscriberId: 'org__pat',
        listId: 'list',
        organisationId: 'org',
        source: 'signupForm',
        wording: 'Yes please',
      },
      now,
    );
    expect(readUnsubscribeToken(secret, confirm, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});

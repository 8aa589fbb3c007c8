import { describe, expect, it } from 'vitest';
import { clientIp, quotaKeys, REQUEST_QUOTA } from './quota';
import { contactAddressOf, parseWorkshopRequest } from './schema';
import { BOOKING_EXAMPLE, GROUP_EXAMPLE } from '@storytelling/shared/workshop-request-examples';

const booking = BOOKING_EXAMPLE;
const body = (request: Record<string, unknown> = booking) => ({ type: 'booking', requestId: 'r1', request });

describe('requestWorkshop bodies', () => {
  it('takes a booking as the form sends it, with the address normalised', () => {
    const parsed = parseWorkshopRequest(body());
    expect(parsed).toMatchObject({ ok: true, value: { request: { contactEmail: 'ann@example.test' } } });
    if (parsed.ok) expect(contactAddressOf(parsed.value)).toBe('ann@example.test');
  });
  // The request's own rules are the shared schema's, tested beside it; here only that a refusal names its field.
  it('refuses a request its shared schema refuses, naming the field inside the body', () => {
    const forged = parseWorkshopRequest(
      body({ ...booking, contactEmail: 'a@example.test\r\nBcc: x@example.test' }),
    );
    expect(forged).toEqual({ ok: false, error: 'request.contactEmail: Enter a valid e-mail address' });
  });
  it('refuses an unknown type and a missing request id', () => {
    expect(parseWorkshopRequest({ ...body(), type: 'newsletter' }).ok).toBe(false);
    expect(parseWorkshopRequest({ type: 'booking', request: booking }).ok).toBe(false);
  });
  it('takes a group request under its own type', () => {
    const group = { ...GROUP_EXAMPLE, availability: { monday: { morning: 'available' } } };
    expect(parseWorkshopRequest({ type: 'group', requestId: 'g1', request: group }).ok).toBe(true);
  });
});

describe('request limits', () => {
  it('counts per network address, contact address, account and overall, storing only hashes', () => {
    const keys = quotaKeys({ ip: '203.0.113.9', address: 'ann@example.test', uid: 'u1' });
    expect(keys.map(([, limit]) => limit)).toEqual([
      REQUEST_QUOTA.perIp,
      REQUEST_QUOTA.perAddress,
      REQUEST_QUOTA.perAccount,
      REQUEST_QUOTA.global,
    ]);
    expect(JSON.stringify(keys)).not.toMatch(/203\.0|ann@|u1"/);
    expect(quotaKeys({ ip: '203.0.113.9', address: 'ann@example.test', uid: null })).toHaveLength(3);
  });
  it('trusts only the last X-Forwarded-For entry (the one Google’s front end adds)', () => {
    expect(clientIp('1.1.1.1, 203.0.113.9', '10.0.0.1')).toBe('203.0.113.9');
    expect(clientIp(undefined, '10.0.0.1')).toBe('10.0.0.1');
    expect(clientIp('', undefined)).toBe('unknown');
  });
});

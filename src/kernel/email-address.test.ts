import { describe, expect, it } from 'vitest';
import { isPlainAddress } from '@storytelling/shared/email-address';
import { isEmailAddress, zEmailAddress } from './email-address';

const ACCEPTED = ['pat@example.org', 'Pat.Smith+news@school.example.co.uk', '  pat@example.org  '];
// Each of these passed the old client regex /^[^\s@]+@[^\s@]+\.[^\s@]+$/ and is refused by the server.
const REFUSED_BY_SERVER = [
  'pat,boss@example.org',
  'pat;boss@example.org',
  '"Pat"<pat@example.org>',
  'pat@exa_mple.org',
  'pat@-example.org',
  'pat@example.org.',
];

describe('the one e-mail address rule', () => {
  it.each(ACCEPTED)('accepts %j', (address) => {
    expect(isEmailAddress(address)).toBe(true);
    expect(zEmailAddress().safeParse(address).success).toBe(true);
  });

  it.each(REFUSED_BY_SERVER)('refuses %j, as the server does', (address) => {
    expect(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)).toBe(true);
    expect(isPlainAddress(address.trim())).toBe(false);
    expect(isEmailAddress(address)).toBe(false);
    expect(zEmailAddress().safeParse(address).success).toBe(false);
  });

  it.each(['', 'pat', 'pat@', '@example.org', 'pat@example', 'pat @example.org', 'a@b.org\nBcc: x@y.org'])(
    'refuses %j',
    (address) => expect(isEmailAddress(address)).toBe(false),
  );

  it('refuses an address longer than the server allows', () => {
    expect(isEmailAddress(`${'a'.repeat(310)}@example.org`)).toBe(false);
  });

  it('keeps the address trimmed and says what is wrong in the form’s words', () => {
    expect(zEmailAddress().parse(' pat@example.org ')).toBe('pat@example.org');
    const result = zEmailAddress('Invalid email format').safeParse('pat,boss@example.org');
    expect(result.success ? null : result.error.issues[0]?.message).toBe('Invalid email format');
  });
});

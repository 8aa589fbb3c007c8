import { describe, expect, it } from 'vitest';
import { legacyAuthorEmail } from './migrate-author-emails';

describe('moving authors’ addresses out of the profile', () => {
  it('moves a non-blank address and leaves profiles without one alone', () => {
    expect(legacyAuthorEmail({ name: 'Arthur', email: ' arthur@demo.test ' })).toBe('arthur@demo.test');
    expect(legacyAuthorEmail({ name: 'Mary', email: '' })).toBeNull();
    expect(legacyAuthorEmail({ name: 'Mary', email: '   ' })).toBeNull();
    expect(legacyAuthorEmail({ name: 'Mary' })).toBeNull();
    expect(legacyAuthorEmail(undefined)).toBeNull();
    expect(legacyAuthorEmail({ email: 42 })).toBeNull();
  });
});

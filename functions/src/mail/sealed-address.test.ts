import { describe, expect, it } from 'vitest';
import { openAddress, sealAddress } from './sealed-address';

describe('sealed addresses', () => {
  const secret = 'test-secret-0123456789';

  it('open to the address with the same secret, and show nothing of it', () => {
    const sealed = sealAddress(secret, 'pat@example.org');
    expect(openAddress(secret, sealed)).toBe('pat@example.org');
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('pat');
    // A fresh nonce each time: two links for one address do not match.
    expect(sealAddress(secret, 'pat@example.org')).not.toBe(sealed);
  });

  it('open to nothing when altered, with another secret, or when junk', () => {
    const sealed = sealAddress(secret, 'pat@example.org');
    const raw = Buffer.from(sealed, 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(openAddress(secret, raw.toString('base64url'))).toBeNull();
    expect(openAddress('another-secret', sealed)).toBeNull();
    expect(openAddress(secret, 'nonsense')).toBeNull();
    expect(openAddress('', sealed)).toBeNull();
  });
});

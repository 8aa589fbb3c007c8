import { describe, expect, it } from 'vitest';
import { legacyPassword } from './migrate-project-passwords';

describe('moving project passwords out of the project', () => {
  it('moves a non-empty config.password and leaves the rest alone', () => {
    expect(legacyPassword({ config: { password: 'beam', locationInfo: true } })).toBe('beam');
    expect(legacyPassword({ config: { password: '' } })).toBeNull();
    expect(legacyPassword({ config: {} })).toBeNull();
    expect(legacyPassword({})).toBeNull();
    expect(legacyPassword(undefined)).toBeNull();
    expect(legacyPassword({ config: { password: 42 } })).toBeNull();
  });
});

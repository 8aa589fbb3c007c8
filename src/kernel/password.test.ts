import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, PASSWORD_RULE, passwordProblem } from './password';

describe('password rule', () => {
  it('refuses fewer than six characters with the catalogue text', () => {
    expect(passwordProblem('a'.repeat(MIN_PASSWORD_LENGTH - 1))).toBe(PASSWORD_RULE);
    expect(PASSWORD_RULE).toBe('Password must be at least 6 characters');
  });
  it('accepts six', () => expect(passwordProblem('a'.repeat(MIN_PASSWORD_LENGTH))).toBeNull());
});

import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../lib/errors';
import { loginErrorMessage } from './service';

const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('sign-in errors from the provider, in the catalogue’s words', () => {
  it.each([
    // The Auth emulator, and projects without e-mail enumeration protection, tell the two cases apart.
    ['auth/user-not-found', ERRORS.noAccount],
    ['auth/wrong-password', ERRORS.incorrectPassword],
    // With enumeration protection (the default for new Firebase projects) both cases come back as one code:
    // the person sees "Incorrect password", which is right for the usual case and reveals no account's existence.
    ['auth/invalid-credential', ERRORS.incorrectPassword],
    ['auth/invalid-login-credentials', ERRORS.incorrectPassword],
    ['auth/invalid-email', ERRORS.invalidEmailFormat],
  ])('%s → %s', (code, message) => {
    expect(loginErrorMessage(authError(code))).toBe(message);
  });

  it('a thrown non-error gives the catalogue’s fallback', () => {
    expect(loginErrorMessage('boom')).toBe(ERRORS.unexpected);
    expect(loginErrorMessage(null)).toBe(ERRORS.unexpected);
  });
});

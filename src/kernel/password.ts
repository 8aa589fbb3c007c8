/** Firebase Auth refuses shorter passwords (auth/weak-password); the forms say so before trying. */
export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_RULE = 'Password must be at least 6 characters';

export const passwordProblem = (password: string): string | null =>
  password.length < MIN_PASSWORD_LENGTH ? PASSWORD_RULE : null;

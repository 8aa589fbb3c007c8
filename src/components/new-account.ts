import { z } from 'zod/mini';
import { zEmailAddress } from '../kernel/email-address';
import { MIN_PASSWORD_LENGTH, PASSWORD_RULE } from '../kernel/password';
import { ERRORS } from '../lib/errors';

/**
 * A new account made on a page opened from a link (joining an organisation with a code, accepting an invite),
 * checked before anything is sent.
 */
export const zNewAccount = z.object({
  displayName: z.string().check(z.trim(), z.minLength(1, 'Enter your name.')),
  email: zEmailAddress(ERRORS.invalidEmailFormat),
  password: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, PASSWORD_RULE)),
});
export type NewAccount = z.infer<typeof zNewAccount>;
export const EMPTY_NEW_ACCOUNT: NewAccount = { displayName: '', email: '', password: '' };

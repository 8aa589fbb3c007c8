import { z } from 'zod/mini';
import { isPlainAddress, MAX_ADDRESS_CHARS, normaliseAddress } from '@storytelling/shared/email-address';

/**
 * The one e-mail address rule of the app: the functions' own rule (packages/shared/src/email-address.ts), so a
 * form never accepts an address the server then refuses (a comma, a display name, a second recipient).
 * Surrounding spaces are forgiven, as people paste them; the address is checked and kept without them.
 */
export const isEmailAddress = (value: string): boolean => isPlainAddress(value.trim());

/**
 * A zod field for forms and schemas: trims, then applies the server's rule. Written with zod/mini, as the join
 * page's form uses it: pages opened from a link do not download zod's classic API.
 */
export const zEmailAddress = (message = 'Enter a valid e-mail address') =>
  z.string().check(z.trim(), z.maxLength(MAX_ADDRESS_CHARS, message), z.refine(isPlainAddress, message));

export { MAX_ADDRESS_CHARS, normaliseAddress };

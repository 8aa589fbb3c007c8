import { isPlainAddress } from '@storytelling/shared/email-address';

/**
 * The one e-mail address rule of the app: the functions' own rule (packages/shared/src/email-address.ts), so a
 * form never accepts an address the server then refuses (a comma, a display name, a second recipient).
 * Surrounding spaces are forgiven, as people paste them; the address is checked and kept without them.
 */
export const isEmailAddress = (value: string): boolean => isPlainAddress(value.trim());

export { MAX_ADDRESS_CHARS, normaliseAddress, zEmailAddress } from '@storytelling/shared/email-address';

import { z } from 'zod/mini';

/**
 * One e-mail address rule for the app and the functions. Deliberately strict: one mailbox, no display name, no
 * comments, no angle brackets, no commas or semicolons (which would let one "address" smuggle in several
 * recipients), no line breaks (header injection).
 */
export const MAX_ADDRESS_CHARS = 320;

const PLAIN_ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export const isPlainAddress = (value: string): boolean =>
  value.length <= MAX_ADDRESS_CHARS && PLAIN_ADDRESS.test(value);

/**
 * The rule as a zod field, for forms and request bodies alike: trims (people paste surrounding spaces), then
 * checks.
 */
export const zEmailAddress = (message = 'Enter a valid e-mail address') =>
  z.string().check(z.trim(), z.maxLength(MAX_ADDRESS_CHARS, message), z.refine(isPlainAddress, message));

/** Trimmed and lower-cased: the form in which addresses are compared, stored and suppressed. */
export const normaliseAddress = (value: string): string => value.trim().toLowerCase();

/** `pat@example.org` → `p••@example.org`: enough for a person to recognise their own address, no more. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = address.slice(0, at);
  return `${local[0]}${'•'.repeat(Math.min(Math.max(local.length - 1, 2), 6))}${address.slice(at)}`;
}

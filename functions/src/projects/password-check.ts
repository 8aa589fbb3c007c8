import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Checking a project password a visitor typed (config.password, which visitors type to open the project):
 * pure parts, unit-tested; the I/O is in check-password.ts. The password itself never leaves the
 * server: the answer is only whether it matched.
 */

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Compares the two as SHA-256 digests of equal length, in constant time, so timing tells nothing. */
export function passwordMatches(typed: string, stored: string): boolean {
  return timingSafeEqual(digest(typed), digest(stored));
}

/** A project without a password opens for everyone; one with a password for the right one. */
export function opensProject(typed: string, stored: string): boolean {
  return stored === '' || passwordMatches(typed, stored);
}

/** Wrong tries allowed per visitor and project in a window, so a short password cannot be guessed by trying. */
export const TRIES = { max: 10, windowMs: 15 * 60_000 } as const;

export interface Tries {
  count: number;
  windowStart: number;
}

/** Whether a visitor with these wrong tries so far must wait before trying again. */
export function mustWait(tries: Tries | undefined, now: number): boolean {
  return !!tries && now - tries.windowStart < TRIES.windowMs && tries.count >= TRIES.max;
}

/** The tries after one more wrong one: a new window once the last one is over. */
export function afterWrongTry(tries: Tries | undefined, now: number): Tries {
  return !tries || now - tries.windowStart >= TRIES.windowMs
    ? { count: 1, windowStart: now }
    : { count: tries.count + 1, windowStart: tries.windowStart };
}

/** The tries' document id: a digest, so neither the visitor's address nor the project shows in it. */
export const triesKey = (projectId: string, visitor: string) =>
  createHash('sha256').update(`${projectId}\n${visitor}`, 'utf8').digest('hex');

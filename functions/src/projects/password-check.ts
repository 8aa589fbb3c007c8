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

/**
 * Wrong tries at one project from everyone together, in a window, before the project stops taking tries: above
 * the per-visitor limit, so one guesser does not lock out a class, and well below what a few fresh accounts or
 * changed addresses would otherwise get (ten each). Each further lock lasts twice as long, up to a day.
 */
export const PROJECT_TRIES = { max: 20, windowMs: 15 * 60_000, maxLockMs: 24 * 60 * 60_000 } as const;

export interface ProjectTries {
  count: number;
  windowStart: number;
  /** Until when the project takes no tries at all (0: not locked). */
  lockedUntil: number;
  /** Locks in a row: sets the length of the next. */
  locks: number;
}

/** Whether the project takes no tries now, from anyone. */
export const projectLocked = (tries: ProjectTries | undefined, now: number): boolean =>
  !!tries && now < tries.lockedUntil;

/**
 * The project's tries after one more wrong one. Reaching the limit in a window locks the project for a window,
 * twice as long for each lock in a row; a quiet window after a lock has ended forgets the earlier locks.
 */
export function projectAfterWrongTry(tries: ProjectTries | undefined, now: number): ProjectTries {
  const fresh = !tries || now - tries.windowStart >= PROJECT_TRIES.windowMs;
  const locks = !tries || (fresh && now - tries.lockedUntil >= PROJECT_TRIES.windowMs) ? 0 : tries.locks;
  const count = fresh ? 1 : tries.count + 1;
  if (count < PROJECT_TRIES.max)
    return {
      count,
      windowStart: fresh ? now : tries.windowStart,
      lockedUntil: tries?.lockedUntil ?? 0,
      locks,
    };
  const lockMs = Math.min(PROJECT_TRIES.windowMs * 2 ** locks, PROJECT_TRIES.maxLockMs);
  return { count: 0, windowStart: now, lockedUntil: now + lockMs, locks: locks + 1 };
}

/**
 * A signed-out visitor's address as the platform saw it. Behind Google's front end that is the last entry of
 * X-Forwarded-For, which the front end appends (anything before it is whatever the client sent); on the emulator
 * nothing stands in front, so it is the connection's own address. Never the first entry a client can write.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  behindFrontEnd: boolean,
): string {
  const last = forwardedFor
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return (behindFrontEnd && last) || socketAddress || 'unknown';
}

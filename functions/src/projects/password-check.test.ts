import { describe, expect, it } from 'vitest';
import {
  afterWrongTry,
  clientAddress,
  mustWait,
  opensProject,
  passwordMatches,
  PROJECT_TRIES,
  projectAfterWrongTry,
  projectLocked,
  TRIES,
  triesKey,
  type ProjectTries,
} from './password-check';

describe('project password check', () => {
  it('matches only the exact password', () => {
    expect(passwordMatches('sea-shanty', 'sea-shanty')).toBe(true);
    expect(passwordMatches('Sea-shanty', 'sea-shanty')).toBe(false);
    expect(passwordMatches('sea-shanty ', 'sea-shanty')).toBe(false);
    expect(passwordMatches('', 'sea-shanty')).toBe(false);
  });
  it('a project without a password opens for any typing', () => {
    expect(opensProject('anything', '')).toBe(true);
    expect(opensProject('anything', 'x')).toBe(false);
  });
  it('counts wrong tries in a window and makes the visitor wait after the last allowed one', () => {
    let tries = afterWrongTry(undefined, 0);
    for (let i = 1; i < TRIES.max; i++) tries = afterWrongTry(tries, i);
    expect(tries.count).toBe(TRIES.max);
    expect(mustWait(tries, TRIES.max)).toBe(true);
    expect(mustWait({ ...tries, count: TRIES.max - 1 }, TRIES.max)).toBe(false);
    expect(mustWait(tries, TRIES.windowMs)).toBe(false);
    expect(afterWrongTry(tries, TRIES.windowMs)).toEqual({ count: 1, windowStart: TRIES.windowMs });
  });
  it('keeps visitor and project out of the tries key', () => {
    const key = triesKey('p1', 'ip:10.0.0.1');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toBe(triesKey('p1', 'ip:10.0.0.2'));
  });

  it('locks a project for everyone once its window has taken its wrong tries, longer each time', () => {
    const { max, windowMs, maxLockMs } = PROJECT_TRIES;
    const wrong = (from: ProjectTries | undefined, times: number, at: number) => {
      let t = from;
      for (let i = 0; i < times; i++) t = projectAfterWrongTry(t, at + i);
      return t!;
    };
    const first = wrong(undefined, max - 1, 0);
    expect(projectLocked(first, max)).toBe(false);
    const locked = projectAfterWrongTry(first, max);
    expect(projectLocked(locked, max + 1)).toBe(true);
    expect(locked.lockedUntil).toBe(max + windowMs);
    expect(projectLocked(locked, max + windowMs)).toBe(false);
    // Guessing straight on after the lock: the next lock is twice as long, and so on up to a day.
    const second = wrong(locked, max, max + windowMs);
    expect(second.lockedUntil - (max + windowMs + max - 1)).toBe(2 * windowMs);
    let t = second;
    for (let n = 0; n < 12; n++) t = wrong(t, max, t.lockedUntil);
    expect(t.lockedUntil - t.windowStart).toBe(maxLockMs);
    // A quiet window after a lock has ended forgets it: the next lock is one window again.
    const rested = wrong(locked, max, locked.lockedUntil + windowMs);
    expect(rested.lockedUntil - rested.windowStart).toBe(windowMs);
  });
  it("takes a signed-out visitor's address from what the platform appended, never what the client wrote", () => {
    expect(clientAddress('6.6.6.6, 203.0.113.7', '10.0.0.9', true)).toBe('203.0.113.7');
    expect(clientAddress('6.6.6.6', '10.0.0.9', false)).toBe('10.0.0.9');
    expect(clientAddress(undefined, '10.0.0.9', true)).toBe('10.0.0.9');
    expect(clientAddress(undefined, undefined, false)).toBe('unknown');
  });
});

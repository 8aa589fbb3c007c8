import { describe, expect, it } from 'vitest';
import { afterWrongTry, mustWait, opensProject, passwordMatches, TRIES, triesKey } from './password-check';

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
});

import { describe, expect, it } from 'vitest';
import { currentRate, zCompose } from './model';

describe('compose form', () => {
  it('asks for a subject and a body, one line, within the limits', () => {
    const ok = { subject: 'Hi', preheader: '', html: '<p>Body</p>', lists: ['a'] };
    expect(zCompose.safeParse(ok).success).toBe(true);
    expect(zCompose.safeParse({ ...ok, subject: ' ' }).success).toBe(false);
    expect(zCompose.safeParse({ ...ok, subject: 'a\nb' }).success).toBe(false);
    expect(zCompose.safeParse({ ...ok, html: '<p></p>' }).success).toBe(false);
    expect(zCompose.safeParse({ ...ok, preheader: 'x'.repeat(201) }).success).toBe(false);
    // A named audience instead of the lists: no list needed, the id kept as chosen.
    expect(zCompose.parse({ ...ok, lists: [], audienceId: 'aud-1' }).audienceId).toBe('aud-1');
    expect(zCompose.parse(ok).audienceId).toBe('');
  });
});

describe('currentRate', () => {
  it('is deliveries per second over the recent samples', () => {
    expect(currentRate([])).toBe(0);
    expect(
      currentRate([
        { at: 0, done: 0 },
        { at: 10_000, done: 100 },
        { at: 20_000, done: 200 },
      ]),
    ).toBe(10);
    // Only the last 15 s count: an old burst does not inflate the rate.
    expect(
      currentRate([
        { at: 0, done: 0 },
        { at: 1_000, done: 500 },
        { at: 20_000, done: 600 },
        { at: 30_000, done: 700 },
      ]),
    ).toBe(10);
  });
});

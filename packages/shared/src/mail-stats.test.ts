import { describe, expect, it } from 'vitest';
import { expiredDays, statsDelta, statsFromCounters, type DayCounters } from './mail-stats';

const now = new Date('2026-11-22T18:00:00Z');

describe('statsDelta', () => {
  it('counts a new entry on its UTC day', () => {
    expect(statsDelta(null, { status: 'sent', sentAt: new Date('2026-11-22T23:30:00Z') })).toEqual({
      'days.2026-11-22.sent': 1,
    });
  });
  it('moves a resent failure from its old day’s failed to the new day’s sent', () => {
    expect(
      statsDelta(
        { status: 'failed', sentAt: new Date('2026-11-20T10:00:00Z') },
        { status: 'sent', sentAt: new Date('2026-11-22T10:00:00Z') },
      ),
    ).toEqual({ 'days.2026-11-20.failed': -1, 'days.2026-11-22.sent': 1 });
  });
  it('changes nothing when the entry stays as it was counted', () => {
    const e = { status: 'failed' as const, sentAt: new Date('2026-11-20T10:00:00Z') };
    expect(statsDelta(e, e)).toEqual({});
  });
});

describe('statsFromCounters', () => {
  it('gives 30 zero-filled days ending today from the counters, ignoring older days', () => {
    const days: DayCounters = {
      '2026-11-22': { sent: 1, failed: 1 },
      '2026-10-24': { sent: 1 },
      '2026-10-23': { sent: 5 }, // outside the window
    };
    const stats = statsFromCounters(days, now);
    expect(stats).toHaveLength(30);
    expect(stats[0]).toEqual({ day: '2026-10-24', sent: 1, failed: 0 });
    expect(stats[29]).toEqual({ day: '2026-11-22', sent: 1, failed: 1 });
    expect(stats.reduce((n, d) => n + d.sent + d.failed, 0)).toBe(3);
  });
  it('lists days past the 60 kept for pruning', () => {
    expect(expiredDays({ '2026-09-22': {}, '2026-09-23': {}, '2026-11-01': {} }, now)).toEqual([
      '2026-09-22',
    ]);
  });
});

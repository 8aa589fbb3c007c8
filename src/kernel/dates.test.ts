import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatDay, localDayIso, localDayStart } from './dates';

describe('local-day dates', () => {
  const savedTz = process.env.TZ;
  beforeEach(() => {
    // Node re-reads TZ when it is assigned: the clock below is then read as a person in London reads it.
    process.env.TZ = 'Europe/London';
  });
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = savedTz;
  });

  it('is the local day just after midnight in British summer time, where the UTC date is still yesterday', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-15T23:30:00Z')); // 00:30 on 16 June in London (BST, UTC+1)
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-06-15'); // the old, wrong "today"
    expect(localDayIso()).toBe('2026-06-16');
  });

  it('agrees with the UTC date in winter, when London is on UTC', () => {
    expect(localDayIso(new Date('2026-01-05T00:30:00Z'))).toBe('2026-01-05');
    expect(localDayIso(new Date('2026-01-05T23:59:00Z'))).toBe('2026-01-05');
  });

  it('pads months and days', () => {
    expect(localDayIso(new Date(2026, 2, 7, 12))).toBe('2026-03-07');
  });

  it('writes dates the British way whatever the default locale', () => {
    expect(formatDate(new Date(2026, 10, 25, 12))).toBe('25/11/2026');
  });

  it('writes a moment as the same date and a 24-hour time', () => {
    expect(formatDateTime(new Date(2026, 10, 25, 14, 5))).toBe('25/11/2026, 14:05');
    expect(formatDateTime(new Date(2026, 0, 2, 9, 0))).toBe('02/01/2026, 09:00');
  });

  it('reads a calendar day back as its local midnight, and shows it on the day written', () => {
    const start = localDayStart('2026-03-29');
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours()]).toEqual([
      2026, 2, 29, 0,
    ]);
    expect(localDayIso(start)).toBe('2026-03-29');
    expect(formatDay('2026-03-07')).toBe('07/03/2026');
  });
});

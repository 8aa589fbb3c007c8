import { describe, expect, it } from 'vitest';
import { statsPerDay, statsWindowStart, zWorkshopEmailLog } from './model';

const now = new Date('2026-11-22T18:00:00Z');

describe('statsPerDay', () => {
  it('gives 30 zero-filled days ending today and counts sent and failed per day', () => {
    const stats = statsPerDay(
      [
        { status: 'sent', sentAt: new Date('2026-11-22T01:00:00Z') },
        { status: 'failed', sentAt: new Date('2026-11-22T23:00:00Z') },
        { status: 'sent', sentAt: new Date('2026-10-24T10:00:00Z') },
        { status: 'sent', sentAt: new Date('2026-10-23T10:00:00Z') }, // outside the window
      ],
      now,
    );
    expect(stats).toHaveLength(30);
    expect(stats[0]).toEqual({ day: '2026-10-24', sent: 1, failed: 0 });
    expect(stats[29]).toEqual({ day: '2026-11-22', sent: 1, failed: 1 });
    expect(stats.reduce((n, d) => n + d.sent + d.failed, 0)).toBe(3);
  });

  it('window start is midnight UTC of the first day', () => {
    expect(statsWindowStart(now).toISOString()).toBe('2026-10-24T00:00:00.000Z');
  });
});

describe('log schema and filters', () => {
  it('status defaults to sent; unknown types are refused', () => {
    const base = {
      type: 'cancellation',
      subject: 's',
      recipient: 'r@x.test',
      sentAt: now,
      createdAt: now,
      updatedAt: now,
      workshopId: 'w',
      workshopTitle: 't',
      workshopDate: '2026-11-22',
    };
    expect(zWorkshopEmailLog.parse(base).status).toBe('sent');
    expect(zWorkshopEmailLog.safeParse({ ...base, type: 'newsletter' }).success).toBe(false);
  });
});

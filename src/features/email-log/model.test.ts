import { describe, expect, it } from 'vitest';
import { zWorkshopEmailLog } from './model';

const now = new Date('2026-11-22T18:00:00Z');

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

import { describe, expect, it } from 'vitest';
import { campaignReport, formatRate } from './report';

const sent = {
  state: 'sent' as const,
  total: 10,
  sent: 8,
  failed: 2,
  suppressed: 0,
  unsubscribes: 1,
  tracking: true,
  opens: 9,
  clicks: 3,
  uniqueOpens: 4,
  uniqueClicks: 2,
};

describe('campaignReport', () => {
  it('has nothing to show before the send', () => {
    expect(campaignReport({ ...sent, state: 'draft' })).toEqual({ kind: 'notSent' });
    expect(campaignReport({ ...sent, state: 'scheduled' })).toEqual({ kind: 'notSent' });
  });

  it('gives delivered and bounced out of those sent, the rest out of those delivered, opens by people', () => {
    const r = campaignReport(sent);
    if (r.kind !== 'ready') throw new Error('expected a report');
    const by = Object.fromEntries(r.figures.map((f) => [f.label, f]));
    expect(by.Delivered).toMatchObject({ total: 8, rate: 80 });
    expect(by.Bounced).toMatchObject({ total: 2, rate: 20 });
    expect(by.Unsubscribed).toMatchObject({ total: 1, rate: 12.5 });
    expect(by.Opens).toMatchObject({ total: 9, unique: 4, rate: 50 });
    expect(by.Clicks).toMatchObject({ total: 3, unique: 2, rate: 25 });
  });

  it('leaves opens and clicks out when the send was not tracked (figures absent count as 0)', () => {
    const r = campaignReport({ ...sent, tracking: undefined, opens: undefined });
    expect(r).toMatchObject({ kind: 'ready', tracking: false });
    if (r.kind === 'ready')
      expect(r.figures.map((f) => f.label)).toEqual(['Delivered', 'Bounced', 'Unsubscribed']);
  });

  it('has no rate where nothing was sent yet', () => {
    const r = campaignReport({ ...sent, state: 'sending', sent: 0, failed: 0, opens: 0, uniqueOpens: 0 });
    if (r.kind === 'ready') expect(r.figures.every((f) => f.rate === null)).toBe(true);
    expect(formatRate(null)).toBe('—');
    expect(formatRate(12.5)).toBe('12.5 %');
  });
});

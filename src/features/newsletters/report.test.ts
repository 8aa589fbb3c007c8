import { describe, expect, it } from 'vitest';
import { sumTrackCounts } from './model';
import { campaignReport, formatRate } from './report';

const sent = {
  state: 'sent' as const,
  total: 10,
  sent: 8,
  failed: 2,
  suppressed: 0,
  unsubscribes: 1,
  tracking: true,
};
/** What the screen sums from the campaign's count shards. */
const counts = { opens: 9, clicks: 3, uniqueOpens: 4, uniqueClicks: 2 };

describe('campaignReport', () => {
  it('has nothing to show before the send', () => {
    expect(campaignReport({ ...sent, state: 'draft' })).toEqual({ kind: 'notSent' });
    expect(campaignReport({ ...sent, state: 'scheduled' })).toEqual({ kind: 'notSent' });
  });

  it('gives delivered and bounced out of those sent, the rest out of those delivered, opens by people', () => {
    const r = campaignReport(sent, counts);
    if (r.kind !== 'ready') throw new Error('expected a report');
    const by = Object.fromEntries(r.figures.map((f) => [f.label, f]));
    expect(by.Delivered).toMatchObject({ total: 8, rate: 80 });
    expect(by.Bounced).toMatchObject({ total: 2, rate: 20 });
    expect(by.Unsubscribed).toMatchObject({ total: 1, rate: 12.5 });
    expect(by.Opens).toMatchObject({ total: 9, unique: 4, rate: 50 });
    expect(by.Clicks).toMatchObject({ total: 3, unique: 2, rate: 25 });
  });

  it('leaves opens and clicks out when the send was not tracked', () => {
    const r = campaignReport({ ...sent, tracking: undefined }, counts);
    expect(r).toMatchObject({ kind: 'ready', tracking: false });
    if (r.kind === 'ready')
      expect(r.figures.map((f) => f.label)).toEqual(['Delivered', 'Bounced', 'Unsubscribed']);
  });

  it('shows opens and clicks as 0 while the shards are still loading, and reads them from the summed shards', () => {
    const loading = campaignReport(sent);
    if (loading.kind !== 'ready') throw new Error('expected a report');
    expect(loading.figures.find((f) => f.label === 'Opens')).toMatchObject({ total: 0, unique: 0, rate: 0 });
    const shards = [
      { opens: 5, uniqueOpens: 3, clicks: 1 },
      { opens: 4, uniqueOpens: 1, clicks: 2, uniqueClicks: 2 },
    ];
    const r = campaignReport(sent, sumTrackCounts(shards));
    if (r.kind !== 'ready') throw new Error('expected a report');
    const by = Object.fromEntries(r.figures.map((f) => [f.label, f]));
    expect(by.Opens).toMatchObject({ total: 9, unique: 4, rate: 50 });
    expect(by.Clicks).toMatchObject({ total: 3, unique: 2, rate: 25 });
  });

  it('has no rate where nothing was sent yet', () => {
    const r = campaignReport(
      { ...sent, state: 'sending', sent: 0, failed: 0 },
      { ...counts, uniqueOpens: 0 },
    );
    if (r.kind === 'ready') expect(r.figures.every((f) => f.rate === null)).toBe(true);
    expect(formatRate(null)).toBe('—');
    expect(formatRate(12.5)).toBe('12.5 %');
  });
});

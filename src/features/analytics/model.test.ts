import { describe, expect, it } from 'vitest';
import { emptyWeek, weekStart } from '@storytelling/shared/analytics';
import {
  customPeriod,
  feedbackTable,
  funnelOf,
  maskSmallCount,
  newsletterRatesOf,
  partnerFiguresOf,
  presetPeriod,
  tableCsv,
  totalOf,
  weeksInPeriod,
  yearsOfPeriod,
} from './model';

describe('maskSmallCount', () => {
  it('hides 1 to 4 and shows 0 and 5 upwards', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 120].map(maskSmallCount)).toEqual([
      0,
      'fewer than 5',
      'fewer than 5',
      'fewer than 5',
      'fewer than 5',
      5,
      6,
      120,
    ]);
    expect(maskSmallCount(4.5)).toBe('fewer than 5');
  });
});

describe('weeks', () => {
  it('starts weeks on Monday UTC', () => {
    // Thursday 26 November 2026 → Monday 23 November.
    expect(weekStart(new Date('2026-11-26T23:30:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-22T23:59:59Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });

  it('takes every week overlapping the period and sums their stored figures', () => {
    const period = { from: new Date('2025-12-24T00:00:00Z'), to: new Date('2026-01-06T00:00:00Z') };
    expect(yearsOfPeriod(period)).toEqual([2025, 2026]);
    const stored = {
      '2025-12-22': {
        ...emptyWeek(),
        recordings: 3,
        listens: 10,
        feedbackScoreSum: 9,
        feedbackScoreCount: 2,
      },
      '2026-01-05': { recordings: 2, listens: 'x', feedbackScoreSum: 5, feedbackScoreCount: 1 },
      '2026-01-12': { recordings: 100 },
    };
    const weeks = weeksInPeriod(period, stored);
    expect(weeks.map((w) => w.key)).toEqual(['2025-12-22', '2025-12-29', '2026-01-05']);
    const figures = partnerFiguresOf(totalOf(weeks));
    expect(figures).toMatchObject({ recordings: 5, listens: 10, averageFeedbackScore: 4.67 });
    expect(partnerFiguresOf(emptyWeek()).averageFeedbackScore).toBeNull();
  });

  it('presets end now and start on a Monday; custom dates are checked', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    const p = presetPeriod('4w', now);
    expect(p.from.toISOString()).toBe('2026-11-02T00:00:00.000Z');
    expect(p.to).toBe(now);
    expect(customPeriod('2026-02-01', '2026-01-01')).toBe('The start date must be before the end date');
    expect(customPeriod('', '2026-01-01')).toBe('Enter both dates');
    const c = customPeriod('2026-01-01', '2026-01-31');
    expect(typeof c === 'object' && c.to.toISOString()).toBe('2026-01-31T23:59:59.999Z');
  });
});

describe('tables', () => {
  const total = {
    ...emptyWeek(),
    interest: 40,
    bookingRequests: 12,
    workshopsDelivered: 8,
    participants: 96,
    feedbackResponses: 21,
    recordings: 30,
    listens: 400,
    newsletterRecipients: 200,
    newsletterSent: 190,
    subscribersLost: 19,
  };

  it('orders the funnel and computes newsletter rates', () => {
    expect(funnelOf(total).map((s) => s.label)).toContain('Feedback responses');
    expect(funnelOf(total).map((s) => s.value)).toEqual([40, 12, 8, 96, 21, 30, 400]);
    expect(newsletterRatesOf(total)).toEqual({
      recipients: 200,
      delivered: 190,
      deliveryRate: 95,
      unsubscribed: 19,
      unsubscribeRate: 10,
    });
    expect(newsletterRatesOf(emptyWeek()).deliveryRate).toBeNull();
  });

  it('writes CSV with a header, blank averages for weeks without scores, and no formulas', () => {
    const weeks = weeksInPeriod(
      { from: new Date('2026-01-05T00:00:00Z'), to: new Date('2026-01-12T00:00:00Z') },
      { '2026-01-05': { ...emptyWeek(), feedbackResponses: 2, feedbackScoreSum: 7, feedbackScoreCount: 2 } },
    );
    expect(tableCsv(feedbackTable(weeks))).toBe(
      'Week,Responses,Average score\r\n2026-01-05,2,3.5\r\n2026-01-12,0,\r\n',
    );
    expect(tableCsv({ title: 't', header: ['=SUM(A1)', 'a,b'], rows: [] })).toBe(`'=SUM(A1),"a,b"\r\n`);
  });
});

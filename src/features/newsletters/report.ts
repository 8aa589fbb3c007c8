import { NO_TRACK_COUNTS, type CampaignDoc, type TrackCounts } from '@storytelling/shared/newsletters';

/**
 * A sent campaign's report, from its own counters and, for opens and clicks, the sum of its count shards (no
 * delivery is read): delivered, bounced and unsubscribed out of those it was sent to, opens and clicks out of
 * those delivered. Pure, for the screen and its tests.
 */
export interface ReportFigure {
  label: string;
  /** Every event (an open counted each time the pixel loads). */
  total: number;
  /** People, where it differs from the total: deliveries opened or clicked at least once. */
  unique?: number;
  /** unique (or total) ÷ base, as a percentage with one decimal, or null when the base is 0. */
  rate: number | null;
  /** What the rate is out of, in words. */
  of: string;
}

export type CampaignReport =
  { kind: 'notSent' } | { kind: 'ready'; tracking: boolean; figures: ReportFigure[] };

const rate = (n: number, base: number) => (base > 0 ? Math.round((n / base) * 1000) / 10 : null);

type ReportInput = Pick<
  CampaignDoc,
  'state' | 'total' | 'sent' | 'failed' | 'suppressed' | 'unsubscribes' | 'tracking'
>;

/** `counts`: the summed shards (sumTrackCounts); absent while they are still loading, shown as 0. */
export function campaignReport(c: ReportInput, counts?: TrackCounts): CampaignReport {
  if (c.state === 'draft' || c.state === 'scheduled') return { kind: 'notSent' };
  const attempted = c.sent + c.failed;
  const figures: ReportFigure[] = [
    { label: 'Delivered', total: c.sent, rate: rate(c.sent, attempted), of: 'of those sent' },
    { label: 'Bounced', total: c.failed, rate: rate(c.failed, attempted), of: 'of those sent' },
    {
      label: 'Unsubscribed',
      total: c.unsubscribes,
      rate: rate(c.unsubscribes, c.sent),
      of: 'of those delivered',
    },
  ];
  const tracking = c.tracking === true;
  const t = counts ?? NO_TRACK_COUNTS;
  if (tracking)
    figures.push(
      {
        label: 'Opens',
        total: t.opens,
        unique: t.uniqueOpens,
        rate: rate(t.uniqueOpens, c.sent),
        of: 'of those delivered opened it',
      },
      {
        label: 'Clicks',
        total: t.clicks,
        unique: t.uniqueClicks,
        rate: rate(t.uniqueClicks, c.sent),
        of: 'of those delivered clicked a link',
      },
    );
  return { kind: 'ready', tracking, figures };
}

/** "42.5 %" or "—" when there is nothing to divide by. */
export const formatRate = (r: number | null) => (r === null ? '—' : `${r.toLocaleString('en-GB')} %`);

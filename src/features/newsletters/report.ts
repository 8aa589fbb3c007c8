import type { CampaignDoc } from '../../../functions/src/shared/newsletters';

/**
 * A sent campaign's report, from its own counters (no delivery is read): delivered, bounced and unsubscribed
 * out of those it was sent to, opens and clicks out of those delivered. Pure, for the screen and its tests.
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
  'state' | 'total' | 'sent' | 'failed' | 'suppressed' | 'unsubscribes' | 'tracking' | 'opens' | 'clicks'
> &
  Pick<CampaignDoc, 'uniqueOpens' | 'uniqueClicks'>;

export function campaignReport(c: ReportInput): CampaignReport {
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
  if (tracking)
    figures.push(
      {
        label: 'Opens',
        total: c.opens ?? 0,
        unique: c.uniqueOpens ?? 0,
        rate: rate(c.uniqueOpens ?? 0, c.sent),
        of: 'of those delivered opened it',
      },
      {
        label: 'Clicks',
        total: c.clicks ?? 0,
        unique: c.uniqueClicks ?? 0,
        rate: rate(c.uniqueClicks ?? 0, c.sent),
        of: 'of those delivered clicked a link',
      },
    );
  return { kind: 'ready', tracking, figures };
}

/** "42.5 %" or "—" when there is nothing to divide by. */
export const formatRate = (r: number | null) => (r === null ? '—' : `${r.toLocaleString('en-GB')} %`);

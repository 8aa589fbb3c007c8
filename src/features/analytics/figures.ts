import { loadWeeks } from './loader';
import { partnerFiguresOf, totalOf, type PartnerFigures, type Period } from './model';

/**
 * A partner organisation's figures over a period, for the partnership dashboard and its impact report: the
 * server's weekly counters (packages/shared/src/analytics.ts says where each comes from), one document read per
 * calendar year of the period. Counts are raw: show them through `maskSmallCount` (model.ts).
 * Readable by the organisation's staff (moderators, organisation admins) and super admins (firestore.rules).
 */
export async function partnerFigures(orgId: string, period: Period): Promise<PartnerFigures> {
  return partnerFiguresOf(totalOf(await loadWeeks(orgId, period)));
}

export type { PartnerFigures, Period };
export { maskSmallCount, FEWER_THAN_FIVE } from './model';

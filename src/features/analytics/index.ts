import { lazy } from 'react';

/**
 * What other areas may use of `analytics`: the partner figures (figures.ts, for the partnership dashboard and its
 * impact report), the pure model, and the dashboard screen, loaded lazily with its chart library.
 */
export { partnerFigures, maskSmallCount, FEWER_THAN_FIVE } from './figures';
export type { PartnerFigures, Period } from './model';
export const AnalyticsDashboard = lazy(() => import('./components/AnalyticsDashboard'));

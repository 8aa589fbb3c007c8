import { lazy } from 'react';

/**
 * What other areas may use of `pins` (besides its pure `model.ts`); eslint.config.js allows no other entry. The
 * map loads lazily (Leaflet stays in its own chunk).
 */
export { branchesOf, MAIN_BRANCH } from './pin-order';
export { usePins } from './queries';
export const PinMap = lazy(() => import('./components/PinMap'));

import { lazy } from 'react';

/** What other areas may use of `wanders` (besides its pure `model.ts`): the screen's workspace, loaded lazily. */
export const WandersWorkspace = lazy(() => import('./components/WandersWorkspace'));

import { lazy } from 'react';

/**
 * What other areas may use of `feedback` (besides its pure `model.ts`). The staff workspace loads lazily so that
 * the public form's page (which imports this file) never carries the admin screens or the streaming SDK.
 */
export { PublicFeedbackForm } from './components/PublicFeedbackForm';
export const FeedbackFormsWorkspace = lazy(() => import('./components/FeedbackFormsWorkspace'));

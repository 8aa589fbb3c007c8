import { lazy } from 'react';

/**
 * What other areas may use of `announcements` (besides its pure `model.ts`): the boards the dashboards show, and
 * the admin screen, loaded on its own so that the dashboards never carry the rich-text editor.
 */
export { AnnouncementsPanel, BulletinBoard, BulletinTabLabel } from './components/BulletinBoard';
export const MessagesAdmin = lazy(() => import('./components/MessagesAdmin'));

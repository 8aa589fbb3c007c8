/**
 * What other areas may use of `partners` (besides its pure `model.ts`): the partnership dashboard, whose screen
 * file lives with the CRM's screens (src/features/crm/components/PartnershipDashboardScreen.tsx).
 */
export { PartnershipWorkspace } from './components/PartnershipWorkspace';

/**
 * What other areas may use of `drip` (besides its pure `model.ts`): the screen's content, and which active
 * campaigns a list join would start.
 */
export { DripCampaignsView } from './components/DripCampaignsView';
export { useListAutomations } from './queries';

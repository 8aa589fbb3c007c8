/** What other areas may use of `drip` (besides its pure `model.ts`): the screen's content. */
export { DripCampaignsView } from './components/DripCampaignsView';

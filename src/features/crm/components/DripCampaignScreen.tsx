import { DripCampaignsView } from '../../drip';

/** /drip-campaign-view: the drip campaigns. */
export default function DripCampaignScreen() {
  return <DripCampaignsView />;
}

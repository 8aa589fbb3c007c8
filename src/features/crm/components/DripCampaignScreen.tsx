import { DripCampaignsView } from '../../drip';

/** /drip-campaign-view (issue 15, part 4). */
export default function DripCampaignScreen() {
  return <DripCampaignsView />;
}

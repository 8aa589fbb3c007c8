import { PendingScreen } from '../../../components/PendingScreen';

export default function DripCampaignScreen() {
  return <PendingScreen title="Drip Campaigns" />;
}

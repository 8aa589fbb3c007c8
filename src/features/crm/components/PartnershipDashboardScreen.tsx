import { PendingScreen } from '../../../components/PendingScreen';

export default function PartnershipDashboardScreen() {
  return <PendingScreen title="Partnerships" />;
}

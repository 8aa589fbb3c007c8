import { PendingScreen } from '../../../components/PendingScreen';

export default function FacilitatorDashboardScreen() {
  return <PendingScreen title="Facilitator Dashboard" />;
}

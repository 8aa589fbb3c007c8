import { PendingScreen } from '../../../components/PendingScreen';

export default function OrgDashboardScreen() {
  return <PendingScreen title="Organisation Dashboard" />;
}

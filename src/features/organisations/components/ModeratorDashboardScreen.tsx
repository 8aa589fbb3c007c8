import { PendingScreen } from '../../../components/PendingScreen';

export default function ModeratorDashboardScreen() {
  return <PendingScreen title="Moderator Dashboard" />;
}

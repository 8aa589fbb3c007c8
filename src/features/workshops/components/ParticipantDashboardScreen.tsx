import { PendingScreen } from '../../../components/PendingScreen';

export default function ParticipantDashboardScreen() {
  return <PendingScreen title="Participant Dashboard" />;
}

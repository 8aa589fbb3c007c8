import { PendingScreen } from '../../../components/PendingScreen';

export default function ParticipantLoginScreen() {
  return <PendingScreen title="Participant sign in" />;
}

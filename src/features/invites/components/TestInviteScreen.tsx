import { PendingScreen } from '../../../components/PendingScreen';

export default function TestInviteScreen() {
  return <PendingScreen title="Test Invite" />;
}

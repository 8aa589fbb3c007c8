import { PendingScreen } from '../../../components/PendingScreen';

export default function InviteScreen() {
  return <PendingScreen title="Invitation" />;
}

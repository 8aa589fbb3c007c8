import { PendingScreen } from '../../../components/PendingScreen';

export default function JoinOrgScreen() {
  return <PendingScreen title="Join Organisation" />;
}

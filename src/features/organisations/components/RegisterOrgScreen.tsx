import { PendingScreen } from '../../../components/PendingScreen';

export default function RegisterOrgScreen() {
  return <PendingScreen title="Register Organisation" />;
}

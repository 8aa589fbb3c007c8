import { PendingScreen } from '../../../components/PendingScreen';

export default function UserAccessViewScreen() {
  return <PendingScreen title="User Access" />;
}

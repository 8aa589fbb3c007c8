import { PendingScreen } from '../../../components/PendingScreen';

export default function EmailManagementScreen() {
  return <PendingScreen title="Email Management" />;
}

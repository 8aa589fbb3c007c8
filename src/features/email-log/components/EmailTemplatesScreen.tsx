import { PendingScreen } from '../../../components/PendingScreen';

export default function EmailTemplatesScreen() {
  return <PendingScreen title="Email Templates" />;
}

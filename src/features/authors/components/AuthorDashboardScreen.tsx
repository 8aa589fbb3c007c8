import { PendingScreen } from '../../../components/PendingScreen';

export default function AuthorDashboardScreen() {
  return <PendingScreen title="Author Dashboard" />;
}

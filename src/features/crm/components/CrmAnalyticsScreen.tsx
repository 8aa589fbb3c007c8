import { PendingScreen } from '../../../components/PendingScreen';

export default function CrmAnalyticsScreen() {
  return <PendingScreen title="CRM Analytics" />;
}

import { PendingScreen } from '../../../components/PendingScreen';

export default function SubscriberScreen() {
  return <PendingScreen title="Subscribers" />;
}

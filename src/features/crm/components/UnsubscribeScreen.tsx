import { PendingScreen } from '../../../components/PendingScreen';

export default function UnsubscribeScreen() {
  return <PendingScreen title="Unsubscribe" />;
}

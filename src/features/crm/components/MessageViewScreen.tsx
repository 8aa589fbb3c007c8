import { PendingScreen } from '../../../components/PendingScreen';

export default function MessageViewScreen() {
  return <PendingScreen title="Messages" />;
}

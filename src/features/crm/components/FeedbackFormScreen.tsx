import { PendingScreen } from '../../../components/PendingScreen';

export default function FeedbackFormScreen() {
  return <PendingScreen title="Feedback" />;
}

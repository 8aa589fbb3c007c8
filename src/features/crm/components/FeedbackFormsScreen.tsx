import { PendingScreen } from '../../../components/PendingScreen';

export default function FeedbackFormsScreen() {
  return <PendingScreen title="Feedback Forms" />;
}

import { PendingScreen } from '../../../components/PendingScreen';

export default function ModerationScreen() {
  return <PendingScreen title="Content Moderation" />;
}

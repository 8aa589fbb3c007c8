import { PendingScreen } from '../../../components/PendingScreen';

export default function TagsViewScreen() {
  return <PendingScreen title="Tags" />;
}

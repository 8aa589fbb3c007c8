import { PendingScreen } from '../../../components/PendingScreen';

export default function WandersViewScreen() {
  return <PendingScreen title="Wanders" />;
}

import { PendingScreen } from '../../../components/PendingScreen';

export default function StatsScreen() {
  return <PendingScreen title="Stats" />;
}

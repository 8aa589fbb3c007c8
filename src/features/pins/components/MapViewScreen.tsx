import { PendingScreen } from '../../../components/PendingScreen';

export default function MapViewScreen() {
  return <PendingScreen title="Map" />;
}

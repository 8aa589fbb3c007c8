import { PendingScreen } from '../../../components/PendingScreen';

export default function WorkshopLandingScreen() {
  return <PendingScreen title="Workshops" />;
}

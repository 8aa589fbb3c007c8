import { PendingScreen } from '../../../components/PendingScreen';

export default function WorkshopBookingScreen() {
  return <PendingScreen title="Book a Workshop" />;
}

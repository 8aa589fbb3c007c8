import { PendingScreen } from '../../../components/PendingScreen';

export default function WorkshopManagerScreen() {
  return <PendingScreen title="Workshop Manager" />;
}

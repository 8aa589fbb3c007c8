import { PendingScreen } from '../../../components/PendingScreen';

export default function PinListScreen() {
  return <PendingScreen title="Pin List" />;
}

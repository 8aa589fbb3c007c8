import { PendingScreen } from '../../../components/PendingScreen';

export default function WorkshopDirectoryScreen() {
  return <PendingScreen title="Workshop Directory" />;
}

import { PendingScreen } from '../../../components/PendingScreen';

export default function OrphanedFilesScreen() {
  return <PendingScreen title="Orphaned Files" />;
}

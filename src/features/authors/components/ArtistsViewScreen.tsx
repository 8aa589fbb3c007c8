import { PendingScreen } from '../../../components/PendingScreen';

export default function ArtistsViewScreen() {
  return <PendingScreen title="Artists" />;
}

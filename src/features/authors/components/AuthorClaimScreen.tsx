import { PendingScreen } from '../../../components/PendingScreen';

export default function AuthorClaimScreen() {
  return <PendingScreen title="Claim Author Profile" />;
}

import { PendingScreen } from '../../../components/PendingScreen';

export default function NewsletterScreen() {
  return <PendingScreen title="Newsletters" />;
}

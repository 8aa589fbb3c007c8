import { PendingScreen } from '../../../components/PendingScreen';

export default function FormsViewScreen() {
  return <PendingScreen title="Recording Form" />;
}

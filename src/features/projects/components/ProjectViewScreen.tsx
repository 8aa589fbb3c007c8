import { PendingScreen } from '../../../components/PendingScreen';

export default function ProjectViewScreen() {
  return <PendingScreen title="Projects" />;
}

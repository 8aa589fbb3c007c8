import { PendingScreen } from '../../../components/PendingScreen';

export default function ProjectBudgetScreen() {
  return <PendingScreen title="Project Budget" />;
}

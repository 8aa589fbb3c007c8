import { PendingScreen } from '../../../components/PendingScreen';

export default function BranchViewScreen() {
  return <PendingScreen title="Branches" />;
}

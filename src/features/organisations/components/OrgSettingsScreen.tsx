import { PendingScreen } from '../../../components/PendingScreen';

export default function OrgSettingsScreen() {
  return <PendingScreen title="Organisation Settings" />;
}

import { PendingScreen } from '../../../components/PendingScreen';

export default function FormBuilderScreen() {
  return <PendingScreen title="Form Builder" />;
}

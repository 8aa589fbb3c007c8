import { PendingScreen } from '../../../components/PendingScreen';

export default function ProjectQuestionnaireScreen() {
  return <PendingScreen title="Project Questionnaire" />;
}

import ProjectQuestionnaireScreen from '../../features/projects/components/ProjectQuestionnaireScreen';
import { InquiryForm } from '../../features/requests/components/InquiryForm';

/**
 * /project-questionnaire with the project inquiry under the budget: the projects area owns the budget view, the
 * requests area files and answers inquiries, and only the app puts the two on one page.
 */
export default function ProjectQuestionnairePage() {
  return <ProjectQuestionnaireScreen inquiry={(draft) => <InquiryForm draft={draft} />} />;
}

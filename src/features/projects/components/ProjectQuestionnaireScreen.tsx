import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { FormTextField } from '../../../components/FormTextField';
import { PageSection } from '../../../components/PageSection';
import { useSession } from '../../session';
import { budgetToForm, EMPTY_BUDGET, type Budget } from '../budget';
import { zQuestionnaireName, type QuestionnaireName } from '../model';
import { BudgetEditor } from './BudgetEditor';

/** The questionnaire's answers as they stand, for a form that sends them (the project inquiry). */
export interface QuestionnaireDraft {
  budget: Budget;
  ok: boolean;
  projectName: string;
}

/**
 * /project-questionnaire: the budget view in questionnaire mode for anyone, signed in or not. The totals update
 * as people type and the summary can be copied or printed; `inquiry` (composed in by the app) sends the answers
 * with a contact as a project inquiry. Nothing is stored unless it is sent.
 */
export default function ProjectQuestionnaireScreen({
  inquiry,
}: {
  inquiry?: (draft: QuestionnaireDraft) => ReactNode;
}) {
  const { user } = useSession();
  const form = useForm<QuestionnaireName>({
    resolver: zodResolver(zQuestionnaireName),
    defaultValues: { projectName: '' },
  });
  const name = useWatch({ control: form.control, name: 'projectName' });
  const [answers, setAnswers] = useState({ budget: EMPTY_BUDGET, ok: true });
  return (
    <PageSection wide>
      <Typography variant="h1" gutterBottom>
        Plan your project&apos;s costs
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        Work out what a heritage storytelling project will cost: facilitator fees, materials and anything
        else. Totals update as you type.
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        {inquiry
          ? 'Nothing you enter here is saved unless you send it to us below. Copy or print the summary to keep it.'
          : 'Nothing you enter here is saved or sent. Copy or print the summary to keep it.'}
        {user && (
          <>
            {' '}
            To keep a budget with one of your projects, use{' '}
            <RouterLink to="/project-budget">Project Budget</RouterLink>.
          </>
        )}
      </Alert>
      <FormTextField
        control={form.control}
        name="projectName"
        label="Project name (for the summary)"
        sx={{ mb: 3, width: { xs: '100%', sm: 420 } }}
      />
      <BudgetEditor
        initial={budgetToForm(undefined)}
        title={name.trim() || 'Project budget'}
        onBudget={(budget, ok) => setAnswers({ budget, ok })}
      />
      {inquiry?.({ ...answers, projectName: name.trim() })}
    </PageSection>
  );
}

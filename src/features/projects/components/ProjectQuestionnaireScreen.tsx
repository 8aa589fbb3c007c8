import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageSection } from '../../../components/PageSection';
import { useSession } from '../../session';
import { budgetToForm } from '../budget';
import { BudgetEditor } from './BudgetEditor';

/**
 * /project-questionnaire: the budget view in questionnaire mode for anyone, signed in or not. Nothing is saved
 * or sent; the totals update as people type and the summary can be copied or printed.
 */
export default function ProjectQuestionnaireScreen() {
  const { user } = useSession();
  const [name, setName] = useState('');
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
        Nothing you enter here is saved or sent. Copy or print the summary to keep it.
        {user && (
          <>
            {' '}
            To keep a budget with one of your projects, use{' '}
            <RouterLink to="/project-budget">Project Budget</RouterLink>.
          </>
        )}
      </Alert>
      <TextField
        label="Project name (for the summary)"
        value={name}
        onChange={(e) => setName(e.target.value)}
        sx={{ mb: 3, width: { xs: '100%', sm: 420 } }}
      />
      <BudgetEditor initial={budgetToForm(undefined)} title={name.trim() || 'Project budget'} />
    </PageSection>
  );
}

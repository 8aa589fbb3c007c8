import Alert from '@mui/material/Alert';
import { budgetToForm } from '../budget';
import { useSaveBudget } from '../queries';
import type { ProjectRow } from '../service';
import { BudgetEditor } from './BudgetEditor';
import { SelectedProjectPage } from './SelectedProjectPage';

/** /project-budget: the selected project's budget and fee rates, saved to its `budget` field. */
export default function ProjectBudgetScreen() {
  return (
    <SelectedProjectPage
      title="Project Budget"
      intro={() =>
        'Fees are hourly rate × hours × facilitators; every amount is in pounds and rounded to the penny.'
      }
      loadingLabel="Loading the budget"
      empty={{
        title: 'No project to budget for',
        hint: 'Create a project in Projects first, or use the public questionnaire to plan one.',
      }}
    >
      {(project) => <ProjectBudget project={project} />}
    </SelectedProjectPage>
  );
}

function ProjectBudget({ project }: { project: ProjectRow }) {
  const save = useSaveBudget(project.id);
  return (
    <>
      {!project.budget && (
        <Alert severity="info" sx={{ mb: 2 }}>
          No budget saved for {project.projectName} yet: fill in the amounts and save.
        </Alert>
      )}
      <BudgetEditor
        initial={budgetToForm(project.budget)}
        title={`${project.projectName} — budget`}
        save={save}
      />
    </>
  );
}

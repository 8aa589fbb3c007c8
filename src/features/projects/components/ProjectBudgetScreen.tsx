import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { budgetToForm } from '../budget';
import { useSaveBudget, useVisibleProjects } from '../queries';
import { useSelectedProjectId } from '../selection';
import type { ProjectRow } from '../service';
import { BudgetEditor } from './BudgetEditor';
import { ProjectPicker } from './ProjectPicker';

/** /project-budget: the selected project's budget and fee rates, saved to its `budget` field. */
export default function ProjectBudgetScreen() {
  const projects = useVisibleProjects();
  const selectedId = useSelectedProjectId();
  const project = projects.data?.find((p) => p.id === selectedId);

  return (
    <PageSection wide>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 2, mb: 3 }}
      >
        <div>
          <Typography variant="h1">Project Budget</Typography>
          <Typography variant="body2" color="text.secondary">
            Fees are hourly rate × hours × facilitators; every amount is in pounds and rounded to the penny.
          </Typography>
        </div>
        <ProjectPicker />
      </Stack>
      {projects.isPending ? (
        <LoadingRows label="Loading the budget" />
      ) : projects.isError ? null /* the picker shows the error */ : !project ? (
        <EmptyState
          title="No project to budget for"
          hint="Create a project in Projects first, or use the public questionnaire to plan one."
        />
      ) : (
        <ProjectBudget key={project.id} project={project} />
      )}
    </PageSection>
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

import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { useVisibleProjects } from '../queries';
import { useSelectedProjectId } from '../selection';
import { FormBuilder } from './FormBuilder';
import { ProjectPicker } from './ProjectPicker';

/** /form-builder-view: the recording form configurator for the selected project. */
export default function FormBuilderScreen() {
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
          <Typography variant="h1">Form Builder</Typography>
          <Typography variant="body2" color="text.secondary">
            What contributors are asked when they record a story for this project.
            {project && !project.isPrivate && (
              <>
                {' '}
                <RouterLink to={`/forms-view/${encodeURIComponent(project.id)}`}>
                  Open the public form
                </RouterLink>
              </>
            )}
          </Typography>
        </div>
        <ProjectPicker />
      </Stack>
      {projects.isPending ? (
        <LoadingRows label="Loading the form" />
      ) : projects.isError ? null /* the picker shows the error */ : !project ? (
        <EmptyState title="No project selected" hint="Create a project in Projects first." />
      ) : (
        <FormBuilder key={project.id} project={project} />
      )}
    </PageSection>
  );
}

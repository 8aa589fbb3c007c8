import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { useVisibleProjects } from '../queries';
import { useSelectedProjectId } from '../selection';
import type { ProjectRow } from '../service';
import { ProjectPicker } from './ProjectPicker';

/**
 * A screen about the project picked in its header (Form Builder, Project Budget): the title and what the screen
 * is for beside the picker, then the screen's own content for that project, keyed by it so switching projects
 * starts afresh.
 */
export function SelectedProjectPage({
  title,
  intro,
  loadingLabel,
  empty,
  children,
}: {
  title: string;
  /** Under the title; it may mention the selected project. */
  intro: (project: ProjectRow | undefined) => ReactNode;
  loadingLabel: string;
  /** What is said when no project is selected. */
  empty: { title: string; hint: string };
  children: (project: ProjectRow) => ReactNode;
}) {
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
          <Typography variant="h1">{title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {intro(project)}
          </Typography>
        </div>
        <ProjectPicker />
      </Stack>
      {projects.isPending ? (
        <LoadingRows label={loadingLabel} />
      ) : projects.isError ? null /* the picker shows the error */ : !project ? (
        <EmptyState title={empty.title} hint={empty.hint} />
      ) : (
        <Fragment key={project.id}>{children(project)}</Fragment>
      )}
    </PageSection>
  );
}

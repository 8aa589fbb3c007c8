import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../session';
import { useVisitorProject } from '../public-queries';
import type { VisitorProject } from '../service';
import { FormPreview } from './FormPreview';
import { useDeferredData } from '../../../lib/use-deferred-data';

/** /forms-view/{project_id}: the project's recording form as contributors will see it, read-only. */
export default function FormsViewScreen() {
  const { project_id: projectId = '' } = useParams();
  const { user } = useSession();
  const result = useDeferredData(useVisitorProject(projectId, user?.userId ?? null));

  const body = (data: VisitorProject) => {
    if (data.status === 'missing')
      return (
        <EmptyState
          title="There is no project with this key"
          hint={`Check the link: “${projectId}” does not name a project.`}
        />
      );
    if (data.status === 'private')
      return (
        <EmptyState
          title="This project is private"
          hint={
            user
              ? 'Your account has no access to it. Ask the project’s moderator to give you access.'
              : 'Its form is shown only to people with access. Sign in if you have an account.'
          }
          action={
            !user && (
              <Button component={RouterLink} to="/loginscreen" variant="contained">
                Sign in
              </Button>
            )
          }
        />
      );
    const p = data.project;
    return (
      <>
        <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
          {p.projectName}
        </Typography>
        {!p.isAvailable && (
          <Alert severity="info" sx={{ mb: 2 }}>
            This project is not taking recordings at the moment.
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          A preview of the questions asked when you record a story. Fields marked * are required.
        </Typography>
        <Card variant="outlined">
          <CardContent>
            <FormPreview config={p.config} fields={p.formFields ?? []} />
          </CardContent>
        </Card>
      </>
    );
  };

  return (
    <PageSection>
      <Typography variant="h1" gutterBottom>
        Recording Form
      </Typography>
      <QueryState query={result} loadingLabel="Loading the form">
        {body}
      </QueryState>
    </PageSection>
  );
}

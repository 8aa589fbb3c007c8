import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { messageOf } from '../../../lib/errors';
import { useSession } from '../../session';
import { projectKeys } from '../queries';
import { readProjectAsVisitor } from '../service';
import { FormPreview } from './FormPreview';

/** /forms-view/{project_id}: the project's recording form as contributors will see it, read-only. */
export default function FormsViewScreen() {
  const { project_id: projectId = '' } = useParams();
  const { user } = useSession();
  const result = useQuery({
    queryKey: [...projectKeys.all, 'visitor', projectId, user?.userId ?? null],
    queryFn: () => readProjectAsVisitor(projectId),
  });

  let body;
  if (result.isPending) body = <LoadingRows label="Loading the form" />;
  else if (result.isError) body = <Alert severity="error">{messageOf(result.error)}</Alert>;
  else if (result.data.status === 'missing')
    body = (
      <EmptyState
        title="There is no project with this key"
        hint={`Check the link: “${projectId}” does not name a project.`}
      />
    );
  else if (result.data.status === 'private')
    body = (
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
  else {
    const p = result.data.project;
    body = (
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
  }
  return (
    <PageSection>
      <Typography variant="h1" gutterBottom>
        Recording Form
      </Typography>
      {body}
    </PageSection>
  );
}

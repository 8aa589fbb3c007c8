import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { FeedbackFormsWorkspace } from '../../feedback';

/** /feedback-forms: the feedback form builder and results (organisation staff; super admins pick an organisation). */
export default function FeedbackFormsScreen() {
  return (
    <Suspense
      fallback={
        <PageSection>
          <Typography variant="h1">Feedback Forms</Typography>
          <LoadingRows label="Loading feedback forms" />
        </PageSection>
      }
    >
      <FeedbackFormsWorkspace />
    </Suspense>
  );
}

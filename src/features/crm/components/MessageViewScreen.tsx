import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { MessagesAdmin } from '../../announcements';

/** /message-view: the admin message view and editor (announcements). */
export default function MessageViewScreen() {
  return (
    <Suspense
      fallback={
        <PageSection wide>
          <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
            Messages
          </Typography>
          <LoadingRows label="Loading messages" />
        </PageSection>
      }
    >
      <MessagesAdmin />
    </Suspense>
  );
}

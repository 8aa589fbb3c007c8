import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { WandersWorkspace } from '../../wanders';

/** /wanders-view: walks through a project's pins, checked before publishing (organisation staff, super admins). */
export default function WandersViewScreen() {
  return (
    <Suspense
      fallback={
        <PageSection>
          <Typography variant="h1">Wanders</Typography>
          <LoadingRows label="Loading wanders" />
        </PageSection>
      }
    >
      <WandersWorkspace />
    </Suspense>
  );
}

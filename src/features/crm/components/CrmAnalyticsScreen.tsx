import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { AnalyticsDashboard } from '../../analytics';

/**
 * /crm-analytics: the dashboard lives in src/features/analytics and loads as its own chunk; its
 * heading shows at once meanwhile.
 */
export default function CrmAnalyticsScreen() {
  return (
    <Suspense
      fallback={
        <PageSection wide>
          <Typography variant="h1">CRM Analytics</Typography>
          <LoadingRows rows={6} label="Loading the analytics dashboard" />
        </PageSection>
      }
    >
      <AnalyticsDashboard />
    </Suspense>
  );
}

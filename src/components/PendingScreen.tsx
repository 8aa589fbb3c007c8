import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { PageSection } from './PageSection';

/** A route whose screen is not built yet: it shows its title and says so, and never fails. */
export function PendingScreen({ title }: { title: string }) {
  return (
    <PageSection>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info">This part of the product is not available yet.</Alert>
    </PageSection>
  );
}

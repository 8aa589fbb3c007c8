import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageSection } from '../components/PageSection';

export function NotFound() {
  return (
    <PageSection>
      <Typography variant="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        The address may be mistyped, or the page may have moved.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to the start page
      </Button>
    </PageSection>
  );
}

import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { formatDate } from '../../../kernel/dates';
import { levelWords, sharedVia } from '../shared';
import { useSharedProjects } from '../shared-queries';

/**
 * Every project someone may read because it was shared with them or with a group they are in: where an
 * accepted invite leads, and where a reader finds their projects again later.
 */
export default function SharedWithMeScreen() {
  const shared = useSharedProjects();
  return (
    <PageSection>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 1 }}>
        Shared with me
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
        Projects you were invited to, or that a group you are in may see. Open one to see its pins on the map
        and its recordings.
      </Typography>
      <QueryState
        query={shared}
        loadingLabel="Loading the projects shared with you"
        rows={3}
        errorText="The projects shared with you could not be loaded"
        empty={
          <EmptyState
            title="Nothing is shared with you yet"
            hint="When someone invites you to a project, or gives a group you are in a private project, it appears here."
          />
        }
      >
        {(rows) => (
          <Stack
            component="ul"
            spacing={2}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
            aria-label="Shared projects"
          >
            {rows.map((row) => (
              <Card component="li" variant="outlined" key={row.project.id} data-testid="shared-project">
                <CardActionArea
                  component={RouterLink}
                  to={`/shared-with-me/${encodeURIComponent(row.project.id)}`}
                >
                  <CardContent>
                    <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
                      {row.project.projectName}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {levelWords(row.accessLevel)} · {sharedVia(row)} · since {formatDate(row.since)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Stack>
        )}
      </QueryState>
    </PageSection>
  );
}

import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/TextInput';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { filterDirectory } from '../rules';
import { todayIso, useUpcomingPages } from '../queries';

/** Upcoming workshops, filterable by title, organisation or place, a page of 100 at a time. */
export default function WorkshopDirectoryScreen() {
  const today = todayIso();
  const upcoming = useUpcomingPages(today);
  const [q, setQ] = useState('');
  const shown = filterDirectory(upcoming.data?.pages.flatMap((p) => p.workshops) ?? [], q, today);
  return (
    <PageSection>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        Workshop Directory
      </Typography>
      <TextInput
        fullWidth
        label="Filter by title, organisation or place"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        sx={{ mb: 3 }}
        type="search"
      />
      <QueryState
        query={upcoming}
        loadingLabel="Loading workshops"
        isEmpty={() => shown.length === 0 && !upcoming.hasNextPage}
        empty={
          <EmptyState
            title={q ? 'No workshop matches this filter' : 'No upcoming workshops'}
            action={
              <Button component={RouterLink} to="/workshop-booking">
                Book a custom workshop
              </Button>
            }
          />
        }
      >
        {() => (
          <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {shown.map((w) => (
              <Card key={w.id} variant="outlined" component="li">
                <CardContent>
                  <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                    {w.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {w.date} · {w.startTime}–{w.endTime} · {w.address || 'Address to be confirmed'}
                    {w.organisationName && ` · ${w.organisationName}`}
                  </Typography>
                  {w.description && (
                    <Typography variant="body2" sx={{ mt: 1 }}>
                      {w.description}
                    </Typography>
                  )}
                </CardContent>
                <CardActions>
                  <Button
                    component={RouterLink}
                    to={`/workshop-landing/${w.organisationId || 'all'}/${w.id}`}
                  >
                    Details and registration
                  </Button>
                </CardActions>
              </Card>
            ))}
          </Stack>
        )}
      </QueryState>
      {upcoming.hasNextPage && (
        <Button
          sx={{ mt: 2 }}
          onClick={() => void upcoming.fetchNextPage()}
          disabled={upcoming.isFetchingNextPage}
        >
          Show later workshops
        </Button>
      )}
    </PageSection>
  );
}

import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { useAuthorRecordings } from '../../recordings';
import { useSession } from '../../session';
import { useAuthors, useMyAuthorKey } from '../queries';
import { TableHeadRow } from '../../../components/TableHeadRow';

const claimLink = (
  <Button component={RouterLink} to="/author-claim-process" variant="contained">
    Claim your author profile
  </Button>
);

/** An author's own recordings: those whose authorKey is the profile linked to their user record. */
export default function AuthorDashboardScreen() {
  const { user } = useSession();
  const key = useMyAuthorKey(user?.userId);
  const authors = useAuthors();
  const recordings = useAuthorRecordings(key.data);
  const profile = authors.data?.find((a) => a.id === key.data);

  return (
    <PageSection wide>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        Author dashboard
      </Typography>
      <QueryState
        query={key}
        loadingLabel="Loading your profile"
        isEmpty={(authorKey) => !authorKey}
        empty={
          <EmptyState
            title="No author profile is linked to your account"
            hint="Claim your profile; once an administrator approves it, your recordings appear here."
            action={claimLink}
          />
        }
      >
        {(authorKey) => (
          <>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
              {profile?.name ?? authorKey}
            </Typography>
            <QueryState
              query={recordings}
              loadingLabel="Loading your recordings"
              empty="No recordings under your profile yet"
            >
              {(mine) => (
                <Paper variant="outlined">
                  <Table size="small" aria-label="Your recordings">
                    <TableHeadRow
                      headings={[
                        'Title',
                        'Project',
                        'Rating',
                        'Review',
                        { label: 'Times collected', align: 'right' },
                        'Listen',
                      ]}
                    />
                    <TableBody>
                      {mine.map((r) => (
                        <TableRow key={r.id} data-testid="my-recording">
                          <TableCell>{r.title || r.id}</TableCell>
                          <TableCell>{r.project ?? ''}</TableCell>
                          <TableCell>{r.contentRating ?? 'Unrated'}</TableCell>
                          <TableCell>
                            <Chip
                              size="small"
                              label={r.moderation?.status ?? 'pending'}
                              color={
                                r.moderation?.status === 'approved'
                                  ? 'success'
                                  : r.moderation?.status === 'rejected'
                                    ? 'error'
                                    : 'default'
                              }
                              title={r.moderation?.reason}
                            />
                            {r.moderation?.status === 'rejected' && r.moderation.reason && (
                              <Typography variant="caption" component="div" color="error">
                                {r.moderation.reason}
                              </Typography>
                            )}
                          </TableCell>
                          <TableCell align="right">{r.collectionLog.timesCollected}</TableCell>
                          <TableCell>
                            {r.audioUrl && (
                              <audio
                                controls
                                preload="none"
                                src={r.audioUrl}
                                aria-label={`Play ${r.title}`}
                              />
                            )}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Paper>
              )}
            </QueryState>
          </>
        )}
      </QueryState>
    </PageSection>
  );
}

import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { QueryState } from '../../../components/QueryState';
import { useDecideClaim, usePendingClaims } from '../queries';
import type { AuthorRow } from '../service';

/** For super admins: approve (which links the profile to the claimant) or reject each pending claim. */
export function ClaimReviewList({ authors }: { authors: AuthorRow[] }) {
  const claims = usePendingClaims(true);
  const decide = useDecideClaim();
  // A claimed profile may have been merged away since; approving then links the profile it was merged into.
  const nameOf = (key: string) => authors.find((a) => a.id === key)?.name ?? `${key}, since merged`;
  const outcome = outcomeOf(decide, (_done, { status }) =>
    status === 'approved' ? 'Claim approved: the profile is linked.' : 'Claim rejected.',
  );

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="claims-to-review">
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Claims to review
      </Typography>
      <OutcomeNotice outcome={outcome} onClose={() => decide.reset()} sx={{ mb: 1 }} />
      <QueryState query={claims} loadingLabel="Loading claims" rows={2} empty="No claims waiting">
        {(pending) => (
          <List>
            {pending.map((c) => (
              <ListItem key={c.id} divider>
                <ListItemText
                  primary={`${c.claimant} claims “${nameOf(c.authorKey)}” (${c.authorKey})`}
                  secondary={c.message || 'No message'}
                />
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="contained"
                    color="success"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ claimId: c.id, status: 'approved' })}
                  >
                    Approve
                  </Button>
                  <Button
                    color="error"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ claimId: c.id, status: 'rejected' })}
                  >
                    Reject
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
    </Paper>
  );
}

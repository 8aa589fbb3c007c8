import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingRows } from '../../../components/LoadingRows';
import { messageOf } from '../../../lib/errors';
import { decideClaim } from '../claims-service';
import { usePendingClaims, useRefreshAuthors } from '../queries';
import type { AuthorRow } from '../service';

/** For super admins: approve (which links the profile to the claimant) or reject each pending claim. */
export function ClaimReviewList({ authors }: { authors: AuthorRow[] }) {
  const claims = usePendingClaims(true);
  const refresh = useRefreshAuthors();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  // A claimed profile may have been merged away since; approving then links the profile it was merged into.
  const nameOf = (key: string) => authors.find((a) => a.id === key)?.name ?? `${key}, since merged`;

  async function decide(id: string, status: 'approved' | 'rejected') {
    setBusy(true);
    try {
      await decideClaim(id, status);
      setNotice({
        ok: true,
        text: status === 'approved' ? 'Claim approved: the profile is linked.' : 'Claim rejected.',
      });
      await refresh();
    } catch (error) {
      setNotice({ ok: false, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="claims-to-review">
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Claims to review
      </Typography>
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} sx={{ mb: 1 }} role="status">
          {notice.text}
        </Alert>
      )}
      {claims.isPending ? (
        <LoadingRows rows={2} label="Loading claims" />
      ) : claims.isError ? (
        <Alert severity="error">{messageOf(claims.error)}</Alert>
      ) : claims.data.length === 0 ? (
        <EmptyState title="No claims waiting" />
      ) : (
        <List>
          {claims.data.map((c) => (
            <ListItem key={c.id} divider>
              <ListItemText
                primary={`${c.claimant} claims “${nameOf(c.authorKey)}” (${c.authorKey})`}
                secondary={c.message || 'No message'}
              />
              <Stack direction="row" spacing={1}>
                <Button
                  variant="contained"
                  color="success"
                  disabled={busy}
                  onClick={() => decide(c.id, 'approved')}
                >
                  Approve
                </Button>
                <Button color="error" disabled={busy} onClick={() => decide(c.id, 'rejected')}>
                  Reject
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

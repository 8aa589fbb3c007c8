import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { messageOf } from '../../../lib/errors';
import { useSession } from '../../session';
import { CLAIM_MESSAGE_MAX } from '../claims';
import { fileClaim } from '../claims-service';
import { useAuthors, useMyClaims, useRefreshAuthors } from '../queries';
import { ClaimReviewList } from './ClaimReviewList';

/** An author asks for a profile to be linked to their account; super admins decide the claims here too. */
export default function AuthorClaimScreen() {
  const { user } = useSession();
  const authors = useAuthors();
  const mine = useMyClaims(user?.userId);
  const refresh = useRefreshAuthors();
  const [authorKey, setAuthorKey] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const nameOf = (key: string) => authors.data?.find((a) => a.id === key)?.name ?? key;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await fileClaim(authorKey, message);
      setNotice({ ok: true, text: 'Your claim was sent. An administrator will review it.' });
      setMessage('');
      await refresh();
    } catch (error) {
      setNotice({ ok: false, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageSection>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        Claim an author profile
      </Typography>
      {user?.userRole === 'superAdmin' && <ClaimReviewList authors={authors.data ?? []} />}
      {authors.isPending ? (
        <LoadingRows label="Loading author profiles" />
      ) : authors.isError ? (
        <Alert severity="error">{messageOf(authors.error)}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
          <Stack component="form" spacing={2} onSubmit={submit} aria-label="Claim a profile">
            <TextField
              select
              label="Profile"
              value={authorKey}
              onChange={(e) => setAuthorKey(e.target.value)}
              required
            >
              {authors.data.map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.name ?? a.id}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Message to the administrator"
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              multiline
              minRows={2}
              helperText="How we can tell this profile is yours"
              slotProps={{ htmlInput: { maxLength: CLAIM_MESSAGE_MAX } }}
            />
            {notice && (
              <Alert severity={notice.ok ? 'success' : 'error'} role="status">
                {notice.text}
              </Alert>
            )}
            <Button
              type="submit"
              variant="contained"
              disabled={busy || !authorKey}
              sx={{ alignSelf: 'start' }}
            >
              Send claim
            </Button>
          </Stack>
        </Paper>
      )}
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Your claims
      </Typography>
      {mine.isPending ? (
        <LoadingRows rows={2} label="Loading your claims" />
      ) : mine.isError ? (
        <Alert severity="error">{messageOf(mine.error)}</Alert>
      ) : mine.data.length === 0 ? (
        <Typography color="text.secondary">You have not claimed a profile yet.</Typography>
      ) : (
        <List aria-label="Your claims">
          {mine.data.map((c) => (
            <ListItem key={c.id} divider data-testid="my-claim">
              <ListItemText primary={nameOf(c.authorKey)} secondary={c.message} />
              <Chip
                label={c.status}
                color={c.status === 'approved' ? 'success' : c.status === 'rejected' ? 'error' : 'default'}
              />
            </ListItem>
          ))}
        </List>
      )}
    </PageSection>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../session';
import { CLAIM_MESSAGE_MAX, zClaimForm } from '../claims';
import { useAuthors, useFileClaim, useMyClaims } from '../queries';
import { ClaimReviewList } from './ClaimReviewList';
import { actorOf, can } from '../../../kernel/permissions';

/** An author asks for a profile to be linked to their account; super admins decide the claims here too. */
export default function AuthorClaimScreen() {
  const { user } = useSession();
  const authors = useAuthors();
  const mine = useMyClaims(user?.userId);
  const file = useFileClaim();
  const form = useForm({ resolver: zodResolver(zClaimForm), defaultValues: { authorKey: '', message: '' } });
  const nameOf = (key: string) => authors.data?.find((a) => a.id === key)?.name ?? key;
  const outcome = outcomeOf(file, () => 'Your claim was sent. An administrator will review it.');
  const submit = form.handleSubmit((values) =>
    file.mutate(values, { onSuccess: () => form.resetField('message') }),
  );

  return (
    <PageSection>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        Claim an author profile
      </Typography>
      {/* Those who decide claims review them here. */}
      {can(actorOf(user), 'authorClaims', 'update') && <ClaimReviewList authors={authors.data ?? []} />}
      <QueryState query={authors} loadingLabel="Loading author profiles">
        {(profiles) => (
          <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
            <Stack
              component="form"
              spacing={2}
              onSubmit={(event) => void submit(event)}
              noValidate
              aria-label="Claim a profile"
            >
              <FormSelectField
                control={form.control}
                name="authorKey"
                label="Profile"
                required
                options={profiles.map((a) => ({ value: a.id, label: a.name ?? a.id }))}
              />
              <FormTextField
                control={form.control}
                name="message"
                label="Message to the administrator"
                multiline
                minRows={2}
                hint="How we can tell this profile is yours"
                slotProps={{ htmlInput: { maxLength: CLAIM_MESSAGE_MAX } }}
              />
              <OutcomeNotice outcome={outcome} onClose={() => file.reset()} sx={{}} />
              <Button type="submit" variant="contained" disabled={file.isPending} sx={{ alignSelf: 'start' }}>
                Send claim
              </Button>
            </Stack>
          </Paper>
        )}
      </QueryState>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Your claims
      </Typography>
      <QueryState
        query={mine}
        loadingLabel="Loading your claims"
        rows={2}
        empty={<Typography color="text.secondary">You have not claimed a profile yet.</Typography>}
      >
        {(claims) => (
          <List aria-label="Your claims">
            {claims.map((c) => (
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
      </QueryState>
    </PageSection>
  );
}

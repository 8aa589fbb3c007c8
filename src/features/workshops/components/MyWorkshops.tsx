import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { QueryState } from '../../../components/QueryState';
import { formatDate } from '../../../kernel/dates';
import { messageOf } from '../../../lib/errors';
import { participantHistory, type MyWorkshop } from '../history';
import { useMyInterestWorkshops, useMyWorkshopMail } from '../history-queries';
import type { InterestResponse } from '../model';
import type { PublicWorkshop } from '../public-workshop';
import { CancellationNotice, StandingChip } from './WorkshopStanding';

type Chosen = { workshop: PublicWorkshop & { id: string }; initial: InterestResponse };

/**
 * The participant's own workshops: each one they registered interest in, where it stands (a cancelled one with
 * its reason), their answer (changeable while the workshop is open and to come) and the updates they were sent.
 */
export function MyWorkshops({
  uid,
  today,
  onChangeAnswer,
}: {
  uid: string;
  today: string;
  onChangeAnswer: (chosen: Chosen) => void;
}) {
  const mine = useMyInterestWorkshops(uid);
  const mail = useMyWorkshopMail(uid);
  return (
    <Box component="section" aria-labelledby="my-workshops-title" sx={{ mb: 4 }}>
      <Typography id="my-workshops-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Workshops you registered for
      </Typography>
      {mail.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The updates you were sent could not be loaded: {messageOf(mail.error)}
        </Alert>
      )}
      <QueryState
        query={mine}
        loadingLabel="Loading your workshops"
        errorText="Your workshops could not be loaded"
        isEmpty={(d) => d.interests.length === 0}
        empty={
          <EmptyState
            title="You have not registered for any workshop yet"
            hint="Show interest in one of the upcoming workshops below and it will appear here."
          />
        }
      >
        {({ interests, workshops }) => {
          const { upcoming, earlier } = participantHistory(interests, workshops, mail.data ?? [], today);
          const cards = (list: MyWorkshop[]) => (
            <Stack spacing={2}>
              {list.map((m) => (
                <MyWorkshopCard key={m.id} mine={m} onChangeAnswer={onChangeAnswer} />
              ))}
            </Stack>
          );
          const group = (heading: string, list: MyWorkshop[]) =>
            list.length > 0 && (
              <Box>
                <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 500, mb: 1 }}>
                  {heading}
                </Typography>
                {cards(list)}
              </Box>
            );
          return (
            <Stack spacing={3}>
              {group('Coming up', upcoming)}
              {group('Earlier and cancelled', earlier)}
            </Stack>
          );
        }}
      </QueryState>
    </Box>
  );
}

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

function MyWorkshopCard({ mine, onChangeAnswer }: { mine: MyWorkshop; onChangeAnswer: (c: Chosen) => void }) {
  const { workshop: w, interest, updates } = mine;
  const title = w?.title ?? 'A workshop that is no longer listed';
  return (
    <Card variant="outlined" data-testid="my-workshop" data-standing={mine.standing}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 0.5 }}
        >
          <Typography variant="h4" sx={{ fontSize: '1.1rem', fontWeight: 500, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <StandingChip standing={mine.standing} />
        </Stack>
        {w && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {w.date} · {w.startTime}–{w.endTime} · {w.address || 'Address to be confirmed'}
          </Typography>
        )}
        {w && <CancellationNotice workshop={w} />}
        <Typography variant="body2">
          Your answer: can attend {yesNo(interest.canAttend)} · needs cover {yesNo(interest.needsCoverage)}
        </Typography>
        {interest.notes && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            Your notes: {interest.notes}
          </Typography>
        )}
        {updates.length > 0 && (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              Updates you received
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {updates.map((u) => (
                <Typography component="li" variant="body2" key={`${u.sentAt.getTime()}-${u.subject}`}>
                  {formatDate(u.sentAt)}: {u.subject}
                </Typography>
              ))}
            </Box>
          </Box>
        )}
      </CardContent>
      {mine.canChangeAnswer && w && (
        <CardActions>
          <Button
            onClick={() => onChangeAnswer({ workshop: w, initial: interest })}
            aria-label={`Change my answer for ${w.title}`}
          >
            Change my answer
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

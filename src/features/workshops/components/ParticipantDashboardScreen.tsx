import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { AnnouncementsPanel } from '../../announcements';
import { useSession } from '../../session';
import { MemberOptIn } from '../../subscribers';
import { notYetRegistered } from '../history';
import { useMyInterestWorkshops } from '../history-queries';
import type { InterestResponse } from '../model';
import type { PublicWorkshop } from '../public-workshop';
import { todayIso, useUpcomingWorkshops } from '../queries';
import { can } from '../rules';
import { AvailabilityGrid } from './AvailabilityGrid';
import { InterestRegistration } from './InterestRegistration';
import { MyWorkshops } from './MyWorkshops';

export default function ParticipantDashboardScreen() {
  const { user } = useSession();
  const uid = user?.userId ?? '';
  const today = todayIso();
  const upcoming = useUpcomingWorkshops(today);
  // Shared with MyWorkshops (one read): a workshop I registered for is there, with "Change my answer".
  const mine = useMyInterestWorkshops(uid);
  const [choosing, setChoosing] = useState<{
    workshop: PublicWorkshop & { id: string };
    initial?: InterestResponse;
  } | null>(null);
  const [givingAvailability, setGivingAvailability] = useState(false);
  // The public listing (no contacts or facilitators): a participant needs to know what, when and where.
  const open = notYetRegistered(
    (upcoming.data ?? []).filter((w) =>
      can('participant', { ...w, facilitatorIds: [] }, uid || null, today, 'showInterest'),
    ),
    mine.data?.interests ?? [],
  );
  return (
    <PageSection>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        Your workshops
      </Typography>
      <AnnouncementsPanel />
      <MemberOptIn />
      <InterestRegistration
        workshop={choosing?.workshop ?? null}
        initial={choosing?.initial}
        name={user?.displayName ?? ''}
        onClose={() => setChoosing(null)}
      />
      <MyWorkshops uid={uid} today={today} onChangeAnswer={setChoosing} />
      <Box component="section" aria-labelledby="open-workshops-title">
        <Typography id="open-workshops-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
          Upcoming workshops
        </Typography>
        <QueryState
          // Wait for my own workshops too, so one I registered for never shows here as "Show interest".
          query={{ ...upcoming, isPending: upcoming.isPending || mine.isPending }}
          loadingLabel="Loading workshops"
          isEmpty={() => open.length === 0}
          empty={
            <EmptyState
              title="No other upcoming workshops"
              hint="New workshops appear here as soon as they are scheduled."
            />
          }
        >
          {() => (
            <Stack spacing={2}>
              {open.map((w) => (
                <Card key={w.id} variant="outlined">
                  <CardContent>
                    <Typography variant="h3" sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
                      {w.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      {w.date} · {w.startTime}–{w.endTime} · {w.address || 'Address to be confirmed'}
                    </Typography>
                    {w.description && (
                      <Typography variant="body2" sx={{ mb: 1 }}>
                        {w.description}
                      </Typography>
                    )}
                  </CardContent>
                  <CardActions>
                    <Button
                      onClick={() => setChoosing({ workshop: w })}
                      aria-label={`Show interest in ${w.title}`}
                    >
                      Show interest
                    </Button>
                  </CardActions>
                </Card>
              ))}
            </Stack>
          )}
        </QueryState>
      </Box>
      {/* When I can usually take part: organisers see a group's answers combined when they choose a date. */}
      <Box component="section" aria-labelledby="my-availability-title" sx={{ mt: 4 }}>
        <Typography id="my-availability-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          When you can take part
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Tell organisers which days and times usually suit you, so group workshops are set when most can
          come.
        </Typography>
        <Button aria-expanded={givingAvailability} onClick={() => setGivingAvailability((v) => !v)}>
          {givingAvailability ? 'Hide my availability' : 'Give my availability'}
        </Button>
        {givingAvailability && user && (
          <Box sx={{ overflowX: 'auto', mt: 1 }}>
            <AvailabilityGrid uid={user.userId} />
          </Box>
        )}
      </Box>
    </PageSection>
  );
}

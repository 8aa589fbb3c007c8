import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { outcomeOf } from '../../../components/mutation-outcome';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../session';
import { FACILITATOR_RESPONSES, facilitatorLists, type Workshop } from '../model';
import { todayIso, useMyWorkshops, useRespondToWorkshop, type WorkshopResponse } from '../queries';
import { AvailabilityGrid } from './AvailabilityGrid';
import { CalendarView } from './CalendarView';
import { ParticipantUpdateForm } from './ParticipantUpdateForm';
import { ContactInfo } from './WorkshopDetails';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { BulletinBoard, BulletinTabLabel } from '../../announcements';
import { ProfileDialog } from '../../session';
import { useAnswerOffer, useMyOffers } from '../offer-queries';
import { offersAwaitingAnswer } from '../offer-model';
import { OfferCard } from './OfferCard';
import { Suspense } from 'react';
import { offersByStanding, standingOf } from '../history';
import { useOfferedWorkshops } from '../history-queries';
import { ClosedOfferCard } from './ClosedOfferCard';
import { CancellationNotice, StandingChip } from './WorkshopStanding';

type W = Workshop & { id: string };
const TABS = [
  'Needs Response',
  'My Assigned Workshops',
  'General Availability',
  'Calendar View',
  'Bulletin Board',
];

export default function FacilitatorDashboardScreen() {
  const { user } = useSession();
  const uid = user?.userId ?? '';
  const mine = useMyWorkshops(uid);
  const [tab, setTab] = useState(0);
  // One answer at a time, said above the tabs: answering moves a workshop out of "Needs Response", so its
  // card disappears.
  const respond = useRespondToWorkshop();
  const answering = respond.isPending ? respond.variables.id : null;
  const today = todayIso();
  const byId = new Map((mine.data ?? []).map((w) => [w.id, w]));
  const lists = facilitatorLists(mine.data ?? [], uid, today);
  const pick = (ids: string[]) => ids.map((id) => byId.get(id)!).filter(Boolean);
  // Offers of workshops not yet assigned: waiting for my answer, or answered (changeable while to come).
  const offers = useMyOffers(uid);
  const answer = useAnswerOffer(uid);
  const [profileOpen, setProfileOpen] = useState(false);
  // An offer whose workshop was cancelled (or delivered) since asks for nothing: it shows with the past ones.
  const offered = useOfferedWorkshops((offers.data ?? []).map((o) => o.workshopId));
  const byStanding = offersByStanding(
    offers.data ?? [],
    offered.data ?? new Map(),
    (mine.data ?? []).map((w) => w.id),
  );
  // Until their workshops are read, an offer of a cancelled one would show as waiting for an answer.
  const offersRead = {
    ...offers,
    isPending: offers.isPending || (offered.isPending && offered.fetchStatus !== 'idle'),
  };
  const awaiting = offersAwaitingAnswer(byStanding.open, today);
  const answered = byStanding.open.filter((o) => o.response !== null && o.date >= today);
  const needsResponse = lists.requiringResponse.length + awaiting.length;
  const offerList = (items: typeof awaiting, empty: string) => (
    <QueryState
      query={offersRead}
      loadingLabel="Loading offers"
      isEmpty={() => items.length === 0}
      empty={empty}
    >
      {() => (
        <Stack spacing={2}>
          {items.map((o) => (
            <OfferCard
              key={o.id}
              offer={o}
              busy={answer.isPending && answer.variables.id === o.id}
              failure={answer.isError && answer.variables.id === o.id ? answer.error : null}
              onAnswer={(a) => answer.mutate({ id: o.id, title: o.title, answer: a })}
            />
          ))}
        </Stack>
      )}
    </QueryState>
  );

  const list = (items: W[], empty: string, withUpdate = false) => (
    <QueryState
      query={mine}
      loadingLabel="Loading workshops"
      isEmpty={() => items.length === 0}
      empty={empty}
    >
      {() => (
        <Stack spacing={2}>
          {items.map((w) => (
            <WorkshopCard
              key={w.id}
              w={w}
              uid={uid}
              withUpdate={withUpdate}
              busy={answering === w.id}
              onRespond={(response) => respond.mutate({ id: w.id, title: w.title, response })}
            />
          ))}
        </Stack>
      )}
    </QueryState>
  );

  return (
    <PageSection wide>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h1" sx={{ fontSize: '2rem' }}>
          Facilitator Dashboard
        </Typography>
        <Button onClick={() => setProfileOpen(true)}>My profile</Button>
      </Stack>
      <Suspense fallback={null}>
        {profileOpen && <ProfileDialog onClose={() => setProfileOpen(false)} />}
      </Suspense>
      <OutcomeNotice
        outcome={outcomeOf(respond, (_, v) => `You responded ${v.response} to ${v.title}.`)}
        onClose={() => respond.reset()}
      />
      <OutcomeNotice
        outcome={outcomeOf(answer, (_, v) => `You answered ${v.answer.response} to ${v.title}.`)}
        onClose={() => answer.reset()}
      />
      <Tabs
        value={tab}
        onChange={(_, v: number) => setTab(v)}
        variant="scrollable"
        aria-label="Facilitator dashboard"
      >
        {TABS.map((t, i) => (
          <Tab
            key={t}
            label={
              i === 4 ? (
                <BulletinTabLabel label={t} />
              ) : i === 0 && needsResponse ? (
                `${t} (${needsResponse})`
              ) : (
                t
              )
            }
            id={`fd-tab-${i}`}
            aria-controls={`fd-panel-${i}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`fd-panel-${tab}`} aria-labelledby={`fd-tab-${tab}`} sx={{ pt: 3 }}>
        {tab === 0 && (
          <section>
            {/* The tab names this panel on screen; its cards' h3 titles need an h2 above them (heading order). */}
            <Typography variant="h2" sx={visuallyHidden}>
              {TABS[0]}
            </Typography>
            <Stack spacing={2}>
              {offerList(awaiting, 'No workshop offers wait for your answer')}
              {list(pick(lists.requiringResponse), 'No assigned workshop needs your response')}
            </Stack>
          </section>
        )}
        {tab === 1 && (
          <Stack spacing={4}>
            <section>
              <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                Assigned
              </Typography>
              {list(pick(lists.assigned), 'No upcoming workshops assigned to you', true)}
            </section>
            <section>
              <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                My responses
              </Typography>
              <Stack spacing={2}>
                {offerList(answered, 'You have not answered any workshop offer yet')}
                {list(pick(lists.myResponses), 'You have not responded to any assigned workshop yet')}
              </Stack>
            </section>
            <section>
              <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                Past and cancelled
              </Typography>
              <Stack spacing={2}>
                {byStanding.closed.map((o) => (
                  <ClosedOfferCard
                    key={o.id}
                    offer={o}
                    workshop={offered.data!.get(o.workshopId)!}
                    today={today}
                  />
                ))}
                {(byStanding.closed.length === 0 || lists.past.length > 0) &&
                  list(pick(lists.past), 'No past or cancelled workshops')}
              </Stack>
            </section>
          </Stack>
        )}
        {tab === 2 && <AvailabilityGrid uid={uid} />}
        {tab === 3 && <CalendarView workshops={pick(lists.assigned)} uid={uid} />}
        {tab === 4 && <BulletinBoard />}
      </Box>
    </PageSection>
  );
}

function WorkshopCard({
  w,
  uid,
  withUpdate,
  busy,
  onRespond,
}: {
  w: W;
  uid: string;
  withUpdate: boolean;
  /** While this card's answer is being saved. */
  busy: boolean;
  onRespond: (response: WorkshopResponse['response']) => void;
}) {
  const mine = w.facilitators.find((f) => f.userId === uid);
  const current = w.responses[uid];
  const open = w.status !== 'cancelled' && w.status !== 'completed' && w.date >= todayIso();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 500, overflowWrap: 'anywhere' }}>
            {w.title}
          </Typography>
          <StandingChip standing={standingOf(w, todayIso())} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {w.date} · {w.startTime}–{w.endTime} · {w.address || 'Address to be confirmed'} ·{' '}
          {mine?.type === 'recording' ? 'Recording facilitator' : 'Primary facilitator'}
        </Typography>
        <CancellationNotice workshop={w} />
        {w.description && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {w.description}
          </Typography>
        )}
        <ContactInfo w={w} />
        {open && (
          <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2">Your response{current ? ` (now: ${current})` : ''}:</Typography>
            <ButtonGroup size="small" aria-label={`Respond to ${w.title}`} disabled={busy}>
              {FACILITATOR_RESPONSES.map((r) => (
                <Button
                  key={r}
                  variant={current === r ? 'contained' : 'outlined'}
                  onClick={() => onRespond(r)}
                >
                  {r[0]!.toUpperCase() + r.slice(1)}
                </Button>
              ))}
            </ButtonGroup>
          </Stack>
        )}
        {withUpdate && open && <ParticipantUpdateForm workshop={w} />}
      </CardContent>
    </Card>
  );
}

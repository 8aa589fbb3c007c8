import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState';
import { env } from '../../../lib/env';
import { useSession } from '../../session';
import { filterDirectory, isPast, OPEN_STATUSES } from '../rules';
import { todayIso, usePublicWorkshop, useUpcomingWorkshops } from '../public-queries';

// Registering interest (its dialog, the request, what came of it) loads only where a signed-in person can
// register: not with the first load of a page most people open from a link to read.
const InterestRegistration = lazy(() =>
  import('./InterestRegistration').then((m) => ({ default: m.InterestRegistration })),
);

const SERVICES = [
  {
    title: 'Story-gathering workshops',
    text: 'Two to four hours in which a group records the memories and stories of a place.',
  },
  {
    title: 'Audio trails',
    text: 'We turn the recordings into a map of stories people can walk and listen to.',
  },
  {
    title: 'Facilitator training',
    text: 'We train staff and volunteers to run their own storytelling sessions.',
  },
];
const TESTIMONIALS = [
  {
    quote: 'Our pupils heard their grandparents’ stories in the streets where they happened.',
    who: 'Head of History, secondary school',
  },
  {
    quote: 'The workshop brought people together who had lived next door for years without talking.',
    who: 'Community centre coordinator',
  },
];

/**
 * Three shapes: /workshop-landing (everything), /workshop-landing/:organisationId (one organisation's workshops),
 * /workshop-landing/:organisationId/:workshopId (one workshop, with registration). It renders inside the app's
 * layout, which has the page's one <main> landmark and footer, so it has neither of its own; it reads only the
 * public projection of workshops (publicWorkshops).
 */
export default function WorkshopLandingScreen() {
  const { organisationId, workshopId } = useParams();
  const { user } = useSession();
  const today = todayIso();
  const upcoming = useUpcomingWorkshops(today);
  const [registering, setRegistering] = useState(false);
  const all = filterDirectory(upcoming.data ?? [], '', today);
  const forOrg =
    organisationId && organisationId !== 'all' ? all.filter((w) => w.organisationId === organisationId) : all;
  const single = usePublicWorkshop(workshopId);
  // One workshop is shown for registration while it is open and upcoming.
  const one =
    single.data && OPEN_STATUSES.includes(single.data.status) && !isPast(single.data, today)
      ? single.data
      : undefined;
  const here = workshopId ? `/workshop-landing/${organisationId}/${workshopId}` : '/workshop-landing';

  return (
    <Box>
      <Box
        component="nav"
        aria-label="Workshops"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 3,
          rowGap: 1,
          px: { xs: 2, sm: 3 },
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Link component={RouterLink} to="/workshop-landing">
          Workshops
        </Link>
        <Link component={RouterLink} to="/workshop-directory">
          Directory
        </Link>
        <Link component={RouterLink} to="/workshop-booking">
          Book a workshop
        </Link>
        <Link component={RouterLink} to="/participant-login">
          Participant login
        </Link>
      </Box>
      <Box
        component="header"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: { xs: 2, sm: 3 },
          py: { xs: 4, sm: 6 },
          textAlign: 'center',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}>
          {one ? one.title : 'Stories belong to places'}
        </Typography>
        <Typography variant="body1" sx={{ maxWidth: 640, mx: 'auto', mb: 3 }}>
          {one
            ? `${one.date} · ${one.startTime}–${one.endTime} · ${one.address || 'Address to be confirmed'}`
            : 'Hands-on workshops where your group records the stories of where they live, and shares them as audio on a map.'}
        </Typography>
        {one ? (
          user ? (
            <Button variant="contained" color="secondary" onClick={() => setRegistering(true)}>
              Register your interest
            </Button>
          ) : (
            <Button
              variant="contained"
              color="secondary"
              component={RouterLink}
              to={`/participant-login?from=${encodeURIComponent(here)}`}
            >
              Sign in to register
            </Button>
          )
        ) : (
          <Button variant="contained" color="secondary" component={RouterLink} to="/workshop-booking">
            Book a workshop
          </Button>
        )}
      </Box>
      <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 2, sm: 3 }, py: 4 }}>
        {one && user && (
          <Suspense fallback={null}>
            <InterestRegistration
              workshop={registering ? one : null}
              name={user.displayName ?? ''}
              onClose={() => setRegistering(false)}
              sx={{ mb: 3 }}
            />
          </Suspense>
        )}
        {workshopId && !single.isPending && !one && (
          <Alert severity="warning">This workshop is not open for registration.</Alert>
        )}
        {one?.description && <Typography sx={{ mb: 4 }}>{one.description}</Typography>}
        {!one && (
          <>
            <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
              Upcoming workshops
            </Typography>
            <QueryState
              query={upcoming}
              rows={2}
              loadingLabel="Loading workshops"
              isEmpty={() => forOrg.length === 0}
              empty={
                <Typography color="text.secondary" sx={{ mb: 4 }}>
                  No workshops are scheduled yet.{' '}
                  <Link component={RouterLink} to="/workshop-booking">
                    Book one for your group.
                  </Link>
                </Typography>
              }
            >
              {() => (
                <Stack spacing={1} sx={{ mb: 4 }}>
                  {forOrg.slice(0, 10).map((w) => (
                    <Link
                      key={w.id}
                      component={RouterLink}
                      to={`/workshop-landing/${w.organisationId || 'all'}/${w.id}`}
                    >
                      {w.date} — {w.title}
                    </Link>
                  ))}
                </Stack>
              )}
            </QueryState>
          </>
        )}
        <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
          What we offer
        </Typography>
        {/* A CSS grid on a Box, not MUI's Grid: the same layout without another chunk on a page opened from links. */}
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 4 }}
        >
          {SERVICES.map((s) => (
            <Card key={s.title} variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 500, mb: 1 }}>
                  {s.title}
                </Typography>
                <Typography variant="body2">{s.text}</Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
        <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
          What people say
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          {TESTIMONIALS.map((t) => (
            <Box
              key={t.who}
              component="figure"
              sx={{ m: 0, p: 2, borderLeft: 4, borderColor: 'primary.main', bgcolor: 'action.hover' }}
            >
              <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic' }}>
                “{t.quote}”
              </Typography>
              <Typography component="figcaption" variant="body2" sx={{ mt: 1 }}>
                — {t.who}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box component="section" aria-labelledby="landing-contact" sx={{ mt: 4 }}>
          <Typography id="landing-contact" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
            Questions?
          </Typography>
          <Typography>
            <Link href={`mailto:${env.VITE_SUPPORT_EMAIL}`}>Contact us about a workshop</Link> — or{' '}
            <Link component={RouterLink} to="/workshop-booking">
              book a workshop
            </Link>{' '}
            without an account.
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}

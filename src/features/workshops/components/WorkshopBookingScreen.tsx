import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageSection } from '../../../components/PageSection';
import { TabRow } from '../../../components/TabRow';
import { useHydrated } from '../../../lib/use-client-value';
import { useSession } from '../../session';
import { BookingForm } from './BookingForm';

// Most people book; the group request (with its availability grid) loads when its tab is chosen.
const GroupRequestForm = lazy(() =>
  import('./GroupRequestForm').then((m) => ({ default: m.GroupRequestForm })),
);

/**
 * /workshop-booking and /workshop-booking/:organisationId: a booking request or a group workshop request. A
 * public page: a school books without an account (the server files the request and answers for it); a signed-in
 * person's request is filed as theirs.
 */
export default function WorkshopBookingScreen() {
  const { organisationId = '' } = useParams();
  const session = useSession();
  const [tab, setTab] = useState(0);
  // The page comes drawn at build time: its tabs and button answer once the app has taken it over.
  const hydrated = useHydrated();
  const orgName = organisationId ? session.user?.organisations[organisationId]?.name : undefined;
  return (
    <PageSection>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 1 }}>
        Book a custom workshop
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
        Tell us about your organisation or group and when you could take part. No account needed: we reply to
        the contact details you give, within a few working days.
      </Typography>
      <Box sx={{ mb: 3 }}>
        <TabRow
          label="Request type"
          tabs={['Booking request', 'Group workshop request']}
          selected={tab}
          onSelect={setTab}
          idPrefix="bk"
          disabled={!hydrated}
        />
      </Box>
      <Box role="tabpanel" id={`bk-panel-${tab}`} aria-labelledby={`bk-tab-${tab}`}>
        {tab === 0 ? (
          <BookingForm organisationId={organisationId} organisationName={orgName} ready={hydrated} />
        ) : (
          <Suspense
            fallback={
              // Words, not LoadingRows: its skeletons would add 1.7 KB to the page's first load for a moment's wait.
              <Typography role="status">Loading the form…</Typography>
            }
          >
            <GroupRequestForm organisationId={organisationId} />
          </Suspense>
        )}
      </Box>
    </PageSection>
  );
}

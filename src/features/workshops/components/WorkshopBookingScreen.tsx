import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { PageSection } from '../../../components/PageSection';
import { useSession } from '../../session/session-context';
import { BookingForm } from './BookingForm';
import { GroupRequestForm } from './GroupRequestForm';

/** /workshop-booking and /workshop-booking/:organisationId: a booking request or a group workshop request. */
export default function WorkshopBookingScreen() {
  const { organisationId = '' } = useParams();
  const session = useSession();
  const location = useLocation();
  const [tab, setTab] = useState(0);
  const orgName = organisationId ? session.user?.organisations[organisationId]?.name : undefined;
  return (
    <PageSection>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 1 }}>
        Book a custom workshop
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
        Tell us about your organisation or group and when you could take part. We reply within a few working
        days.
      </Typography>
      {!session.user ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={`/loginscreen?from=${encodeURIComponent(location.pathname)}`}>
              Sign in
            </Button>
          }
        >
          Sign in to send a booking request, so we can reply to you.
        </Alert>
      ) : (
        <>
          <Tabs value={tab} onChange={(_, v: number) => setTab(v)} aria-label="Request type" sx={{ mb: 3 }}>
            <Tab label="Booking request" id="bk-tab-0" aria-controls="bk-panel-0" />
            <Tab label="Group workshop request" id="bk-tab-1" aria-controls="bk-panel-1" />
          </Tabs>
          <Box role="tabpanel" id={`bk-panel-${tab}`} aria-labelledby={`bk-tab-${tab}`}>
            {tab === 0 ? (
              <BookingForm organisationId={organisationId} organisationName={orgName} />
            ) : (
              <GroupRequestForm organisationId={organisationId} />
            )}
          </Box>
        </>
      )}
    </PageSection>
  );
}

import Typography from '@mui/material/Typography';
import { PageSection } from '../../../components/PageSection';
import { RequestsInbox } from './RequestsInbox';

/**
 * /requests-inbox: an organisation's admins' view of the requests inbox, for their current organisation (super
 * admins have it as a tab of the workshop manager).
 */
export default function RequestsInboxScreen() {
  return (
    <PageSection wide>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        Requests
      </Typography>
      <RequestsInbox />
    </PageSection>
  );
}

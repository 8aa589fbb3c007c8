import Typography from '@mui/material/Typography';
import { PageSection } from '../../../components/PageSection';
import { RequestsInbox } from './RequestsInbox';

/**
 * /project-inquiries, the project inquiry manager: inquiries sent from /project-questionnaire with their budget,
 * turned into a project (the project form, pre-filled) or declined with a reply e-mail.
 */
export default function ProjectInquiriesScreen() {
  return (
    <PageSection wide>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        Project inquiries
      </Typography>
      <RequestsInbox kind="inquiry" />
    </PageSection>
  );
}

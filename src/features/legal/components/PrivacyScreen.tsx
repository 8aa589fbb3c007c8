import Typography from '@mui/material/Typography';
import { PageSection } from '../../../components/PageSection';
import { env } from '../../../lib/env';

export default function PrivacyScreen() {
  return (
    <PageSection>
      <Typography variant="h1" gutterBottom>
        Privacy Policy
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        We collect the personal data you give us to run the storytelling service: your name and e-mail address
        when you sign in or join an organisation, the recordings and profile information you choose to share,
        and the details of workshops you request or attend.
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        We use this data only to provide the service, to send you the e-mails you ask for or that a workshop
        needs, and to keep the service secure. We do not sell it. Organisation administrators can see the
        members of their own organisation.
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        You can ask to see, correct or delete your data at any time by writing to{' '}
        <a href={`mailto:${env.VITE_CONTACT_EMAIL}`}>{env.VITE_CONTACT_EMAIL}</a>.
      </Typography>
    </PageSection>
  );
}

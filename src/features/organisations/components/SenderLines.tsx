import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { MISSING_SENDER_NOTES, type SenderIdentity } from '@storytelling/shared/sender-identity';

/**
 * The From and Reply-To lines of the preview, as the server will send them (functions/src/mail/transport.ts),
 * and what the organisation has not set yet, with the way to set it.
 */
export function SenderLines({
  sender,
  checking,
  problem,
}: {
  sender: SenderIdentity;
  /** While the organisation's settings load, nothing is called missing. */
  checking: boolean;
  problem?: string;
}) {
  const missing = checking ? [] : sender.missing.map((field) => MISSING_SENDER_NOTES[field]);
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="body2" data-testid="preview-from">
        <strong>From:</strong> {sender.name}{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          (sent from the platform’s address)
        </Box>
      </Typography>
      <Typography variant="body2" data-testid="preview-reply-to">
        <strong>Reply-To:</strong> {sender.replyTo ?? 'none'}
      </Typography>
      {problem ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ) : missing.length > 0 ? (
        <Alert severity="info" sx={{ mt: 1 }} data-testid="preview-sender-missing">
          Not set yet: {missing.join('; ')}.{' '}
          <Link component={RouterLink} to="/org-settings">
            Set the sender in Organisation Settings
          </Link>
        </Alert>
      ) : null}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime } from '../../../kernel/dates';
import type { Campaign } from '../model';
import { useAsSent } from '../queries';

/**
 * "View as sent": the message as the server rendered it for its first recipient (their merge values, the layout,
 * the footer), in a sandboxed frame that runs nothing and reaches nothing of the app. The copy has no tracking
 * pixel, so looking at it counts no open, and the recipient's unsubscribe token is taken out.
 */
export function AsSentView({ campaign }: { campaign: Campaign }) {
  const [open, setOpen] = useState(false);
  const asSent = useAsSent(campaign.id, open);
  return (
    <>
      <Box>
        <Button variant="outlined" onClick={() => setOpen(true)} disabled={campaign.sent === 0}>
          View as sent
        </Button>
        {campaign.sent === 0 && (
          <Typography variant="body2" color="text.secondary" component="span" sx={{ ml: 1 }}>
            Available once the first message has gone out.
          </Typography>
        )}
      </Box>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth="md"
        fullWidth
        aria-labelledby="as-sent-title"
      >
        <DialogTitle id="as-sent-title">The newsletter as sent</DialogTitle>
        <DialogContent>
          <QueryState
            query={asSent}
            loadingLabel="Loading the message as sent"
            rows={4}
            errorText="The message as sent could not be loaded"
            isEmpty={(m) => m === null}
            empty="No copy of this newsletter was kept (it was sent before copies were kept)."
          >
            {(m) =>
              m && (
                <>
                  <Typography sx={{ mb: 1 }}>
                    <strong>Subject:</strong> {m.subject}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    As {m.recipient} received it on {formatDateTime(m.sentAt)}, with their name and details
                    filled in.{' '}
                    {m.tracking
                      ? 'Its links were tracked in the e-mail; here they are shown as written. '
                      : ''}
                    Their personal unsubscribe link is left out.
                  </Typography>
                  <Box
                    component="iframe"
                    title="The newsletter as sent"
                    sandbox=""
                    srcDoc={`<!doctype html><html><body style="margin:8px;background:#fff">${m.html}</body></html>`}
                    sx={{ display: 'block', width: '100%', height: 480, border: 1, borderColor: 'divider' }}
                  />
                  <Box component="details" sx={{ mt: 1 }}>
                    <summary>Plain-text version</summary>
                    <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontSize: 13, m: 0, mt: 1 }}>
                      {m.text}
                    </Box>
                  </Box>
                </>
              )
            }
          </QueryState>
          {asSent.data === null && campaign.state === 'sending' && (
            <Alert severity="info" sx={{ mt: 1 }}>
              The first message is on its way; try again in a moment.
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime } from '../../../kernel/dates';
import { useSession } from '../../session';
import {
  consentState,
  LICENCE_WORDS,
  STATE_WORDS,
  USE_WORDS,
  writerName,
  type ConsentState,
} from '../consent';
import type { Recording } from '../model';
import { useConsentRecord } from '../queries';

const STATE_COLOUR = { consented: 'success', missing: 'warning', withdrawn: 'error' } as const;

export const ConsentChip = ({ state }: { state: ConsentState }) => (
  <Chip size="small" variant="outlined" color={STATE_COLOUR[state]} label={STATE_WORDS[state]} />
);

/**
 * A recording's consent for the staff who manage it: who consented (and the guardian), when, for what, the
 * licence, and a withdrawal's date, who and why. The names and the reason come from the private consent record,
 * which only the recording's managers read; readers of a shared project never get this (names of children).
 */
export function ConsentSummary({
  recording,
}: {
  recording: Pick<Recording, 'consent' | 'licence' | 'project'> & { id: string };
}) {
  const { user } = useSession();
  const c = recording.consent;
  const p = useConsentRecord(recording);
  const state = consentState(recording);
  const who = (uid: string | undefined, name: string | undefined) =>
    uid && uid === user?.userId ? 'you' : uid ? writerName(uid, name) : 'someone';
  return (
    <Stack spacing={1} sx={{ mt: 1 }} data-testid="consent-summary">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ConsentChip state={state} />
        {recording.licence && (
          <Typography variant="body2" color="text.secondary">
            Licence: {LICENCE_WORDS[recording.licence]}
          </Typography>
        )}
      </Stack>
      {c && (
        <Typography variant="body2" color="text.secondary">
          Consented by {p?.consentedBy ?? 'someone'}
          {c.contributorUnder18 ? ` (under 18; guardian ${p?.guardianName ?? 'not named'})` : ''} on{' '}
          {formatDate(c.consentedAt)} for {c.uses.map((u) => USE_WORDS[u].toLowerCase()).join(', ')}; recorded
          by {who(p?.recordedBy, p?.recordedByName)}
          {c.recordedAt ? ` on ${formatDate(c.recordedAt)}` : ''}.
        </Typography>
      )}
      {c?.withdrawnAt && (
        <Alert severity="error" variant="outlined">
          Withdrawn on {formatDateTime(c.withdrawnAt)} by {who(p?.withdrawnBy, p?.withdrawnByName)}:{' '}
          {p?.withdrawnReason ?? ''}
        </Alert>
      )}
    </Stack>
  );
}

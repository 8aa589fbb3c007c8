import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { messageOf } from '../../../lib/errors';
import { isSharedCode } from '../../memberships/model';
import { useDeleteCodes, useGeneratedCodes, useOrganisation } from '../queries';

/**
 * Where the organisation does not allow anonymous members, the shared codes (class codes, temporary members'
 * codes) it made before still let people in until they go: this lists them with one action to deactivate them
 * all. Nothing shows while anonymous members are allowed or no such code is left.
 */
export function SharedCodesNotice({ organisationId }: { organisationId: string }) {
  const organisation = useOrganisation(organisationId);
  if (!organisation.data || organisation.data.settings.allowAnonymousMembers) return null;
  return <SharedCodesList organisationId={organisationId} />;
}

function SharedCodesList({ organisationId }: { organisationId: string }) {
  const codes = useGeneratedCodes(organisationId);
  const remove = useDeleteCodes(organisationId);
  const [confirming, setConfirming] = useState(false);
  const [now] = useState(() => Date.now());
  const shared = (codes.data ?? []).filter((c) => isSharedCode(c) && c.expiresAt.getTime() > now);
  if (shared.length === 0) return null;
  const label = (c: (typeof shared)[number]) =>
    c.identifier ? `${c.code} (${c.animalEmoji ?? ''} ${c.identifier}, temporary member)` : c.code;
  return (
    <Alert severity="warning" data-testid="shared-codes-notice">
      <AlertTitle>Shared codes still let people join</AlertTitle>
      This organisation no longer allows anonymous members, but {shared.length === 1
        ? 'this code'
        : 'these'}{' '}
      {shared.length === 1 ? 'still works' : `${shared.length} codes still work`}:
      <Box component="ul" sx={{ my: 1, pl: 3 }}>
        {shared.map((c) => (
          <li key={c.code} data-testid="shared-code">
            {label(c)}
          </li>
        ))}
      </Box>
      {remove.isError && <Box sx={{ mb: 1 }}>{messageOf(remove.error)}</Box>}
      <Button color="inherit" variant="outlined" size="small" onClick={() => setConfirming(true)}>
        Deactivate {shared.length === 1 ? 'it' : 'them'}
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Deactivate the shared codes?"
        message="Nobody can join with them afterwards. Members who already joined stay."
        confirmLabel="Deactivate"
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(
            shared.map((c) => c.code),
            { onSettled: () => setConfirming(false) },
          )
        }
      />
    </Alert>
  );
}

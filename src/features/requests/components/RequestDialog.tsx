import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { QueryState } from '../../../components/QueryState';
import { useOrgAccess } from '../../session';
import { KIND_LABELS, STATUS_LABELS, titleOf, type InboxItem, type RequestKind } from '../model';
import { useRequest } from '../queries';
import { RequestDetails } from './RequestDetails';
import { StatusActions } from './StatusActions';

/**
 * One request: everything the requester gave, its status history, what it became, and the next status steps.
 * Read afresh when opened, so a step is judged against the version shown here.
 */
export function RequestDialog({ kind, id, onClose }: { kind: RequestKind; id: string; onClose: () => void }) {
  const request = useRequest(kind, id);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="request-title">
      <DialogTitle id="request-title">{request.data ? titleOf(request.data) : KIND_LABELS[kind]}</DialogTitle>
      <DialogContent>
        <QueryState query={request} loadingLabel="Loading the request">
          {(item) => <RequestBody item={item} onBusy={setBusy} />}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RequestBody({ item, onBusy }: { item: InboxItem; onBusy: (busy: boolean) => void }) {
  const access = useOrgAccess();
  const link = item.workshopId ?? item.projectId;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <Chip label={KIND_LABELS[item.kind]} size="small" />
        <Chip label={STATUS_LABELS[item.status]} size="small" color="primary" data-testid="request-status" />
        <Typography variant="body2" color="text.secondary">
          Received {item.createdAt.toLocaleString('en-GB')}
        </Typography>
      </Stack>
      {item.likelyDuplicateOf && (
        <Alert severity="warning">
          Likely duplicate: the same contact asked about the same organisation within a day (request{' '}
          {item.likelyDuplicateOf.slice(0, 8)}). It is kept; decide whether both are wanted.
        </Alert>
      )}
      {link && (
        <Alert severity="success" data-testid="request-link">
          {item.workshopId ? `Became workshop ${item.workshopId}.` : `Became project ${item.projectId}.`}
        </Alert>
      )}
      {item.declineReason && <Alert severity="info">Declined: {item.declineReason}</Alert>}
      <RequestDetails item={item} />
      <section aria-labelledby="history-title">
        <Typography id="history-title" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          Status history
        </Typography>
        <Stack component="ol" sx={{ m: 0, pl: 3 }}>
          {item.statusHistory.map((h, i) => (
            <li key={i}>
              <Typography variant="body2">
                {STATUS_LABELS[h.status as keyof typeof STATUS_LABELS] ?? h.status} ·{' '}
                {h.at.toLocaleString('en-GB')} ·{' '}
                {h.by ? (h.by === access.user?.userId ? 'you' : h.by) : 'the requester'}
              </Typography>
            </li>
          ))}
        </Stack>
      </section>
      <StatusActions item={item} isSuperAdmin={access.isSuperAdmin} onBusy={onBusy} />
    </Stack>
  );
}

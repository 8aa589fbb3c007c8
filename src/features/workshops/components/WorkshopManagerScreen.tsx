import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { messageOf } from '../../../lib/errors';
import { useSession } from '../../session';
import { allowedActions, type Workshop } from '../model';
import { todayIso, useWorkshops, workshopKeys } from '../queries';
import { assignFacilitators, cancelWorkshop, createWorkshop, updateWorkshop } from '../service';
import { AssignDialog } from './AssignDialog';
import { ContactInfo, ResponsesAndInterest } from './WorkshopDetails';
import { WorkshopFormDialog } from './WorkshopFormDialog';

type W = Workshop & { id: string };

export default function WorkshopManagerScreen() {
  const { user } = useSession();
  const workshops = useWorkshops();
  const client = useQueryClient();
  const [editing, setEditing] = useState<W | 'new' | null>(null);
  const [assigning, setAssigning] = useState<W | null>(null);
  const [cancelling, setCancelling] = useState<W | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: workshopKeys.all });
  const today = todayIso();

  if (user?.userRole !== 'superAdmin')
    return (
      <PageSection>
        <Alert severity="warning">The workshop manager is for super admins.</Alert>
      </PageSection>
    );

  return (
    <PageSection wide>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h1" sx={{ fontSize: '2rem' }}>
          Workshop Manager
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          New workshop
        </Button>
      </Stack>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ mb: 2 }} role="status">
          {notice.text}
        </Alert>
      )}
      {workshops.isPending ? (
        <LoadingRows label="Loading workshops" />
      ) : workshops.isError ? (
        <Alert severity="error">{messageOf(workshops.error)}</Alert>
      ) : workshops.data.length === 0 ? (
        <EmptyState title="No workshops yet" hint="Create the first one from a booking request." />
      ) : (
        <Stack spacing={2}>
          {workshops.data.map((w) => {
            const actions = allowedActions('superAdmin', w, user.userId, today);
            return (
              <Card key={w.id} variant="outlined" data-testid={`workshop-${w.id}`}>
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                      {w.title}
                    </Typography>
                    <Chip
                      size="small"
                      label={w.status}
                      color={w.status === 'cancelled' ? 'error' : 'primary'}
                    />
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {w.date} · {w.startTime}–{w.endTime} ({w.duration} hours) ·{' '}
                    {w.address || 'No address yet'}
                    {w.organisationName && ` · ${w.organisationName}`}
                  </Typography>
                  <ContactInfo w={w} />
                  <ResponsesAndInterest w={w} />
                </CardContent>
                <CardActions>
                  {actions.includes('edit') && <Button onClick={() => setEditing(w)}>Edit</Button>}
                  {actions.includes('assign') && (
                    <Button onClick={() => setAssigning(w)}>Assign facilitators</Button>
                  )}
                  {actions.includes('cancel') && (
                    <Button color="error" onClick={() => setCancelling(w)}>
                      Cancel workshop
                    </Button>
                  )}
                </CardActions>
              </Card>
            );
          })}
        </Stack>
      )}
      {editing && (
        <WorkshopFormDialog
          open
          workshop={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            if (editing === 'new') await createWorkshop(input);
            else await updateWorkshop(editing.id, input);
            await refresh();
            setNotice({
              severity: 'success',
              text: editing === 'new' ? 'Workshop created.' : 'Workshop saved.',
            });
          }}
        />
      )}
      {assigning && (
        <AssignDialog
          workshop={assigning}
          onClose={() => setAssigning(null)}
          onSave={async (a) => {
            try {
              await assignFacilitators(assigning.id, a);
              setNotice({ severity: 'success', text: 'Facilitators assigned; confirmations sent.' });
            } finally {
              await refresh();
            }
          }}
        />
      )}
      {cancelling && (
        <CancelDialog
          workshop={cancelling}
          onClose={() => setCancelling(null)}
          onDone={async (text, ok) => {
            await refresh();
            setNotice({ severity: ok ? 'success' : 'error', text });
          }}
        />
      )}
    </PageSection>
  );
}

/** Asks for a reason before cancelling; the cancellation e-mail goes to facilitators and interested participants. */
function CancelDialog({
  workshop,
  onClose,
  onDone,
}: {
  workshop: W;
  onClose: () => void;
  onDone: (text: string, ok: boolean) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      const result = await cancelWorkshop(workshop.id, reason.trim());
      await onDone(
        `Workshop cancelled${result ? `; ${result.total} cancellation e-mail${result.total === 1 ? '' : 's'} queued (follow them in Email Management)` : ''}.`,
        true,
      );
    } catch (error) {
      await onDone(messageOf(error), false);
    } finally {
      setBusy(false);
      onClose();
    }
  }
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="cancel-title" maxWidth="sm" fullWidth>
      <DialogTitle id="cancel-title">Cancel “{workshop.title}”?</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Facilitators and interested participants will get a cancellation e-mail. This cannot be undone.
        </Typography>
        <TextField
          fullWidth
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Keep workshop
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
          Cancel workshop
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { EmptyState } from '../../../components/EmptyState';
import { QueryState } from '../../../components/QueryState';
import { messageOf } from '../../../lib/errors';
import { zOfferForm, type OfferForm } from '../facilitator-forms';
import type { Workshop } from '../model';
import { useOffersFor } from '../offer-queries';
import { useFacilitators } from '../queries';
import type { FacilitatorOption } from '../service';
import { OfferAnswers } from './OfferAnswers';
import type { SubmitDialogProps } from './submit-dialog';
import { DialogButtons } from '../../../components/DialogButtons';

type W = Workshop & { id: string };

/**
 * Offer a workshop to chosen facilitators (or all who have not had it yet) before anyone is assigned, and see
 * every answer so far. Someone already offered it keeps their answer; they are not offered it twice.
 */
export function OfferDialog({
  workshop,
  busy,
  failure,
  onClose,
  onSubmit,
}: { workshop: W } & SubmitDialogProps<FacilitatorOption[]>) {
  const facilitators = useFacilitators();
  const offers = useOffersFor(workshop.id);
  const form = useForm<OfferForm>({
    resolver: zodResolver(zOfferForm),
    defaultValues: { facilitatorIds: [] },
  });
  const chosen = new Set(useWatch({ control: form.control, name: 'facilitatorIds' }));
  const setChosen = (ids: Iterable<string>) => form.setValue('facilitatorIds', [...ids]);
  const offered = new Set((offers.data ?? []).map((o) => o.facilitatorId));
  const eligible = (facilitators.data ?? []).filter(
    (f) => !offered.has(f.userId) && !workshop.facilitatorIds.includes(f.userId),
  );
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (!next.delete(id)) next.add(id);
    setChosen(next);
  };
  const submit = form.handleSubmit(({ facilitatorIds }) =>
    onSubmit(eligible.filter((f) => facilitatorIds.includes(f.userId))),
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="offer-title">
      <DialogTitle id="offer-title">Offer to facilitators: {workshop.title}</DialogTitle>
      <DialogContent>
        {failure != null && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {messageOf(failure)}
          </Alert>
        )}
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 500 }}>
          Answers so far
        </Typography>
        <QueryState query={offers} loadingLabel="Loading answers" empty="Not offered to anyone yet">
          {(list) => <OfferAnswers offers={list} />}
        </QueryState>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 500, mt: 2 }}>
          Offer to
        </Typography>
        <QueryState
          query={facilitators}
          loadingLabel="Loading facilitators"
          isEmpty={() => eligible.length === 0}
          empty={
            <EmptyState
              title="Everyone has been offered this workshop"
              hint="Facilitators already offered it or assigned to it are not offered it again."
            />
          }
        >
          {() => (
            <Stack>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={chosen.size === eligible.length}
                    indeterminate={chosen.size > 0 && chosen.size < eligible.length}
                    onChange={(e) => setChosen(e.target.checked ? eligible.map((f) => f.userId) : [])}
                  />
                }
                label={`All eligible facilitators (${eligible.length})`}
              />
              {eligible.map((f) => (
                <FormControlLabel
                  key={f.userId}
                  sx={{ ml: 2 }}
                  control={<Checkbox checked={chosen.has(f.userId)} onChange={() => toggle(f.userId)} />}
                  label={`${f.name || f.email}${f.name ? ` (${f.email})` : ''}`}
                />
              ))}
            </Stack>
          )}
        </QueryState>
      </DialogContent>
      <DialogButtons
        label={chosen.size ? `Offer to ${chosen.size}` : 'Offer'}
        busy={busy}
        disabled={chosen.size === 0}
        cancelLabel="Close"
        onCancel={onClose}
        onAction={() => void submit()}
      />
    </Dialog>
  );
}

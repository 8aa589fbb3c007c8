import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormSelectField } from '../../../components/FormSelectField';
import { QueryState } from '../../../components/QueryState';
import { messageOf } from '../../../lib/errors';
import { useDeliveryForms } from '../delivery-queries';
import type { Workshop } from '../model';
import { DialogButtons } from '../../../components/DialogButtons';

type W = Workshop & { id: string };

export const NO_FORM_LINKED = 'No feedback form is linked to this workshop';

const zChoice = z.object({ linkFormId: z.string() });

/**
 * Asks before marking a workshop delivered, and says which feedback form its participants will get (once, by
 * e-mail, from the server). When none is linked, the organisation's published forms that belong to no workshop
 * are offered to link in the same step.
 */
export function DeliverDialog({
  workshop,
  busy,
  failure,
  onClose,
  onSubmit,
}: {
  workshop: W;
  busy: boolean;
  failure: unknown;
  onClose: () => void;
  onSubmit: (linkFormId: string | undefined) => void;
}) {
  const forms = useDeliveryForms(workshop.id, workshop.organisationId ?? '');
  const form = useForm({ resolver: zodResolver(zChoice), defaultValues: { linkFormId: '' } });
  const confirm = form.handleSubmit(({ linkFormId }) =>
    onSubmit(forms.data?.linked.length ? undefined : linkFormId || undefined),
  );
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="deliver-title" maxWidth="sm" fullWidth>
      <form onSubmit={(e) => void confirm(e)} noValidate>
        <DialogTitle id="deliver-title">Mark “{workshop.title}” delivered?</DialogTitle>
        <DialogContent>
          {failure != null && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {messageOf(failure)}
            </Alert>
          )}
          <Typography variant="body2" sx={{ mb: 2 }}>
            Its status becomes completed and it counts as delivered in analytics. Each participant gets the
            workshop’s feedback form by e-mail, once.
          </Typography>
          <QueryState
            query={forms}
            rows={1}
            loadingLabel="Loading feedback forms"
            errorText="The feedback forms could not be loaded"
          >
            {({ linked, linkable }) =>
              linked.length ? (
                <Typography variant="body2">
                  <strong>Feedback form:</strong> {linked.map((f) => f.title).join(', ')}
                </Typography>
              ) : (
                <>
                  <Alert severity="info" sx={{ mb: 2 }}>
                    {NO_FORM_LINKED}.{' '}
                    {linkable.length
                      ? 'Choose one of the organisation’s published forms to send.'
                      : 'Publish one in Feedback Forms and link it to this workshop: it is sent once linked.'}
                  </Alert>
                  {linkable.length > 0 && (
                    <FormSelectField
                      control={form.control}
                      name="linkFormId"
                      label="Feedback form to send"
                      fullWidth
                    >
                      <MenuItem value="">None for now</MenuItem>
                      {linkable.map((f) => (
                        <MenuItem key={f.id} value={f.id}>
                          {f.title}
                        </MenuItem>
                      ))}
                    </FormSelectField>
                  )}
                </>
              )
            }
          </QueryState>
        </DialogContent>
        <DialogButtons
          label="Mark delivered"
          busy={busy}
          disabled={forms.isPending}
          cancelLabel="Not yet"
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { ChoiceList } from '../../../components/ChoiceList';
import { FormSwitch } from '../../../components/FormSwitch';
import { FormTextField } from '../../../components/FormTextField';
import { QueryState } from '../../../components/QueryState';
import { messageOf } from '../../../lib/errors';
import {
  AUDIENCE_ROLE_LABELS,
  AUDIENCE_ROLES,
  definitionOf,
  definitionProblem,
  emptyAudienceForm,
  formOf,
  isPeriodProblem,
  zAudienceForm,
  type Audience,
  type AudienceForm,
} from '../model';
import { useAudiencePreview, useSaveAudience, useSourceOptions } from '../queries';
import { AudienceCountLine } from './AudienceCountLine';
import { DialogButtons } from '../../../components/DialogButtons';
import { FormDateField } from '../../../components/FormDateField';
import { optionsOf } from '../../../components/option-items';

type IdField = 'groups' | 'lists' | 'workshops';
const SOURCE_LABELS: Record<IdField, { legend: string; empty: string; loading: string }> = {
  groups: { legend: 'Members of groups', empty: 'No groups yet', loading: 'Loading groups' },
  lists: { legend: 'Subscriber lists', empty: 'No lists yet', loading: 'Loading lists' },
  workshops: { legend: 'Participants of workshops', empty: 'No workshops yet', loading: 'Loading workshops' },
};

/** One source's choices as checkboxes (the organisation's groups, lists or workshops), bound to the form. */
function IdChoices({
  control,
  field,
  organisationId,
}: {
  control: Control<AudienceForm>;
  field: IdField;
  organisationId: string;
}) {
  const options = useSourceOptions(organisationId, field);
  const words = SOURCE_LABELS[field];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {words.legend}
      </Typography>
      <QueryState
        query={options}
        loadingLabel={words.loading}
        rows={2}
        errorText={`The ${field} could not be loaded`}
        empty={<Typography color="text.secondary">{words.empty}</Typography>}
      >
        {(all) => (
          <Box sx={{ maxHeight: 220, overflowY: 'auto' }}>
            <Controller
              control={control}
              name={field}
              render={({ field: f }) => (
                <ChoiceList
                  type="checkbox"
                  name={`audience-${field}`}
                  row
                  options={all.map((o) => ({ value: o.id, label: o.name }))}
                  isChecked={(id) => f.value.includes(id)}
                  onChange={(id, checked) =>
                    f.onChange(checked ? [...f.value, id] : f.value.filter((x: string) => x !== id))
                  }
                />
              )}
            />
          </Box>
        )}
      </QueryState>
    </Box>
  );
}

/**
 * Creates or edits a named audience: its name, the sources of people, and beside them the server's live count of
 * who the organisation would e-mail and the first names of who is in it. A failed save keeps everything typed.
 */
export function AudienceEditor({
  organisationId,
  uid,
  existing,
  superAdmin,
  onClose,
  onSaved,
}: {
  organisationId: string;
  uid: string;
  existing?: Audience;
  superAdmin: boolean;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const form = useForm<AudienceForm>({
    resolver: zodResolver(zAudienceForm),
    defaultValues: existing ? formOf(existing) : emptyAudienceForm(),
  });
  const save = useSaveAudience(organisationId, uid);
  const values = useWatch({ control: form.control }) as AudienceForm;
  const cross = existing ? existing.organisationId === '' : values.crossOrganisation;
  const definition = definitionOf(organisationId, { ...values, crossOrganisation: cross });
  // Counting waits until typing pauses: the deferred definition lags behind fast changes.
  const deferred = useDeferredValue(definition);
  const [settled, setSettled] = useState(deferred);
  useEffect(() => {
    const t = setTimeout(() => setSettled(deferred), 400);
    return () => clearTimeout(t);
  }, [JSON.stringify(deferred)]); // eslint-disable-line react-hooks/exhaustive-deps -- compared by value
  const problem = definitionProblem(settled);
  const preview = useAudiencePreview(organisationId, settled, !problem);
  // The sources are one question across several fields: its message follows what is chosen now, once a save was
  // tried (a field's own error would only clear when that one field changed).
  const current = form.formState.isSubmitted ? definitionProblem(definition) : null;
  const sourceProblem = current && !isPeriodProblem(current) ? current : null;

  const submit = form.handleSubmit((v) =>
    save.mutate(
      { form: { ...v, crossOrganisation: cross }, existing },
      { onSuccess: () => onSaved(`${existing ? 'Saved' : 'Created'} the audience ${v.name.trim()}`) },
    ),
  );
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="audience-dialog-title"
    >
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Audience">
        <DialogTitle id="audience-dialog-title">{existing ? 'Edit audience' : 'New audience'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {save.isError && <Alert severity="error">{messageOf(save.error)}</Alert>}
            <FormTextField control={form.control} name="name" label="Audience name" required autoFocus />
            <FormTextField
              control={form.control}
              name="description"
              label="Description"
              multiline
              minRows={2}
              hint="Optional: who this is for"
            />
            {superAdmin && !existing && (
              <FormSwitch
                control={form.control}
                name="crossOrganisation"
                label="Across all organisations (roles and workshop dates in every organisation)"
              />
            )}
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2">
                Members by role
              </Typography>
              <Controller
                control={form.control}
                name="roles"
                render={({ field: f }) => (
                  <ChoiceList
                    type="checkbox"
                    name="audience-roles"
                    row
                    options={optionsOf(AUDIENCE_ROLES, AUDIENCE_ROLE_LABELS)}
                    isChecked={(r) => (f.value as string[]).includes(r)}
                    onChange={(r, checked) =>
                      f.onChange(checked ? [...f.value, r] : f.value.filter((x) => x !== r))
                    }
                  />
                )}
              />
              {sourceProblem && <FormHelperText error>{sourceProblem}</FormHelperText>}
            </Box>
            {!cross &&
              (['groups', 'lists', 'workshops'] as const).map((f) => (
                <IdChoices key={f} control={form.control} field={f} organisationId={organisationId} />
              ))}
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2">
                Participants of workshops in a period
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
                <FormDateField control={form.control} name="workshopsFrom" label="First day" />
                <FormDateField control={form.control} name="workshopsTo" label="Last day" />
              </Stack>
            </Box>
            <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
              <Typography variant="subtitle2" component="h3">
                Who is in it
              </Typography>
              <AudienceCountLine
                count={preview}
                idle={problem ? `${problem} to see who is in it.` : undefined}
              />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                Only people subscribed to this organisation’s e-mail, and not unsubscribed or suppressed, are
                sent to.
              </Typography>
            </Box>
          </Stack>
        </DialogContent>
        <DialogButtons label="Save audience" busyLabel="Saving…" busy={save.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

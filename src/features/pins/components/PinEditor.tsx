import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { fieldControl } from '../../../components/form-control';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { outcomeOf } from '../../../components/mutation-outcome';
import { SaveStatus } from '../../../components/SaveStatus';
import type { WithId } from '../../../lib/converter';
import { messageOf } from '../../../lib/errors';
import { PIN_TYPES, type Pin } from '../model';
import { validatePinForm, type PinForm, type PinFormValues } from '../pin-form';
import { useRemovePin, useSavePin } from '../queries';
import { optionsOf } from '../../../components/option-items';

const QrPanel = lazy(() => import('./QrPanel'));

function formOf(pin: Pin): PinForm {
  return {
    title: pin.title ?? '',
    pinType: pin.pinType,
    lat: String(pin.location.geoPoint.lat),
    long: String(pin.location.geoPoint.long),
    tags: pin.tags.locationTags.join(', '),
    collectionLogic: pin.collectionLogic ? JSON.stringify(pin.collectionLogic, null, 2) : '',
  };
}

/** The pin form's own checks (pin-form.ts, unit-tested) as react-hook-form's resolver: one message per field. */
const pinResolver: Resolver<PinForm, unknown, PinFormValues> = (form) => {
  const checked = validatePinForm(form);
  if ('values' in checked) return { values: checked.values, errors: {} };
  const errors: FieldErrors<PinForm> = {};
  for (const [name, message] of Object.entries(checked.errors))
    errors[name as keyof PinForm] = { type: 'validate', message };
  return { values: {}, errors };
};

/**
 * Edits one pin: title, type, position, tags and collection logic; removes it; shows its QR code when the
 * project has QR enabled. Input is kept when saving fails. Mount with `key={pin.id}` to start afresh per pin.
 */
export function PinEditor({
  pin,
  qrEnabled,
  onClosed,
}: {
  pin: WithId<Pin>;
  qrEnabled: boolean;
  onClosed?: () => void;
}) {
  const form = useForm<PinForm, unknown, PinFormValues>({
    resolver: pinResolver,
    defaultValues: formOf(pin),
    // Errors are shown from the first save on, and then follow the input as it is corrected.
    mode: 'onSubmit',
  });
  const save = useSavePin();
  const remove = useRemovePin();
  const [confirming, setConfirming] = useState(false);
  const busy = save.isPending || remove.isPending;
  const types = PIN_TYPES.includes(pin.pinType as never) ? PIN_TYPES : [...PIN_TYPES, pin.pinType];
  // Only the last action's end is said: each one clears the other's.
  const outcome = remove.isError
    ? { ok: false, text: messageOf(remove.error) }
    : outcomeOf(save, () => 'Pin saved');

  function onSave(values: PinFormValues) {
    remove.reset();
    const { collectionLogic, ...details } = values;
    const logicChanged = JSON.stringify(collectionLogic) !== JSON.stringify(pin.collectionLogic ?? null);
    // On failure the form keeps every value typed.
    save.mutate(
      { pinKey: pin.pinKey, details: { ...details, ...(logicChanged ? { collectionLogic } : {}) } },
      // The tags as saved: repeats dropped and spelled as existing tags are.
      { onSuccess: (tags) => form.setValue('tags', tags.join(', ')) },
    );
  }

  function onRemove() {
    save.reset();
    remove.mutate(
      { projectId: pin.project, pinKey: pin.pinKey },
      { onSuccess: () => onClosed?.(), onSettled: () => setConfirming(false) },
    );
  }

  // Every field of the pin form is small and as wide as the panel.
  const field = { control: fieldControl(form.control), size: 'small', fullWidth: true } as const;

  return (
    <Box
      component="form"
      aria-label={`Edit pin ${pin.pinKey}`}
      noValidate
      onSubmit={(e) =>
        void form.handleSubmit(onSave, () => {
          save.reset();
          remove.reset();
        })(e)
      }
    >
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 2 }}>
        Pin {pin.pinKey}
      </Typography>
      <Stack spacing={2}>
        <FormTextField {...field} name="title" label="Title" />
        <FormSelectField {...field} name="pinType" label="Pin type" options={optionsOf(types)} />
        <Stack direction="row" spacing={1}>
          <FormTextField {...field} name="lat" label="Latitude" inputMode="decimal" />
          <FormTextField {...field} name="long" label="Longitude" inputMode="decimal" />
        </Stack>
        <FormTextField {...field} name="tags" label="Location tags" hint="Separate tags with commas" />
        <FormTextField
          {...field}
          name="collectionLogic"
          label="Collection logic (JSON)"
          multiline
          minRows={2}
          hint='When the story can be collected, e.g. {"radius": 25}'
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        <SaveStatus
          pending={busy}
          outcome={outcome}
          sx={{}}
          onClose={() => {
            save.reset();
            remove.reset();
          }}
          onRetry={save.isError ? () => void form.handleSubmit(onSave)() : undefined}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy}>
            Save pin
          </Button>
          <Button color="error" disabled={busy} onClick={() => setConfirming(true)}>
            Delete pin
          </Button>
        </Stack>
        {qrEnabled && (
          <Suspense fallback={null}>
            <QrPanel pin={pin} />
          </Suspense>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Delete this pin?"
        message={`Pin ${pin.pinKey} will be removed from the map and from its project.`}
        confirmLabel="Delete pin"
        busy={busy}
        onConfirm={onRemove}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}

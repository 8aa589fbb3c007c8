import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { WithId } from '../../../lib/converter';
import { messageOf } from '../../../lib/errors';
import { tagKeys } from '../../tags/queries';
import { PIN_TYPES, type Pin } from '../model';
import { validatePinForm, type PinForm, type PinFormErrors } from '../pin-form';
import { pinKeys } from '../queries';
import { removePin, updatePinDetails } from '../service';

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
  const client = useQueryClient();
  const [form, setForm] = useState<PinForm>(() => formOf(pin));
  const [errors, setErrors] = useState<PinFormErrors>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Saving or removing a pin also changes its tags (created on first use, deleted with their last key).
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: pinKeys.all }),
      client.invalidateQueries({ queryKey: tagKeys.all }),
    ]);
  const types = PIN_TYPES.includes(pin.pinType as never) ? PIN_TYPES : [...PIN_TYPES, pin.pinType];
  const field = (name: keyof PinForm) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name],
    size: 'small' as const,
    fullWidth: true,
  });

  async function save() {
    const checked = validatePinForm(form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setStatus(null);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { collectionLogic, ...details } = checked.values;
      const logicChanged = JSON.stringify(collectionLogic) !== JSON.stringify(pin.collectionLogic ?? null);
      const saved = await updatePinDetails(pin.pinKey, {
        ...details,
        ...(logicChanged ? { collectionLogic } : {}),
      });
      if (saved === null) {
        setStatus({ ok: false, text: 'This pin no longer exists; nothing was saved.' });
        return;
      }
      // The tags as saved: repeats dropped and spelled as existing tags are.
      setForm((f) => ({ ...f, tags: saved.join(', ') }));
      setStatus({ ok: true, text: 'Pin saved' });
      await refresh();
    } catch (error) {
      setStatus({ ok: false, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      const removed = await removePin(pin.project, pin.pinKey);
      setConfirming(false);
      if (!removed) {
        setStatus({ ok: false, text: 'This pin or its project no longer exists; nothing was removed.' });
        return;
      }
      await refresh();
      onClosed?.();
    } catch (error) {
      setConfirming(false);
      setStatus({ ok: false, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box
      component="form"
      aria-label={`Edit pin ${pin.pinKey}`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 2 }}>
        Pin {pin.pinKey}
      </Typography>
      <Stack spacing={2}>
        <TextField label="Title" {...field('title')} />
        <TextField select label="Pin type" {...field('pinType')}>
          {types.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1}>
          <TextField label="Latitude" inputMode="decimal" {...field('lat')} />
          <TextField label="Longitude" inputMode="decimal" {...field('long')} />
        </Stack>
        <TextField
          label="Location tags"
          {...field('tags')}
          helperText={errors.tags ?? 'Separate tags with commas'}
        />
        <TextField
          label="Collection logic (JSON)"
          multiline
          minRows={2}
          {...field('collectionLogic')}
          helperText={errors.collectionLogic ?? 'When the story can be collected, e.g. {"radius": 25}'}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        {status && <Alert severity={status.ok ? 'success' : 'error'}>{status.text}</Alert>}
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
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}

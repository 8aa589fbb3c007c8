import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Suspense, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { LoadingRows } from '../../../components/LoadingRows';
import { TextInput } from '../../../components/TextInput';
import type { WithId } from '../../../lib/converter';
import { messageOf } from '../../../lib/errors';
import { PinMap } from '../../pins';
import type { Pin } from '../../pins/model';
import type { Recording } from '../../recordings/model';
import { exportFileName, wanderGeoJson, wanderGpx } from '../export';
import {
  audioTotal,
  DEFAULT_PACE_KMH,
  formatDistance,
  formatDuration,
  MAX_PACE_KMH,
  MIN_PACE_KMH,
  problemCount,
  walkChecks,
  walkingSeconds,
  walkLengthMetres,
  WANDER_TITLE_MAX,
  type WanderInput,
  type WanderStatus,
} from '../model';
import { countOf } from '../../../lib/plural';
import { useAudioDurations, useSaveWander } from '../queries';
import type { WanderRow, WanderScope } from '../service';
import { heardOnWalk, pinName, stopDetail, stopsOf } from '../stops';
import { zWanderForm, type WanderFormValues } from '../wander-form';
import { PinOrderList } from './PinOrderList';
import { WalkChecksPanel } from './WalkChecksPanel';
import { SelectInput } from '../../../components/SelectInput';

function download(text: string, type: string, name: string) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type }));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

const moved = <T,>(list: readonly T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

/**
 * One wander, new or saved: its title, its pins in order (up/down buttons), the route on the map, length,
 * walking time at the chosen pace and audio time, the walk checks, saving, publishing and export. What is typed
 * stays until saved: the form is never reset by a refetch (the parent keys it by the wander's id).
 */
export function WanderEditor({
  id,
  scope,
  saved,
  initialPinKeys,
  pins,
  recordings,
  onSaved,
}: {
  id: string;
  scope: WanderScope;
  saved: WanderRow | null;
  initialPinKeys: readonly string[];
  pins: readonly WithId<Pin>[];
  recordings: readonly Recording[];
  onSaved: (id: string) => void;
}) {
  const form = useForm<WanderFormValues, unknown, WanderInput>({
    resolver: zodResolver(zWanderForm),
    defaultValues: {
      title: saved?.title ?? '',
      pinKeys: [...(saved?.pinKeys ?? initialPinKeys)],
      paceKmh: String(saved?.paceKmh ?? DEFAULT_PACE_KMH),
    },
  });
  const { control, setValue, getValues, handleSubmit, formState } = form;
  const [title, pinKeys, paceText] = useWatch({ control, name: ['title', 'pinKeys', 'paceKmh'] });
  const [status, setStatus] = useState<WanderStatus>(saved?.status ?? 'draft');
  const [isNew, setIsNew] = useState(saved === null);
  // A new wander is unsaved from the start; a saved one once something differs from what was saved.
  const dirty = isNew || formState.isDirty;
  const [selected, setSelected] = useState<string | null>(null);
  const [adding, setAdding] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState(false);
  const save = useSaveWander(scope);

  const byKey = useMemo(() => new Map(pins.map((p) => [p.pinKey, p])), [pins]);
  const heard = useMemo(
    () => recordings.filter((r) => r.pinKey && pinKeys.includes(r.pinKey) && heardOnWalk(r)),
    [recordings, pinKeys],
  );
  const durations = useAudioDurations(heard.flatMap((r) => (r.audioUrl ? [r.audioUrl] : [])));
  const pace = Number(paceText);
  const paceOk =
    paceText.trim() !== '' && Number.isFinite(pace) && pace >= MIN_PACE_KMH && pace <= MAX_PACE_KMH;
  const paceForMaths = paceOk ? pace : DEFAULT_PACE_KMH;
  const { stops, missing } = useMemo(
    () => stopsOf(pinKeys, byKey, heard, durations.data ?? new Map()),
    [pinKeys, byKey, heard, durations.data],
  );
  const points = stops.map((s) => s.point);
  const length = walkLengthMetres(points);
  const audio = audioTotal(stops);
  const checks = useMemo(() => walkChecks(stops, paceForMaths), [stops, paceForMaths]);
  const problems = problemCount(checks);
  const wanderPins = useMemo(() => pinKeys.flatMap((k) => byKey.get(k) ?? []), [pinKeys, byKey]);
  const notOnWalk = pins.filter((p) => !pinKeys.includes(p.pinKey));

  function edit(next: string[], message: string) {
    setValue('pinKeys', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    setAnnouncement(message);
  }
  function move(from: number, to: number) {
    const name = stops[from]?.name ?? pinKeys[from];
    edit(moved(pinKeys, from, to), `${name} moved to position ${to + 1} of ${pinKeys.length}`);
  }

  function submit(nextStatus: WanderStatus) {
    // Pins that no longer exist in the project are left out of what is saved.
    setValue(
      'pinKeys',
      stops.map((s) => s.pinKey),
    );
    void handleSubmit((input) => {
      const sent = getValues();
      save.mutate(
        { id, isNew, input, status: nextStatus },
        {
          onSuccess: () => {
            setIsNew(false);
            // What was saved is the form's new starting point: a change from it is unsaved again.
            form.reset(sent, { keepValues: true });
            setStatus(nextStatus);
            setConfirming(false);
            onSaved(id);
          },
        },
      );
    })();
  }
  function publish() {
    if (problems > 0) setConfirming(true);
    else submit('published');
  }

  const exportStops = stops.map((s) => ({ pinKey: s.pinKey, name: s.name, point: s.point }));
  const exportTitle = title.trim() || 'Wander';
  const walkTime = paceOk ? formatDuration(walkingSeconds(length, pace)) : '—';
  const audioText = durations.isPending
    ? 'Measuring…'
    : audio.recordings === 0
      ? 'No recordings'
      : audio.unknown > 0
        ? `At least ${formatDuration(audio.seconds)}`
        : formatDuration(audio.seconds);

  return (
    <Stack spacing={2}>
      <Box sx={visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        {/* FormTextField's control is typed without a transformed output, which this form has (the pace). */}
        <Controller
          control={control}
          name="title"
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextInput
              {...field}
              inputRef={ref}
              label="Title"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{ htmlInput: { maxLength: WANDER_TITLE_MAX } }}
              sx={{ flexGrow: 1 }}
            />
          )}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pt: 1 }}>
          <Chip
            label={status === 'published' ? 'Published' : 'Draft'}
            color={status === 'published' ? 'success' : 'default'}
          />
          {dirty && <Chip label="Unsaved changes" variant="outlined" color="warning" />}
        </Stack>
      </Stack>

      {save.isError && (
        <Alert severity="error">{`Not saved: ${messageOf(save.error)}. Your changes are kept.`}</Alert>
      )}
      {save.isSuccess && !dirty && (
        <Alert severity="success" role="status" onClose={() => save.reset()}>
          {status === 'published' ? 'Wander published' : 'Wander saved'}
        </Alert>
      )}
      {missing.length > 0 && (
        <Alert severity="info">
          {`${countOf(missing.length, 'pin')} of this wander ${missing.length === 1 ? 'no longer exists' : 'no longer exist'} in the project and ${missing.length === 1 ? 'is' : 'are'} left out: ${missing.join(', ')}.`}
        </Alert>
      )}

      <Box role="group" aria-label="Walk figures" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }}>
        <Figure label="Length" value={formatDistance(length)} />
        <Figure label="Walking time" value={walkTime} />
        <Figure label="Audio time" value={audioText} />
        <Figure label="Pins" value={String(stops.length)} />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Controller
          control={control}
          name="paceKmh"
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextInput
              {...field}
              inputRef={ref}
              label="Pace (km/h)"
              type="number"
              size="small"
              // The pace is checked as it is typed: the walking time beside it depends on it.
              error={!paceOk || Boolean(fieldState.error)}
              helperText={
                paceOk
                  ? `Walking time at this pace (${MIN_PACE_KMH}–${MAX_PACE_KMH} km/h)`
                  : `Pace must be between ${MIN_PACE_KMH} and ${MAX_PACE_KMH} km/h`
              }
              slotProps={{ htmlInput: { min: MIN_PACE_KMH, max: MAX_PACE_KMH, step: 0.1 } }}
              sx={{ width: 260 }}
            />
          )}
        />
        {audio.unknown > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {`${audio.unknown} of ${audio.recordings} recordings have no known duration (their audio file could not be read), so the audio time and the story check count only the others.`}
          </Typography>
        )}
      </Stack>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Paper variant="outlined" sx={{ flexGrow: 1, height: 420, minWidth: 0 }}>
          <Suspense fallback={<LoadingRows label="Loading map" />}>
            <PinMap
              projectId={`${scope.projectId}/${id}`}
              pins={wanderPins}
              selected={selected}
              onSelect={setSelected}
              route={points.map((p) => [p.lat, p.long] as [number, number])}
              label="Map of the wander: its pins and the route between them, in walk order"
            />
          </Suspense>
        </Paper>
        <Paper
          variant="outlined"
          sx={{ width: { md: 420 }, p: 2, flexShrink: 0, maxHeight: 420, overflowY: 'auto' }}
        >
          <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
            Pins in walk order
          </Typography>
          {formState.errors.pinKeys && <Alert severity="error">{formState.errors.pinKeys.message}</Alert>}
          <PinOrderList
            items={stops.map((s) => ({
              pinKey: s.pinKey,
              name: s.name,
              detail: stopDetail(s),
            }))}
            selected={selected}
            onSelect={setSelected}
            onMove={move}
            onRemove={(i) =>
              edit(
                pinKeys.filter((k) => k !== stops[i]?.pinKey),
                `${stops[i]?.name} removed`,
              )
            }
          />
          {notOnWalk.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <SelectInput
                size="small"
                label="Pin to add"
                value={notOnWalk.some((p) => p.pinKey === adding) ? adding : ''}
                onChange={(e) => setAdding(e.target.value)}
                sx={{ flexGrow: 1 }}
              >
                {notOnWalk.slice(0, 500).map((p) => (
                  <MenuItem key={p.pinKey} value={p.pinKey}>
                    {pinName(p)}
                  </MenuItem>
                ))}
              </SelectInput>
              <Button
                disabled={!notOnWalk.some((p) => p.pinKey === adding)}
                onClick={() => {
                  const pin = byKey.get(adding);
                  edit([...pinKeys, adding], `${pin ? pinName(pin) : adding} added at the end`);
                  setAdding('');
                }}
              >
                Add to walk
              </Button>
            </Stack>
          )}
        </Paper>
      </Stack>

      <WalkChecksPanel checks={checks} />

      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" disabled={save.isPending} onClick={() => submit(status)}>
          {isNew ? 'Create wander' : 'Save'}
        </Button>
        {status === 'draft' ? (
          <Button variant="outlined" disabled={save.isPending} onClick={publish}>
            Publish
          </Button>
        ) : (
          <Button variant="outlined" disabled={save.isPending} onClick={() => submit('draft')}>
            Back to draft
          </Button>
        )}
        <Button
          disabled={stops.length === 0}
          onClick={() =>
            download(
              wanderGpx(exportTitle, exportStops),
              'application/gpx+xml',
              exportFileName(exportTitle, 'gpx'),
            )
          }
        >
          Export GPX
        </Button>
        <Button
          disabled={stops.length === 0}
          onClick={() =>
            download(
              JSON.stringify(wanderGeoJson(exportTitle, exportStops, length), null, 2),
              'application/geo+json',
              exportFileName(exportTitle, 'geojson'),
            )
          }
        >
          Export GeoJSON
        </Button>
      </Stack>

      <Dialog
        open={confirming}
        onClose={save.isPending ? undefined : () => setConfirming(false)}
        aria-labelledby="publish-title"
      >
        <DialogTitle id="publish-title">Publish with problems?</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1 }}>
            {`The walk checks found ${countOf(problems, 'problem')}. Walkers will meet them as they are:`}
          </Typography>
          <Box component="ul" sx={{ pl: 3, my: 0 }}>
            {checks.flatMap((c) =>
              c.problems.map((p) => <li key={`${c.kind}|${p.pinKeys.join('|')}`}>{p.message}</li>),
            )}
          </Box>
          {save.isError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {messageOf(save.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={save.isPending}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color="warning"
            disabled={save.isPending}
            onClick={() => submit('published')}
          >
            Publish anyway
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** One figure of the walk; an <output> (role status), so its new value is announced when the pace changes. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="output" variant="h6" aria-label={label} sx={{ display: 'block' }}>
        {value}
      </Typography>
    </Box>
  );
}

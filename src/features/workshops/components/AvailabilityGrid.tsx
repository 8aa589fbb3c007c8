import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingRows } from '../../../components/LoadingRows';
import { messageOf } from '../../../lib/errors';
import { TIME_BANDS, WEEKDAYS, type Availability } from '../model';
import { useAvailability, workshopKeys } from '../queries';
import { saveAvailability } from '../service';

type Bands = Availability['bands'];
type Value = 'available' | 'tentative' | '';

/** Weekday × the five time bands; each cell is available, tentative or not available. */
export function AvailabilityEditor({ value, onChange }: { value: Bands; onChange: (b: Bands) => void }) {
  return (
    <Table size="small" aria-label="Availability by weekday and time band">
      <TableHead>
        <TableRow>
          <TableCell>Day</TableCell>
          {TIME_BANDS.map((b) => (
            <TableCell key={b.id}>
              {b.label}
              <br />
              <small>{b.hours}</small>
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {WEEKDAYS.map((day) => (
          <TableRow key={day}>
            <TableCell sx={{ textTransform: 'capitalize' }}>{day}</TableCell>
            {TIME_BANDS.map((b) => (
              <TableCell key={b.id}>
                <TextField
                  select
                  size="small"
                  value={value[day]?.[b.id] ?? ''}
                  slotProps={{ htmlInput: { 'aria-label': `${day} ${b.label}` } }}
                  onChange={(e) => {
                    const v = e.target.value as Value;
                    const dayBands = { ...(value[day] ?? {}) };
                    if (v) dayBands[b.id] = v;
                    else delete dayBands[b.id];
                    onChange({ ...value, [day]: dayBands });
                  }}
                  sx={{ minWidth: 110 }}
                >
                  <MenuItem value="">—</MenuItem>
                  <MenuItem value="available">Available</MenuItem>
                  <MenuItem value="tentative">Tentative</MenuItem>
                </TextField>
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function AvailabilityGrid({ uid }: { uid: string }) {
  const saved = useAvailability(uid);
  if (saved.isPending) return <LoadingRows label="Loading availability" />;
  return (
    <>
      {saved.isError && <Alert severity="error">{messageOf(saved.error)}</Alert>}
      <AvailabilityForm uid={uid} initial={saved.data?.bands ?? {}} />
    </>
  );
}

/** Starts from what was saved; edits stay local until saved. */
function AvailabilityForm({ uid, initial }: { uid: string; initial: Bands }) {
  const client = useQueryClient();
  const [bands, setBands] = useState<Bands>(initial);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <AvailabilityEditor value={bands} onChange={setBands} />
      <Button
        variant="contained"
        sx={{ mt: 2 }}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await saveAvailability(uid, bands);
            await client.invalidateQueries({ queryKey: workshopKeys.availability(uid) });
            setStatus({ ok: true, text: 'Availability saved.' });
          } catch (error) {
            setStatus({ ok: false, text: messageOf(error) });
          } finally {
            setBusy(false);
          }
        }}
      >
        Save availability
      </Button>
      {status && (
        <Alert severity={status.ok ? 'success' : 'error'} sx={{ mt: 2 }} role="status">
          {status.text}
        </Alert>
      )}
    </>
  );
}

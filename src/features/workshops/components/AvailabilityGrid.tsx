import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { QueryState } from '../../../components/QueryState';
import { TIME_BANDS, WEEKDAYS, type Availability } from '../model';
import { useAvailability, useSaveAvailability } from '../queries';

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

/**
 * The facilitator's general availability. When it cannot be read, the error and "Try again" show instead of an
 * empty grid, which saved would wipe what was there.
 */
export function AvailabilityGrid({ uid }: { uid: string }) {
  const saved = useAvailability(uid);
  return (
    <QueryState query={saved} loadingLabel="Loading availability">
      {(availability) => <AvailabilityForm uid={uid} initial={availability?.bands ?? {}} />}
    </QueryState>
  );
}

/** Starts from what was saved; edits stay local until saved. */
function AvailabilityForm({ uid, initial }: { uid: string; initial: Bands }) {
  const [bands, setBands] = useState<Bands>(initial);
  const save = useSaveAvailability(uid);
  return (
    <>
      <AvailabilityEditor value={bands} onChange={setBands} />
      <Button variant="contained" sx={{ mt: 2 }} disabled={save.isPending} onClick={() => save.mutate(bands)}>
        Save availability
      </Button>
      <OutcomeNotice
        outcome={outcomeOf(save, () => 'Availability saved.')}
        onClose={() => save.reset()}
        sx={{ mt: 2 }}
      />
    </>
  );
}

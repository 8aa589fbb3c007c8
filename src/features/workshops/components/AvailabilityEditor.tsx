import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { TIME_BANDS, WEEKDAYS, type Availability } from '../model';

// Apart from AvailabilityGrid (whose hooks bring the workshop service): the public group-request form uses it.
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

import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import { SelectInput } from '../../../components/SelectInput';
import { type Availability } from '../model';
import { WeekBandsTable } from './WeekBandsTable';

// Apart from AvailabilityGrid (whose hooks bring the workshop service): the public group-request form uses it.
type Bands = Availability['bands'];
type Value = 'available' | 'tentative' | '';

/** Weekday × the five time bands; each cell is available, tentative or not available. */
export function AvailabilityEditor({ value, onChange }: { value: Bands; onChange: (b: Bands) => void }) {
  return (
    <WeekBandsTable
      label="Availability by weekday and time band"
      cell={(day, b) => (
        <TableCell key={b.id}>
          <SelectInput
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
          </SelectInput>
        </TableCell>
      )}
    />
  );
}

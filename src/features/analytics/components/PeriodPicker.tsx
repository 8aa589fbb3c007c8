import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DateRangeFields } from '../../../components/DateRangeFields';
import { useState, type FormEvent } from 'react';
import { customPeriod, PERIOD_PRESETS, type PeriodChoice, type PresetId } from '../model';

/**
 * A preset (the last 4, 13, 26 or 52 weeks) or custom dates, applied with a button so that typing a date does
 * not reload the dashboard at every keystroke. The typed dates stay when the check fails.
 */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodChoice;
  onChange: (c: PeriodChoice) => void;
}) {
  const [from, setFrom] = useState(value.preset === 'custom' ? value.from : '');
  const [to, setTo] = useState(value.preset === 'custom' ? value.to : '');
  const [error, setError] = useState('');
  const custom = value.preset === 'custom';

  function apply(e: FormEvent) {
    e.preventDefault();
    const p = customPeriod(from, to);
    if (typeof p === 'string') return setError(p);
    setError('');
    onChange({ preset: 'custom', from, to });
  }

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={apply}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'flex-start' } }}
    >
      <TextField
        select
        size="small"
        label="Period"
        value={value.preset}
        onChange={(e) => {
          const preset = e.target.value as PresetId | 'custom';
          if (preset !== 'custom') onChange({ preset });
          else onChange({ preset: 'custom', from, to });
        }}
        sx={{ minWidth: 200 }}
      >
        {PERIOD_PRESETS.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.label}
          </MenuItem>
        ))}
        <MenuItem value="custom">Custom dates</MenuItem>
      </TextField>
      {custom && (
        <>
          <DateRangeFields
            label="Custom dates"
            value={{ from, to }}
            onChange={(next) => {
              setFrom(next.from);
              setTo(next.to);
            }}
            problem={error || null}
          />
          <Button type="submit" variant="outlined">
            Apply
          </Button>
        </>
      )}
    </Stack>
  );
}

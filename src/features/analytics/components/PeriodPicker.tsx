import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { DateRangeFields } from '../../../components/DateRangeFields';
import { Controller, useForm } from 'react-hook-form';
import { PERIOD_PRESETS, type PeriodChoice, type PresetId } from '../model';
import { zPeriodForm, type PeriodForm } from '../period-form';
import { SelectInput } from '../../../components/SelectInput';

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
  const { control, handleSubmit, getValues } = useForm<PeriodForm>({
    resolver: zodResolver(zPeriodForm),
    defaultValues: {
      range: value.preset === 'custom' ? { from: value.from, to: value.to } : { from: '', to: '' },
    },
  });
  const custom = value.preset === 'custom';
  const apply = handleSubmit(({ range }) => onChange({ preset: 'custom', ...range }));

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(e) => void apply(e)}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'flex-start' } }}
    >
      <SelectInput
        size="small"
        label="Period"
        value={value.preset}
        onChange={(e) => {
          const preset = e.target.value as PresetId | 'custom';
          if (preset !== 'custom') onChange({ preset });
          else onChange({ preset: 'custom', ...getValues('range') });
        }}
        sx={{ minWidth: 200 }}
      >
        {PERIOD_PRESETS.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.label}
          </MenuItem>
        ))}
        <MenuItem value="custom">Custom dates</MenuItem>
      </SelectInput>
      {custom && (
        <>
          <Controller
            control={control}
            name="range"
            render={({ field, fieldState }) => (
              <DateRangeFields
                label="Custom dates"
                value={field.value}
                onChange={field.onChange}
                problem={fieldState.error?.message ?? null}
              />
            )}
          />
          <Button type="submit" variant="outlined">
            Apply
          </Button>
        </>
      )}
    </Stack>
  );
}

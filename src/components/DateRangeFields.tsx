import Stack from '@mui/material/Stack';
import { TextInput } from './TextInput';

export interface DayRange {
  /** `YYYY-MM-DD`, or '' while not chosen. */
  from: string;
  to: string;
}

/**
 * The app's one date-range control: a From and a To day side by side, named together for screen readers. The
 * caller decides when a range counts (as it is typed, or on an Apply button) and what is wrong with it; the
 * problem shows under the fields, which keep what was typed. `problem` undefined: nothing to say, and no space
 * kept for a message.
 */
export function DateRangeFields({
  value,
  onChange,
  problem,
  label = 'Period',
}: {
  value: DayRange;
  onChange: (next: DayRange) => void;
  problem?: string | null;
  label?: string;
}) {
  const checked = problem !== undefined;
  const field = (name: keyof DayRange, text: string, helperText?: string) => (
    <TextInput
      size="small"
      type="date"
      label={text}
      value={value[name]}
      onChange={(e) => onChange({ ...value, [name]: e.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
      error={Boolean(problem)}
      helperText={helperText}
    />
  );
  return (
    // The two days wrap onto two lines where they do not fit side by side (a phone beside other filters).
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      role="group"
      aria-label={label}
      sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      {field('from', 'From', checked ? problem || ' ' : undefined)}
      {field('to', 'To', checked ? ' ' : undefined)}
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { analyticsPeriod, type Period } from '../figures';

/**
 * From and to days of a period. A change is passed on only once both days make a period (the analytics module's
 * rule: in order, at most three years); until then the fields keep what was typed and say what is wrong.
 */
export function PeriodFields({ period, onChange }: { period: Period; onChange: (p: Period) => void }) {
  const [draft, setDraft] = useState<Period>(period);
  const checked = analyticsPeriod(draft);
  const problem = typeof checked === 'string' ? checked : null;
  const set = (next: Period) => {
    setDraft(next);
    if (typeof analyticsPeriod(next) !== 'string') onChange(next);
  };
  return (
    <Stack direction="row" spacing={2} role="group" aria-label="Period">
      <TextField
        size="small"
        type="date"
        label="From"
        value={draft.from}
        onChange={(e) => set({ ...draft, from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        error={!!problem}
        helperText={problem ?? ' '}
      />
      <TextField
        size="small"
        type="date"
        label="To"
        value={draft.to}
        onChange={(e) => set({ ...draft, to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        error={!!problem}
        helperText=" "
      />
    </Stack>
  );
}

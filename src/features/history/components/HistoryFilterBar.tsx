import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { SelectInput } from '../../../components/SelectInput';
import { DateRangeFields } from '../../../components/DateRangeFields';
import { ALL_HISTORY_KINDS, kindLabel, rangeProblem, type HistoryFilters } from '../model';

/** Person, kind and the days between: plain labelled fields, so the keyboard reaches and reads each one. */
export function HistoryFilterBar({
  filters,
  onChange,
  people,
}: {
  filters: HistoryFilters;
  onChange: (next: HistoryFilters) => void;
  people: { uid: string; name: string }[];
}) {
  // "Everyone" and "All kinds" show as chosen values, so the label sits above them rather than over nothing.
  const field = {
    size: 'small',
    sx: { minWidth: 200 },
    slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
  } as const;
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mb: 2, alignItems: 'flex-start' }}>
      <SelectInput
        {...field}
        label="Person"
        value={people.some((p) => p.uid === filters.actorUid) ? filters.actorUid : ''}
        onChange={(e) => onChange({ ...filters, actorUid: e.target.value })}
      >
        <MenuItem value="">Everyone</MenuItem>
        {people.map((p) => (
          <MenuItem key={p.uid} value={p.uid}>
            {p.name}
          </MenuItem>
        ))}
      </SelectInput>
      <SelectInput
        {...field}
        label="Kind"
        value={filters.kind}
        onChange={(e) => onChange({ ...filters, kind: e.target.value as HistoryFilters['kind'] })}
      >
        <MenuItem value="">All kinds</MenuItem>
        {ALL_HISTORY_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {kindLabel(k)}
          </MenuItem>
        ))}
      </SelectInput>
      <DateRangeFields
        label="Days"
        value={{ from: filters.from, to: filters.to }}
        onChange={(range) => onChange({ ...filters, ...range })}
        problem={rangeProblem(filters.from, filters.to)}
      />
    </Stack>
  );
}

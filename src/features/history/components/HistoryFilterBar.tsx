import Stack from '@mui/material/Stack';
import { FilterSelect } from '../../../components/FilterSelect';
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
  const shownEvenWhenEmpty = {
    select: { displayEmpty: true },
    inputLabel: { shrink: true },
  } as const;
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mb: 2, alignItems: 'flex-start' }}>
      <FilterSelect
        label="Person"
        value={people.some((p) => p.uid === filters.actorUid) ? filters.actorUid : ''}
        onChange={(actorUid) => onChange({ ...filters, actorUid })}
        allLabel="Everyone"
        options={people.map((p) => ({ value: p.uid, label: p.name }))}
        slotProps={shownEvenWhenEmpty}
      />
      <FilterSelect
        label="Kind"
        value={filters.kind}
        onChange={(kind) => onChange({ ...filters, kind })}
        allLabel="All kinds"
        options={ALL_HISTORY_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))}
        slotProps={shownEvenWhenEmpty}
      />
      <DateRangeFields
        label="Days"
        value={{ from: filters.from, to: filters.to }}
        onChange={(range) => onChange({ ...filters, ...range })}
        problem={rangeProblem(filters.from, filters.to)}
      />
    </Stack>
  );
}

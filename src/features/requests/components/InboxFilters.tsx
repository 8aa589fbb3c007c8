import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { DateRangeFields } from '../../../components/DateRangeFields';
import type { OrganisationChoice } from '../../../components/OrganisationSelect';
import {
  KIND_LABELS,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  STATUS_LABELS,
  URGENCIES,
  URGENCY_LABELS,
} from '../model';
import type { InboxFilters } from '../service';
import { TextInput } from '../../../components/TextInput';
import { SelectInput } from '../../../components/SelectInput';

/** Everything organisations, as the super admin's organisation filter offers it. */
export const ALL = '*';

/**
 * The inbox's filters: kind, status, urgency (a group request's), organisation (super admins), the days filed
 * between, order and search. Each is a plain labelled field, so the keyboard reaches and reads them all.
 */
export function InboxFilterBar({
  filters,
  onChange,
  search,
  onSearch,
  organisations,
  fixedKind,
}: {
  filters: InboxFilters;
  onChange: (f: InboxFilters) => void;
  search: string;
  onSearch: (s: string) => void;
  /** The organisations a super admin may pick from; absent for an organisation's admin. */
  organisations?: OrganisationChoice[];
  fixedKind?: boolean;
}) {
  const set = <K extends keyof InboxFilters>(key: K, value: InboxFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const field = { size: 'small', sx: { minWidth: 150 } } as const;
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mb: 2 }}>
      <TextInput
        {...field}
        label="Search"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        helperText="Names, addresses, notes in the pages shown"
        sx={{ minWidth: 240 }}
      />
      {!fixedKind && (
        <SelectInput
          {...field}
          label="Kind"
          value={filters.kind ?? ''}
          onChange={(e) => set('kind', (e.target.value || null) as InboxFilters['kind'])}
        >
          <MenuItem value="">All kinds</MenuItem>
          {REQUEST_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {KIND_LABELS[k]}
            </MenuItem>
          ))}
        </SelectInput>
      )}
      <SelectInput
        {...field}
        label="Status"
        value={filters.status ?? ''}
        onChange={(e) => set('status', (e.target.value || null) as InboxFilters['status'])}
      >
        <MenuItem value="">Any status</MenuItem>
        {REQUEST_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {STATUS_LABELS[s]}
          </MenuItem>
        ))}
      </SelectInput>
      {!fixedKind && (
        <SelectInput
          {...field}
          label="Urgency"
          value={filters.urgency ?? ''}
          onChange={(e) => set('urgency', (e.target.value || null) as InboxFilters['urgency'])}
          sx={{ minWidth: 190 }}
        >
          <MenuItem value="">Any urgency</MenuItem>
          {URGENCIES.map((u) => (
            <MenuItem key={u} value={u}>
              {`${u}: ${URGENCY_LABELS[u]}`}
            </MenuItem>
          ))}
        </SelectInput>
      )}
      {organisations && (
        <SelectInput
          {...field}
          label="Organisation"
          value={filters.organisationId ?? ALL}
          onChange={(e) => set('organisationId', e.target.value === ALL ? null : e.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={ALL}>All organisations</MenuItem>
          <MenuItem value="">None named</MenuItem>
          {organisations.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.name}
            </MenuItem>
          ))}
        </SelectInput>
      )}
      <DateRangeFields
        label="Filed between"
        value={{ from: filters.from, to: filters.to }}
        onChange={(range) => onChange({ ...filters, ...range })}
        problem={
          filters.from && filters.to && filters.from > filters.to
            ? 'The range ends before it starts'
            : undefined
        }
      />
      <SelectInput
        {...field}
        label="Order"
        value={filters.order}
        onChange={(e) => set('order', e.target.value as InboxFilters['order'])}
      >
        <MenuItem value="desc">Newest first</MenuItem>
        <MenuItem value="asc">Oldest first</MenuItem>
      </SelectInput>
    </Stack>
  );
}

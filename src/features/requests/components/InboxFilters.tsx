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
import { FilterSelect } from '../../../components/FilterSelect';
import type { SelectOption } from '../../../components/option-items';
import { optionsOf } from '../../../components/option-items';

/** Everything organisations, as the super admin's organisation filter offers it. */
export const ALL = '*';

const ORDERS: SelectOption<InboxFilters['order']>[] = [
  { value: 'desc', label: 'Newest first' },
  { value: 'asc', label: 'Oldest first' },
];

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
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mb: 2 }}>
      <TextInput
        size="small"
        label="Search"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        helperText="Names, addresses, notes in the pages shown"
        sx={{ minWidth: 240 }}
      />
      {!fixedKind && (
        <FilterSelect
          label="Kind"
          value={filters.kind ?? ''}
          onChange={(kind) => set('kind', kind || null)}
          allLabel="All kinds"
          options={optionsOf(REQUEST_KINDS, KIND_LABELS)}
          minWidth={150}
        />
      )}
      <FilterSelect
        label="Status"
        value={filters.status ?? ''}
        onChange={(status) => set('status', status || null)}
        allLabel="Any status"
        options={optionsOf(REQUEST_STATUSES, STATUS_LABELS)}
        minWidth={150}
      />
      {!fixedKind && (
        <FilterSelect
          label="Urgency"
          value={filters.urgency ?? ''}
          onChange={(urgency) => set('urgency', urgency || null)}
          allLabel="Any urgency"
          options={URGENCIES.map((u) => ({ value: u, label: `${u}: ${URGENCY_LABELS[u]}` }))}
          minWidth={190}
        />
      )}
      {organisations && (
        <FilterSelect
          label="Organisation"
          value={filters.organisationId ?? ALL}
          onChange={(id) => set('organisationId', id === ALL ? null : id)}
          options={[
            { value: ALL, label: 'All organisations' },
            { value: '', label: 'None named' },
            ...organisations.map((o) => ({ value: o.id, label: o.name })),
          ]}
        />
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
      <FilterSelect
        label="Order"
        value={filters.order}
        onChange={(order) => set('order', order)}
        options={ORDERS}
        minWidth={150}
      />
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import { FilterSelect } from './FilterSelect';
import { TextInput } from './TextInput';
import type { ReactNode } from 'react';

/**
 * The search box and sort choice above an admin list (members, groups, codes, invites). `children` go after
 * them on the same row, e.g. the list's main action.
 */
export function SearchSortBar<S extends string>({
  searchLabel,
  placeholder,
  search,
  onSearch,
  sortLabel = 'Sort by',
  sort,
  onSort,
  options,
  children,
}: {
  searchLabel: string;
  placeholder?: string;
  search: string;
  onSearch: (text: string) => void;
  sortLabel?: string;
  sort: S;
  onSort: (sort: S) => void;
  options: readonly (readonly [S, string])[];
  children?: ReactNode;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <TextInput
        label={searchLabel}
        placeholder={placeholder}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        size="small"
        sx={{ flex: 1 }}
      />
      <FilterSelect
        label={sortLabel}
        value={sort}
        onChange={onSort}
        options={options.map(([value, label]) => ({ value, label }))}
        minWidth={170}
      />
      {children}
    </Stack>
  );
}

import { FilterSelect } from './FilterSelect';
import type { UseQueryResult } from '@tanstack/react-query';

export interface OrganisationChoice {
  id: string;
  name: string;
}

/**
 * A super admin's choice of organisation on a screen made for one organisation's staff (a super admin has no
 * organisation of their own). Shows nothing chosen until `value` is one of the loaded organisations, so MUI never
 * warns about an out-of-range value, and says so when the list could not be loaded.
 */
export function OrganisationSelect({
  organisations,
  value,
  onChange,
  minWidth = 260,
}: {
  organisations: Pick<UseQueryResult<OrganisationChoice[]>, 'data' | 'isError'>;
  value: string;
  onChange: (organisationId: string) => void;
  minWidth?: number;
}) {
  const choices = organisations.data ?? [];
  return (
    <FilterSelect
      label="Organisation"
      value={choices.some((o) => o.id === value) ? value : ''}
      onChange={onChange}
      options={choices.map((o) => ({ value: o.id, label: o.name }))}
      minWidth={minWidth}
      disabled={!organisations.data}
      error={organisations.isError}
      helperText={organisations.isError ? 'The organisations could not be loaded' : undefined}
    />
  );
}

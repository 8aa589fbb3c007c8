import { useQuery } from '@tanstack/react-query';
import { loadOrganisationChoices, loadWeeks } from './loader';
import type { Period } from './model';

/** The dashboard's two reads, both through the metered loader. */
export function useOrganisationChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['analytics', 'organisations'],
    queryFn: loadOrganisationChoices,
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useAnalyticsWeeks(organisationId: string, period: Period) {
  return useQuery({
    queryKey: ['analytics', 'weeks', organisationId, period.from.getTime(), period.to.getTime()],
    queryFn: () => loadWeeks(organisationId, period),
    enabled: organisationId !== '',
    // The counters change at most once a minute (the job); a period switched back and forth is not read twice.
    staleTime: 60_000,
  });
}

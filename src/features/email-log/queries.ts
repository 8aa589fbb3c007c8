import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LogFilters } from './model';
import { getEmailStats, listRecentLogs } from './service';

export const logKeys = { all: ['emailLogs'] as const };
/** The previous rows stay on screen while a changed filter's query runs, so the table does not flash empty. */
export const useRecentLogs = (filters: LogFilters) =>
  useQuery({
    queryKey: [...logKeys.all, 'recent', filters],
    queryFn: () => listRecentLogs(filters),
    placeholderData: keepPreviousData,
  });
export const useEmailStats = (day: string) =>
  useQuery({ queryKey: [...logKeys.all, 'stats', day], queryFn: () => getEmailStats(new Date()) });

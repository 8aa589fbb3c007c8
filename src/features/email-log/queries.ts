import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LogFilters } from './model';
import { getEmailStats, listRecentLogs, resendLog } from './service';

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

/** Resends a failed entry (by log id). The log and the stats are read again even after a failure: a resend that
 * failed late may still have changed the entry. */
export function useResendLog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (logId: string) => resendLog(logId),
    onSettled: () => client.invalidateQueries({ queryKey: logKeys.all }),
  });
}

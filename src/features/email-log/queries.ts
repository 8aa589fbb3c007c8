import { useQuery } from '@tanstack/react-query';
import { listRecentLogs, listStatsWindow } from './service';

export const logKeys = { all: ['emailLogs'] as const };
export const useRecentLogs = () =>
  useQuery({ queryKey: [...logKeys.all, 'recent'], queryFn: listRecentLogs });
export const useStatsWindow = (day: string) =>
  useQuery({ queryKey: [...logKeys.all, 'stats', day], queryFn: () => listStatsWindow(new Date()) });

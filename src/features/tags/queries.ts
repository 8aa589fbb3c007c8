import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getAdminContentTags, listProjectTags, listTags } from './service';

export const tagKeys = { all: ['tags'] as const };
export const useTags = () => useQuery({ queryKey: [...tagKeys.all, 'list'], queryFn: listTags });
export const useProjectTags = () =>
  useQuery({ queryKey: [...tagKeys.all, 'projectTags'], queryFn: listProjectTags });
export const useAdminContentTags = () =>
  useQuery({ queryKey: [...tagKeys.all, 'adminContent'], queryFn: getAdminContentTags });

export function useRefreshTags() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: tagKeys.all });
}

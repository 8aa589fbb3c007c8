import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getAdminContentTags, listProjectTags, listTags } from './service';

export const tagKeys = { all: ['tags'] as const };
/**
 * Tags change as a side effect of saving or deleting pins and projects on other screens (not every one of which
 * refreshes these lists), so the view asks afresh whenever it opens rather than trusting a cached copy.
 */
const fresh = { staleTime: 0 };
export const useTags = () => useQuery({ queryKey: [...tagKeys.all, 'list'], queryFn: listTags, ...fresh });
export const useProjectTags = () =>
  useQuery({ queryKey: [...tagKeys.all, 'projectTags'], queryFn: listProjectTags, ...fresh });
export const useAdminContentTags = () =>
  useQuery({ queryKey: [...tagKeys.all, 'adminContent'], queryFn: getAdminContentTags });

export function useRefreshTags() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: tagKeys.all });
}

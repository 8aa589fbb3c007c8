import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pinKeys } from '../../lib/query-keys';
import type { TagKind } from './model';
import { rebuildPinTags } from './pin-tag-rebuild-service';
import {
  changeTagKey,
  getAdminContentTags,
  listProjectTags,
  listTags,
  saveAdminContentTags,
} from './service';

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

/** Tags and, because a pin key's change is made in the pin's location tags too, the pins. */
function useRefreshTagsAndPins() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: tagKeys.all }),
      client.invalidateQueries({ queryKey: pinKeys.all }),
    ]);
}

export interface TagKeyChange {
  change: 'add' | 'remove';
  kind: TagKind;
  tagName: string;
  key: string;
}
/** Adds or removes one key of a tag by name; resolves to what happened to the tag (create, update, delete, none). */
export function useChangeTagKey() {
  const refresh = useRefreshTagsAndPins();
  return useMutation({
    mutationFn: ({ change, kind, tagName, key }: TagKeyChange) => changeTagKey(change, kind, tagName, key),
    onSuccess: refresh,
  });
}

export function useSaveAdminContentTags() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contentTags: readonly string[]) => saveAdminContentTags(contentTags),
    onSuccess: () => client.invalidateQueries({ queryKey: tagKeys.all }),
  });
}

/** The super admin's rebuild; lists are read again even after a failure, which may have corrected some tags. */
export function useRebuildPinTags() {
  const refresh = useRefreshTagsAndPins();
  return useMutation({
    mutationFn: (onProgress: (text: string) => void) => rebuildPinTags(onProgress),
    onSettled: () => void refresh(),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toRow } from './pin-table';
import { pinKeys } from '../../lib/query-keys';
import { tagKeys } from '../tags';
import { getPin, listPins, removePin, updatePinDetails, type PinDetails } from './service';

async function loadPins(projectId: string | null) {
  const pins = projectId ? await listPins(projectId) : [];
  // npm run perf measures the pin list's first render from here to its first painted frame.
  performance.mark('pins:loaded');
  return pins;
}

export function usePins(projectId: string | null) {
  return useQuery({
    queryKey: [...pinKeys.all, projectId],
    queryFn: () => loadPins(projectId),
    enabled: Boolean(projectId),
  });
}

/**
 * The pin list's rows only: the full pins (nested objects, timestamps) are dropped once mapped, which keeps
 * 10,000 pins within the list's memory budget. The editor reads the one pin it opens (usePin).
 */
export function usePinRows(projectId: string | null) {
  return useQuery({
    queryKey: [...pinKeys.all, projectId, 'rows'],
    queryFn: async () => (await loadPins(projectId)).map(toRow),
    enabled: Boolean(projectId),
  });
}

export function usePin(pinKey: string | null) {
  return useQuery({
    queryKey: [...pinKeys.all, 'pin', pinKey],
    queryFn: () => getPin(pinKey ?? ''),
    enabled: Boolean(pinKey),
  });
}

/** Saving or removing a pin also changes its tags (created on first use, deleted with their last key). */
function useRefreshPinsAndTags() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: pinKeys.all }),
      client.invalidateQueries({ queryKey: tagKeys.all }),
    ]);
}

/** Saves a pin's details; resolves to its location tags as saved, or null when the pin no longer exists. */
export function useSavePin() {
  const refresh = useRefreshPinsAndTags();
  return useMutation({
    mutationFn: ({ pinKey, details }: { pinKey: string; details: PinDetails }) =>
      updatePinDetails(pinKey, details),
    onSuccess: (saved) => (saved === null ? undefined : refresh()),
  });
}

/** Removes a pin from its project; resolves to false when the pin or its project no longer exists. */
export function useRemovePin() {
  const refresh = useRefreshPinsAndTags();
  return useMutation({
    mutationFn: ({ projectId, pinKey }: { projectId: string; pinKey: string }) =>
      removePin(projectId, pinKey),
    onSuccess: (removed) => (removed ? refresh() : undefined),
  });
}

export { pinKeys };

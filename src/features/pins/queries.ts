import { useQuery } from '@tanstack/react-query';
import { toRow } from './pin-table';
import { pinKeys } from './query-keys';
import { getPin, listPins } from './service';

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

export { pinKeys };

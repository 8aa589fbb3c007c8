import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toRow } from './pin-table';
import { pinKeys } from '../../lib/query-keys';
import { tagKeys } from '../tags';
import type { WithId } from '../../lib/converter';
import { AppError } from '../../lib/errors';
import type { Pin } from './model';
import type { PinOrderEntry } from './pin-order';
import {
  addPin,
  getPin,
  listPins,
  movePin,
  removePin,
  savePinOrder,
  setQrPath,
  updatePinDetails,
  type PinDetails,
} from './service';

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

export const PIN_GONE = 'This pin no longer exists; nothing was saved.';
export const PIN_OR_PROJECT_GONE = 'This pin or its project no longer exists; nothing was removed.';

/** Saves a pin's details; resolves to its location tags as saved, and fails with PIN_GONE when it has gone. */
export function useSavePin() {
  const refresh = useRefreshPinsAndTags();
  return useMutation({
    mutationFn: async ({ pinKey, details }: { pinKey: string; details: PinDetails }) => {
      const saved = await updatePinDetails(pinKey, details);
      if (saved === null) throw new AppError(PIN_GONE);
      return saved;
    },
    onSuccess: refresh,
  });
}

/** Removes a pin from its project; fails with PIN_OR_PROJECT_GONE when the pin or its project has gone. */
export function useRemovePin() {
  const refresh = useRefreshPinsAndTags();
  return useMutation({
    mutationFn: async ({ projectId, pinKey }: { projectId: string; pinKey: string }) => {
      if (!(await removePin(projectId, pinKey))) throw new AppError(PIN_OR_PROJECT_GONE);
    },
    onSuccess: refresh,
  });
}

/** Adds a pin to a project at a position; resolves to its key once the lists hold it. */
export function useAddPin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, lat, long }: { projectId: string; lat: number; long: number }) =>
      addPin(projectId, lat, long),
    onSuccess: () => client.invalidateQueries({ queryKey: pinKeys.all }),
  });
}

/** Moves a pin of a project's list: shown moved at once, put back if the write is refused. */
export function useMovePin(projectId: string | null) {
  const client = useQueryClient();
  const queryKey = [...pinKeys.all, projectId];
  return useMutation({
    mutationFn: ({ pinKey, lat, long }: { pinKey: string; lat: number; long: number }) =>
      movePin(pinKey, lat, long),
    onMutate: async ({ pinKey, lat, long }) => {
      await client.cancelQueries({ queryKey, exact: true });
      const before = client.getQueryData<WithId<Pin>[]>(queryKey);
      client.setQueryData<WithId<Pin>[]>(queryKey, (old) =>
        old?.map((p) => (p.pinKey === pinKey ? { ...p, location: { geoPoint: { lat, long } } } : p)),
      );
      return { before };
    },
    onError: (_error, _move, context) => client.setQueryData(queryKey, context?.before),
  });
}

/** Saves branch orders; resolves to the number of pins written. */
export function useSavePinOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entries: readonly PinOrderEntry[]) => savePinOrder(entries),
    onSuccess: () => client.invalidateQueries({ queryKey: pinKeys.all }),
  });
}

/**
 * Makes a pin's QR code image with `draw` (the QR library stays in the panel's own chunk). The path is saved
 * first when the pin has none, so the printed code and the data always agree.
 */
export function useMakeQrCode(draw: (path: string) => Promise<string>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ pin, path }: { pin: Pick<Pin, 'pinKey' | 'qrPath'>; path: string }) => {
      if (!pin.qrPath) await setQrPath(pin.pinKey, path);
      return draw(path);
    },
    onSettled: (_image, _error, { pin }) =>
      pin.qrPath ? undefined : client.invalidateQueries({ queryKey: pinKeys.all }),
  });
}

export { pinKeys };

import { useSyncExternalStore } from 'react';
import { readString, STORAGE_KEYS, writeString } from '../../lib/storage-keys';

// The selected project lives in local storage (`selectedProject`) so it is restored on load; screens that show
// it re-render together when it changes.
const listeners = new Set<() => void>();

export function selectProject(projectId: string | null): void {
  writeString(STORAGE_KEYS.selectedProject, projectId);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.selectedProject) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSelectedProjectId(): string | null {
  return useSyncExternalStore(subscribe, () => readString(STORAGE_KEYS.selectedProject));
}

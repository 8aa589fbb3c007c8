/** The local storage keys, the only ones the app writes. */
export const STORAGE_KEYS = {
  user: 'user',
  userRole: 'userRole',
  currentOrganisation: 'currentOrganisation',
  theme: 'theme',
  selectedProject: 'selectedProject',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, sandboxed iframe): behave as empty
  }
}

export function readString(key: StorageKey): string | null {
  return store()?.getItem(key) ?? null;
}

export function writeString(key: StorageKey, value: string | null): void {
  const s = store();
  if (!s) return;
  if (value === null) s.removeItem(key);
  else s.setItem(key, value);
}

/** Reads JSON and validates it; anything unreadable counts as absent rather than crashing the app. */
export function readJson<T>(key: StorageKey, parse: (value: unknown) => T | null): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, value === null || value === undefined ? null : JSON.stringify(value));
}

/** Logout and the role errors clear everything about the session but keep the theme choice. */
export function clearSessionStorage(): void {
  for (const key of [
    STORAGE_KEYS.user,
    STORAGE_KEYS.userRole,
    STORAGE_KEYS.currentOrganisation,
    STORAGE_KEYS.selectedProject,
  ]) {
    writeString(key, null);
  }
}

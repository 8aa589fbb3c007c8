import { readString, STORAGE_KEYS, writeString } from '../lib/storage-keys';
import type { ThemeMode } from './theme';

export type ThemeChoice = ThemeMode | 'system';

/** An explicit override wins; otherwise the system preference decides. */
export function resolveThemeMode(choice: ThemeChoice, systemPrefersDark: boolean): ThemeMode {
  if (choice === 'light' || choice === 'dark') return choice;
  return systemPrefersDark ? 'dark' : 'light';
}

export function readThemeChoice(): ThemeChoice {
  const saved = readString(STORAGE_KEYS.theme);
  return saved === 'light' || saved === 'dark' ? saved : 'system';
}

export function saveThemeChoice(choice: ThemeChoice): void {
  writeString(STORAGE_KEYS.theme, choice === 'system' ? null : choice);
}

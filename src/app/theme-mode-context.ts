import { createContext, useContext } from 'react';
import type { ThemeMode } from './theme';
import type { ThemeChoice } from './theme-mode';

/** Apart from ThemeModeProvider.tsx so that file exports components only (React fast refresh). */
export interface ThemeModeValue {
  choice: ThemeChoice;
  mode: ThemeMode;
  setChoice: (choice: ThemeChoice) => void;
}

export const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return value;
}

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { buildTheme } from './theme';
import { withTouchTargets } from './theme-touch';
import { readThemeChoice, resolveThemeMode, saveThemeChoice, type ThemeChoice } from './theme-mode';
import { ThemeModeContext, type ThemeModeValue } from './theme-mode-context';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoiceState] = useState<ThemeChoice>(readThemeChoice);
  const [systemDark, setSystemDark] = useState(() => window.matchMedia?.(DARK_QUERY).matches ?? false);

  useEffect(() => {
    const query = window.matchMedia?.(DARK_QUERY);
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const mode = resolveThemeMode(choice, systemDark);
  const theme = useMemo(() => withTouchTargets(buildTheme(mode)), [mode]);

  useEffect(() => {
    // Applied to the page itself too, so scrollbars and form controls follow the theme.
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  const value = useMemo<ThemeModeValue>(
    () => ({
      choice,
      mode,
      setChoice: (next) => {
        saveThemeChoice(next);
        setChoiceState(next);
      },
    }),
    [choice, mode],
  );

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

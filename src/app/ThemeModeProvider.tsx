import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { buildTheme } from './theme';
import { REDUCED_MOTION_QUERY, withReducedMotion } from './theme-motion';
import { withTouchTargets } from './theme-touch';
import { readThemeChoice, resolveThemeMode, saveThemeChoice, type ThemeChoice } from './theme-mode';
import { ThemeModeContext, type ThemeModeValue } from './theme-mode-context';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Whether the system preference a media query names holds now, following it as it changes. */
function useSystemPreference(mediaQuery: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia?.(mediaQuery).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(mediaQuery);
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => setMatches(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [mediaQuery]);
  return matches;
}

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoiceState] = useState<ThemeChoice>(readThemeChoice);
  const systemDark = useSystemPreference(DARK_QUERY);
  const reducedMotion = useSystemPreference(REDUCED_MOTION_QUERY);

  const mode = resolveThemeMode(choice, systemDark);
  const theme = useMemo(() => {
    const built = withTouchTargets(buildTheme(mode));
    return reducedMotion ? withReducedMotion(built) : built;
  }, [mode, reducedMotion]);

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

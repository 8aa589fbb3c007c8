import CssBaseline from '@mui/material/CssBaseline';
import type { Theme } from '@mui/material/styles';
import ThemeProvider from '@mui/system/ThemeProvider';
import { useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { buildTheme } from './theme';
import { REDUCED_MOTION_QUERY, withReducedMotion } from './theme-motion';
import { withTouchTargets } from './theme-touch';
import { useClientValue } from '../lib/use-client-value';
import { readThemeChoice, resolveThemeMode, saveThemeChoice, type ThemeChoice } from './theme-mode';
import { ThemeModeContext, type ThemeModeValue } from './theme-mode-context';

const DARK_QUERY = '(prefers-color-scheme: dark)';
/**
 * Whether the system preference a media query names holds now, following it as it changes. A page rendered at
 * build time knows no preference, so hydrating it starts from "no" (as the HTML was drawn) and follows the real
 * answer in the render right after; anything else starts from the real answer.
 */
function useSystemPreference(mediaQuery: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia?.(mediaQuery);
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(mediaQuery).matches ?? false,
    () => false,
  );
}

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  // The stored choice, read as the system preferences are: "system" while hydrating a prerendered page.
  const stored = useClientValue<ThemeChoice>(readThemeChoice, 'system');
  const [chosen, setChosen] = useState<ThemeChoice | null>(null);
  const choice = chosen ?? stored;
  const systemDark = useSystemPreference(DARK_QUERY);
  const reducedMotion = useSystemPreference(REDUCED_MOTION_QUERY);

  const mode = resolveThemeMode(choice, systemDark);
  const builtTheme = useMemo(() => {
    const built = withTouchTargets(buildTheme(mode));
    // `vars: null` and the system's own provider are what MUI's ThemeProvider hands a theme without CSS
    // variables; through MUI's, every page also downloaded its CSS-variables provider (~2.6 KB of JS gzip).
    return { ...(reducedMotion ? withReducedMotion(built) : built), vars: null } as unknown as Theme;
  }, [mode, reducedMotion]);

  useEffect(() => {
    // Applied to the page itself too, so scrollbars and form controls follow the theme.
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  const themeValue = useMemo<ThemeModeValue>(
    () => ({
      choice,
      mode,
      setChoice: (next) => {
        saveThemeChoice(next);
        setChosen(next);
      },
    }),
    [choice, mode],
  );
  // Handed down a render late: a page drawn at build time learns the system's dark mode or wish for less motion
  // in the render right after hydrating, which React makes at once, and a new theme then would reach the
  // screen's part of the page before React had taken it over: React would throw that part away and draw it
  // afresh, with whatever was typed into it. A render late, React takes the page over first.
  const theme = useDeferredValue(builtTheme);
  const value = useDeferredValue(themeValue);

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

import DarkModeIcon from '../components/icons/DarkMode';
import LightModeIcon from '../components/icons/LightMode';
import SettingsBrightnessIcon from '../components/icons/SettingsBrightness';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '../lib/use-opened-once';
import { useThemeMode } from './theme-mode-context';

// The menu loads when first opened: most pages people open from a link never show it, and the menu's popover
// and modal machinery would otherwise be part of every first load.
const ThemeChoiceMenu = lazy(() => import('./ThemeChoiceMenu'));

export function ThemeMenu() {
  const { choice, mode } = useThemeMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(anchor !== null);
  const Icon = choice === 'system' ? SettingsBrightnessIcon : mode === 'dark' ? DarkModeIcon : LightModeIcon;
  return (
    <>
      <IconButton
        title="Theme"
        color="inherit"
        aria-label="Theme"
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Icon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <ThemeChoiceMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

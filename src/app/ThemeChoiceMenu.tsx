import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ThemeChoice } from './theme-mode';
import { useThemeMode } from './theme-mode-context';

const CHOICES: { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'Follow system' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** The theme menu's body: follow the system, light or dark. Loaded when the Theme button is first pressed. */
export default function ThemeChoiceMenu({
  anchor,
  onClose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { choice, setChoice } = useThemeMode();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {CHOICES.map((c) => (
        <MenuItem
          key={c.value}
          selected={c.value === choice}
          onClick={() => {
            setChoice(c.value);
            onClose();
          }}
        >
          {c.label}
        </MenuItem>
      ))}
    </Menu>
  );
}

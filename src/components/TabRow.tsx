import { styled, type Theme } from '@mui/material/styles';
import type { KeyboardEvent } from 'react';

export interface TabRowProps {
  /** What the row chooses between, for screen readers ("Request type"). */
  label: string;
  tabs: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  /** Ids: `${idPrefix}-tab-${i}` for each tab, which points at the panel `${idPrefix}-panel-${i}`. */
  idPrefix: string;
  /** While the tabs cannot answer yet (a page drawn at build time, before the app has taken it over). */
  disabled?: boolean;
}

/** The app theme's primary text shade (app/theme.ts tokens, 4.5:1 on the page); MUI's default theme has none. */
const selectedColour = (theme: Theme) =>
  (theme as { tokens?: { textShades: { primary: string } } }).tokens?.textShades.primary ??
  theme.palette.primary.main;

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  borderBottom: `1px solid ${theme.palette.divider}`,
  '& button': {
    ...theme.typography.button,
    flex: '0 1 auto',
    minHeight: 48,
    minWidth: 90,
    maxWidth: 360,
    padding: '12px 16px',
    border: 0,
    borderBottom: '2px solid transparent',
    marginBottom: -1,
    background: 'none',
    color: theme.palette.text.secondary,
    cursor: 'pointer',
    textAlign: 'center',
    '&:hover': { color: theme.palette.text.primary },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    '&[aria-selected="true"]': {
      color: selectedColour(theme),
      borderBottomColor: theme.palette.primary.main,
    },
    // On a phone the tabs share the width and a long label takes two lines, instead of a row that scrolls.
    [theme.breakpoints.down('sm')]: { flex: '1 1 0', minWidth: 0, padding: '10px 8px' },
  },
}));

/**
 * A row of tabs with the tab pattern's keyboard use: Tab reaches the chosen one, the arrow keys (and Home, End)
 * move between them, Enter or Space chooses. For the pages people open from a link: MUI's Tabs measure the page
 * to place their indicator and scroll buttons and bring about 8 KB of JS gzip in five files.
 */
export function TabRow({ label, tabs, selected, onSelect, idPrefix, disabled }: TabRowProps) {
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    (event.currentTarget.parentElement?.children[target] as HTMLElement | undefined)?.focus();
  }
  return (
    <Row role="tablist" aria-label={label}>
      {tabs.map((tab, i) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${i}`}
          aria-controls={`${idPrefix}-panel-${i}`}
          aria-selected={i === selected}
          disabled={disabled}
          tabIndex={i === selected ? 0 : -1}
          onClick={() => onSelect(i)}
          onKeyDown={(event) => onKeyDown(event, i)}
        >
          {tab}
        </button>
      ))}
    </Row>
  );
}

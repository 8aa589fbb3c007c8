import { styled } from '@mui/material/styles';

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface ChoiceListProps {
  type: 'radio' | 'checkbox';
  /** The inputs' name (radios with one name are one group: the arrow keys move between them). */
  name: string;
  options: readonly ChoiceOption[];
  isChecked: (value: string) => boolean;
  onChange: (value: string, checked: boolean) => void;
  /** Side by side (a score, yes or no) instead of one under the other. */
  row?: boolean;
  /** The label under its box, for a long row of numbers (0 to 10). */
  labelBelow?: boolean;
  /** Shown, not answered (a form's preview): the label keeps its colour, as it is read. */
  disabled?: boolean;
  /** The first input, focused when a send finds the answer wrong. */
  firstInputRef?: (input: HTMLInputElement | null) => void;
  'aria-describedby'?: string;
}

/** MUI's Radio and Checkbox geometry: a 42 px target, 44 px on phones (app/theme-touch.ts, WCAG 2.5.5). */
const MARK_PX = 20;
const TARGET_PX = 42;
const PHONE_TARGET_PX = 44;

const List = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  flexWrap: 'wrap',
  '&[data-row]': { flexDirection: 'row' },
  '& label': {
    ...theme.typography.body1,
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: TARGET_PX,
    minWidth: TARGET_PX + 6,
    // As MUI's FormControlLabel: the mark lines up with the question's text, its target's padding outside it.
    marginLeft: -(TARGET_PX - MARK_PX) / 2,
    marginRight: theme.spacing(2),
    cursor: 'pointer',
    [theme.breakpoints.down('sm')]: { minHeight: PHONE_TARGET_PX, minWidth: PHONE_TARGET_PX },
  },
  '&[data-row] label': { marginRight: theme.spacing(1) },
  '&[data-below] label': { flexDirection: 'column', minWidth: 40, margin: 0, paddingBottom: 4 },
  '& input': {
    width: MARK_PX,
    height: MARK_PX,
    margin: (TARGET_PX - MARK_PX) / 2,
    flexShrink: 0,
    cursor: 'inherit',
    accentColor: theme.palette.primary.main,
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  '&[data-below] input': { marginBottom: 0 },
  '& input:disabled, & input:disabled + span': { cursor: 'default' },
}));

/**
 * A question's choices as the browser's own radio buttons or checkboxes, each in its label. The pages people open
 * from a link use this instead of MUI's Radio and Checkbox: those render a button, a ripple and two icons per
 * choice, and a feedback form with 26 choices spent most of its first render on them. Native inputs
 * keep what the person relies on: the label toggles, the arrow keys move within a group, the system's focus and
 * colour scheme; one styled list carries the looks for all of them.
 */
export function ChoiceList({
  type,
  name,
  options,
  isChecked,
  onChange,
  row = false,
  labelBelow = false,
  disabled = false,
  firstInputRef,
  'aria-describedby': describedBy,
}: ChoiceListProps) {
  return (
    <List
      role={type === 'radio' ? 'radiogroup' : undefined}
      data-row={row || labelBelow || undefined}
      data-below={labelBelow || undefined}
    >
      {options.map((o, i) => (
        <label key={o.value}>
          <input
            ref={i === 0 ? firstInputRef : undefined}
            type={type}
            name={name}
            value={o.value}
            checked={isChecked(o.value)}
            disabled={disabled}
            onChange={(e) => onChange(o.value, e.target.checked)}
            aria-describedby={describedBy}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </List>
  );
}

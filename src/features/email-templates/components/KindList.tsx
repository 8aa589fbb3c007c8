import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { MAIL_KIND_INFO, MAIL_KINDS, type MailKind } from '@storytelling/shared/mail-kinds';
import { templateState, type StoredTemplate } from '../model';
import { SelectInput } from '../../../components/SelectInput';

interface KindListProps {
  selected: MailKind;
  stored: Partial<Record<MailKind, StoredTemplate>>;
  onSelect: (kind: MailKind) => void;
  /** On a narrow screen the ten kinds are a select, so the editor is not pushed below the fold. */
  compact: boolean;
}

/** The kinds of e-mail, each with its audience and whether its template was edited. */
export function KindList({ selected, stored, onSelect, compact }: KindListProps) {
  if (compact)
    return (
      <SelectInput
        fullWidth
        label="Template"
        value={selected}
        onChange={(e) => onSelect(e.target.value as MailKind)}
      >
        {MAIL_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {MAIL_KIND_INFO[kind].name} ({templateState(stored[kind])})
          </MenuItem>
        ))}
      </SelectInput>
    );
  return (
    <Paper variant="outlined">
      <List aria-label="E-mail kinds" disablePadding>
        {MAIL_KINDS.map((kind) => (
          // A list holds list items: the button sits in one (axe `list`).
          <ListItem key={kind} disablePadding>
            <ListItemButton
              selected={kind === selected}
              aria-current={kind === selected ? 'true' : undefined}
              onClick={() => onSelect(kind)}
              data-testid={`kind-${kind}`}
            >
              <ListItemText
                primary={MAIL_KIND_INFO[kind].name}
                secondary={`${MAIL_KIND_INFO[kind].audience} · ${templateState(stored[kind])}`}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

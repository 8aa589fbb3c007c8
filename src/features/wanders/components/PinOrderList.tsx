import ArrowDownwardIcon from '../../../components/icons/ArrowDownward';
import ArrowUpwardIcon from '../../../components/icons/ArrowUpward';
import ClearIcon from '../../../components/icons/Clear';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';

export interface OrderItem {
  pinKey: string;
  name: string;
  detail: string;
}

/**
 * The wander's pins in walk order, each with buttons to move it up or down and to take it off the walk: plain
 * buttons, so the keyboard (Tab, Enter) does everything a mouse does. Each move is announced.
 */
export function PinOrderList({
  items,
  selected,
  onSelect,
  onMove,
  onRemove,
}: {
  items: readonly OrderItem[];
  selected: string | null;
  onSelect: (pinKey: string) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <List dense component="ol" aria-label="Pins in walk order" sx={{ listStyle: 'none', p: 0 }}>
      {items.map((item, i) => (
        <ListItem
          key={item.pinKey}
          disablePadding
          secondaryAction={
            <Stack direction="row">
              <IconButton
                size="small"
                aria-label={`Move ${item.name} up`}
                disabled={i === 0}
                onClick={() => onMove(i, i - 1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Move ${item.name} down`}
                disabled={i === items.length - 1}
                onClick={() => onMove(i, i + 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label={`Remove ${item.name}`} onClick={() => onRemove(i)}>
                <ClearIcon fontSize="small" />
              </IconButton>
            </Stack>
          }
          sx={{ pr: 14 }}
        >
          <ListItemButton selected={item.pinKey === selected} onClick={() => onSelect(item.pinKey)}>
            <ListItemText primary={`${i + 1}. ${item.name}`} secondary={item.detail} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

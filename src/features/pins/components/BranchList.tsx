import ArrowDownwardIcon from '../../../components/icons/ArrowDownward';
import ArrowUpwardIcon from '../../../components/icons/ArrowUpward';
import DragIndicatorIcon from '../../../components/icons/DragIndicator';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import type { Pin } from '../model';
import { moveItem } from '../pin-order';

/**
 * One branch's pins in order. Reorder by dragging a row, by the arrow buttons, or with Alt+↑/↓ on a focused
 * row; `onChange` receives the new order of keys and `announce` says what happened for screen readers.
 */
export function BranchList({
  name,
  pins,
  onChange,
  announce,
}: {
  name: string;
  pins: readonly Pin[];
  onChange: (keys: string[]) => void;
  announce: (text: string) => void;
}) {
  const [dragging, setDragging] = useState<number | null>(null);
  const keys = pins.map((p) => p.pinKey);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= keys.length) return;
    onChange(moveItem(keys, from, to));
    announce(`${keys[from]} moved to position ${to + 1} of ${keys.length} in ${name}`);
  };
  return (
    <List dense aria-label={`Pins of branch ${name}`}>
      {pins.map((pin, index) => (
        <ListItem
          key={pin.pinKey}
          tabIndex={0}
          draggable
          onDragStart={() => setDragging(index)}
          onDragOver={(e) => e.preventDefault()}
          onDrop={() => {
            if (dragging !== null) move(dragging, index);
            setDragging(null);
          }}
          onKeyDown={(e) => {
            if (!e.altKey) return;
            if (e.key === 'ArrowUp') move(index, index - 1);
            else if (e.key === 'ArrowDown') move(index, index + 1);
            else return;
            e.preventDefault();
          }}
          sx={{
            opacity: dragging === index ? 0.5 : 1,
            cursor: 'grab',
            borderBottom: 1,
            borderColor: 'divider',
          }}
          secondaryAction={
            <>
              <IconButton
                aria-label={`Move ${pin.pinKey} up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={`Move ${pin.pinKey} down`}
                disabled={index === pins.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </>
          }
        >
          <DragIndicatorIcon fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} aria-hidden />
          <ListItemText primary={`${index + 1}. ${pin.title || pin.pinKey}`} secondary={pin.pinKey} />
        </ListItem>
      ))}
    </List>
  );
}

import ArrowDownwardIcon from './icons/ArrowDownward';
import ArrowUpwardIcon from './icons/ArrowUpward';
import DeleteIcon from './icons/DeleteOutlined';
import DragIndicatorIcon from './icons/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

const MOVES = [
  { way: 'up', arrow: '↑', by: -1, Icon: ArrowUpwardIcon },
  { way: 'down', arrow: '↓', by: 1, Icon: ArrowDownwardIcon },
] as const;

/**
 * One question of a question builder (a feedback form's, a project's recording form): its number and name, the
 * fields the builder gives it (`children`), and the ways to move it. Alt+↑ / Alt+↓ anywhere in the row move it
 * like the arrow buttons, so the order can be changed without a mouse; with `drag`, its handle can also be
 * dropped onto another question of the same list, which then takes its place.
 */
export function QuestionRow({
  id,
  index,
  count,
  label,
  onMove,
  onRemove,
  drag,
  children,
}: {
  id: string;
  index: number;
  count: number;
  label: string | undefined;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** The drag's payload type (only rows with the same type accept it) and what a drop of row `from` here does. */
  drag?: { type: string; onDropFrom: (from: number) => void };
  children: ReactNode;
}) {
  const name = label?.trim() || `question ${index + 1}`;
  const [over, setOver] = useState(false);
  const dropTarget = drag && {
    onDragOver: (e: React.DragEvent) => {
      if (!e.dataTransfer.types.includes(drag.type)) return;
      e.preventDefault();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (e: React.DragEvent) => {
      setOver(false);
      const from = Number(e.dataTransfer.getData(drag.type));
      if (!Number.isInteger(from)) return;
      e.preventDefault();
      drag.onDropFrom(from);
    },
  };
  return (
    <Box
      role="group"
      aria-label={`Question ${index + 1}: ${name}`}
      data-row={id}
      onKeyDown={(e) => {
        if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
        e.preventDefault();
        onMove(index + (e.key === 'ArrowUp' ? -1 : 1));
      }}
      {...dropTarget}
      sx={{
        border: 1,
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 2,
        bgcolor: over ? 'action.hover' : undefined,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        {drag && (
          <Box
            draggable
            onDragStart={(e) => {
              e.dataTransfer.setData(drag.type, String(index));
              e.dataTransfer.effectAllowed = 'move';
            }}
            aria-hidden
            title="Drag to move"
            sx={{ cursor: 'grab', display: 'flex', mr: 1, color: 'text.secondary' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </Box>
        )}
        <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
          {index + 1}. {name}
        </Typography>
        {MOVES.map((m) => (
          <Tooltip key={m.way} title={`Move ${m.way} (Alt+${m.arrow})`}>
            <span>
              <IconButton
                size="small"
                aria-label={`Move ${name} ${m.way}`}
                data-move={m.way}
                disabled={index + m.by < 0 || index + m.by >= count}
                onClick={() => onMove(index + m.by)}
              >
                <m.Icon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        ))}
        <IconButton size="small" aria-label={`Remove ${name}`} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Stack>
      {children}
    </Box>
  );
}

import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../kernel/dates';
import { kindLabel, offersUndo, removalNotUndoable, type HistoryRow } from '../model';

/**
 * The entries, newest first: what happened in a sentence, who and when, and Undo where the change can still be
 * undone (the server decides again when asked).
 */
export function HistoryList({
  rows,
  now,
  onUndo,
  undoing,
}: {
  rows: HistoryRow[];
  now: Date;
  onUndo: (row: HistoryRow) => void;
  undoing: string | null;
}) {
  return (
    <List aria-label="History" disablePadding>
      {rows.map((row) => (
        <ListItem key={row.id} divider sx={{ px: 0, alignItems: 'flex-start' }}>
          <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <Chip size="small" label={kindLabel(row.kind)} />
              {row.undoneAt && <Chip size="small" color="warning" variant="outlined" label="Undone" />}
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {row.actorName} · <time dateTime={row.at.toISOString()}>{formatDateTime(row.at)}</time>
              </Typography>
            </Stack>
            <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
              {row.summary}
            </Typography>
            {/* A removal logged without what its undo needs says why, rather than leaving Undo out unexplained. */}
            {row.kind === 'member-removed' && removalNotUndoable(row.undo) && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {removalNotUndoable(row.undo)}
              </Typography>
            )}
          </Stack>
          {offersUndo(row, now) && (
            <Button
              variant="outlined"
              size="small"
              sx={{ ml: 2, flexShrink: 0 }}
              disabled={undoing !== null}
              onClick={() => onUndo(row)}
              aria-label={`Undo: ${row.summary}`}
            >
              {undoing === row.id ? 'Undoing…' : 'Undo'}
            </Button>
          )}
        </ListItem>
      ))}
    </List>
  );
}

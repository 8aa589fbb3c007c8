import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import type { TagKind } from '../model';
import { KEY_FIELD, KEY_FIELDS, type TagRow } from '../tag-rules';

/** Long key lists would push the table off screen; the rest is summarised as "+n more". */
const SHOWN_KEYS = 12;

const KIND_LABELS: Record<TagKind, string> = {
  pin: 'Pin tags',
  recording: 'Recording tags',
  author: 'Author tags',
  project: 'Project tags',
  content: 'Content tags',
};

export function TagKindTable({
  kind,
  tags,
  onRemoveKey,
  busy,
}: {
  kind: TagKind;
  tags: TagRow[];
  /** Absent for people who may only look. */
  onRemoveKey?: (tag: TagRow, key: string) => void;
  busy: boolean;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid={`tags-${kind}`}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {KIND_LABELS[kind]} ({tags.length})
      </Typography>
      {tags.length === 0 ? (
        <EmptyState title={`No ${kind} tags`} />
      ) : (
        <Table size="small" aria-label={KIND_LABELS[kind]}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 200 }}>Tag</TableCell>
              <TableCell>Keys</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tags.map((tag) => (
              <TableRow key={tag.id} data-testid="tag-row">
                <TableCell sx={{ fontWeight: 500 }}>{tag.tagName}</TableCell>
                <TableCell>
                  {KEY_FIELDS.filter((f) => tag[f].length > 0).map((field) => (
                    <Stack key={field} direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 0.5 }}>
                      <Typography variant="caption" sx={{ color: 'text.secondary', mr: 1, minWidth: 90 }}>
                        {field}
                      </Typography>
                      {tag[field].slice(0, SHOWN_KEYS).map((key) => (
                        <Chip
                          key={key}
                          size="small"
                          label={key}
                          disabled={busy}
                          onDelete={
                            onRemoveKey && field === KEY_FIELD[kind] ? () => onRemoveKey(tag, key) : undefined
                          }
                        />
                      ))}
                      {tag[field].length > SHOWN_KEYS && (
                        <Chip
                          size="small"
                          variant="outlined"
                          label={`+${tag[field].length - SHOWN_KEYS} more`}
                        />
                      )}
                    </Stack>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

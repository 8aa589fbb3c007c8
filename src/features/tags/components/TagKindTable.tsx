import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { AdminDataGrid } from '../../../components/AdminDataGrid';
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
  const columns: GridColDef<TagRow>[] = [
    { field: 'tagName', headerName: 'Tag', width: 200, cellClassName: 'tag-name' },
    {
      field: 'keys',
      headerName: 'Keys',
      flex: 1,
      sortable: false,
      // Every key of every field, so the quick filter and the CSV have them all, not only the chips shown.
      valueGetter: (_value, tag) => KEY_FIELDS.flatMap((f) => tag[f]).join(' '),
      renderCell: ({ row: tag }) => (
        <Box sx={{ py: 0.5 }}>
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
                <Chip size="small" variant="outlined" label={`+${tag[field].length - SHOWN_KEYS} more`} />
              )}
            </Stack>
          ))}
        </Box>
      ),
    },
  ];

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid={`tags-${kind}`}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {KIND_LABELS[kind]} ({tags.length})
      </Typography>
      {tags.length === 0 ? (
        <EmptyState title={`No ${kind} tags`} />
      ) : (
        <AdminDataGrid
          rows={tags}
          columns={columns}
          label={KIND_LABELS[kind]}
          csvFileName={`${kind}-tags`}
          pageSize={50}
          autoRowHeight
          rowAttributes={() => ({ 'data-testid': 'tag-row' })}
        />
      )}
    </Paper>
  );
}

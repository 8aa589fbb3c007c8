import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  FIELD_TYPE_LABELS,
  FIELD_TYPES,
  type FieldProblems,
  type FieldType,
  type FormField,
} from '../form-definition';

/**
 * One question of the form builder. Alt+↑ / Alt+↓ anywhere in the row moves it, like the arrow buttons, so the
 * order can be changed without a mouse.
 */
export function FormFieldRow({
  id,
  index,
  count,
  field,
  problems,
  onChange,
  onLabelDone,
  onMove,
  onRemove,
}: {
  id: number;
  index: number;
  count: number;
  field: FormField;
  problems?: FieldProblems;
  onChange: (field: FormField) => void;
  onLabelDone: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const name = field.label.trim() || `question ${index + 1}`;
  const set = <K extends keyof FormField>(k: K, v: FormField[K]) => onChange({ ...field, [k]: v });
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
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
          {index + 1}. {name}
        </Typography>
        <Tooltip title="Move up (Alt+↑)">
          <span>
            <IconButton
              size="small"
              aria-label={`Move ${name} up`}
              data-move="up"
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Move down (Alt+↓)">
          <span>
            <IconButton
              size="small"
              aria-label={`Move ${name} down`}
              data-move="down"
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <IconButton size="small" aria-label={`Remove ${name}`} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            size="small"
            label="Question"
            value={field.label}
            onChange={(e) => set('label', e.target.value)}
            onBlur={onLabelDone}
            error={!!problems?.label}
            helperText={problems?.label}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            size="small"
            label="Key"
            value={field.key}
            onChange={(e) => set('key', e.target.value)}
            error={!!problems?.key}
            helperText={problems?.key ?? 'Names the answer in the saved recording'}
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            size="small"
            label="Type"
            value={field.type}
            onChange={(e) => {
              const type = e.target.value as FieldType;
              onChange({
                ...field,
                type,
                options: type === 'select' ? (field.options ?? []) : field.options,
              });
            }}
          >
            {FIELD_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {FIELD_TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormControlLabel
            control={
              <Checkbox checked={field.required} onChange={(e) => set('required', e.target.checked)} />
            }
            label="Required"
          />
        </Grid>
        {field.type === 'select' && (
          <Grid size={12}>
            <TextField
              fullWidth
              size="small"
              multiline
              minRows={2}
              label="Choices"
              value={(field.options ?? []).join('\n')}
              onChange={(e) => set('options', e.target.value.split('\n'))}
              error={!!problems?.options}
              helperText={problems?.options ?? 'One choice per line'}
            />
          </Grid>
        )}
      </Grid>
    </Box>
  );
}

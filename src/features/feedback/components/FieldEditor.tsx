import ArrowDownwardIcon from '../../../components/icons/ArrowDownward';
import ArrowUpwardIcon from '../../../components/icons/ArrowUpward';
import DeleteIcon from '../../../components/icons/DeleteOutlined';
import DragIndicatorIcon from '../../../components/icons/DragIndicator';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { FormCheckbox } from '../../../components/FormSwitch';
import { FormTextField } from '../../../components/FormTextField';
import { FEEDBACK_FIELD_LABELS, FEEDBACK_FIELD_TYPES, hasChoices, type FeedbackFieldType } from '../model';
import { type FormDraft } from '../builder';

/** The drag's payload type: only rows of this builder accept it. */
export const DRAG_TYPE = 'application/x-feedback-question';

/**
 * One question in the builder. Reordered by its arrow buttons, by Alt+↑ / Alt+↓ anywhere in the row (no mouse
 * needed), or by dragging its handle onto another question.
 */
export function FieldEditor({
  id,
  index,
  count,
  control,
  onMove,
  onDropFrom,
  onRemove,
}: {
  id: string;
  index: number;
  count: number;
  control: Control<FormDraft>;
  onMove: (to: number) => void;
  /** The question at `from` was dropped here: it takes this one's place. */
  onDropFrom: (from: number) => void;
  onRemove: () => void;
}) {
  const [label, type] = useWatch({ control, name: [`fields.${index}.label`, `fields.${index}.type`] });
  const name = label?.trim() || `question ${index + 1}`;
  const [over, setOver] = useState(false);
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
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        const from = Number(e.dataTransfer.getData(DRAG_TYPE));
        if (!Number.isInteger(from)) return;
        e.preventDefault();
        onDropFrom(from);
      }}
      sx={{
        border: 1,
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 2,
        bgcolor: over ? 'action.hover' : undefined,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        <Box
          draggable
          onDragStart={(e) => {
            e.dataTransfer.setData(DRAG_TYPE, String(index));
            e.dataTransfer.effectAllowed = 'move';
          }}
          aria-hidden
          title="Drag to move"
          sx={{ cursor: 'grab', display: 'flex', mr: 1, color: 'text.secondary' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </Box>
        <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
          {index + 1}. {name}
        </Typography>
        {(
          [
            ['up', '↑', -1, ArrowUpwardIcon],
            ['down', '↓', 1, ArrowDownwardIcon],
          ] as const
        ).map(([way, arrow, by, Icon]) => (
          <Tooltip key={way} title={`Move ${way} (Alt+${arrow})`}>
            <span>
              <IconButton
                size="small"
                aria-label={`Move ${name} ${way}`}
                data-move={way}
                disabled={index + by < 0 || index + by >= count}
                onClick={() => onMove(index + by)}
              >
                <Icon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        ))}
        <IconButton size="small" aria-label={`Remove ${name}`} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 7 }}>
          <FormTextField
            control={control}
            name={`fields.${index}.label`}
            fullWidth
            size="small"
            label="Question"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <Controller
            name={`fields.${index}.type`}
            control={control}
            render={({ field }) => (
              <TextField
                select
                fullWidth
                size="small"
                label="Type"
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(e.target.value as FeedbackFieldType)}
              >
                {FEEDBACK_FIELD_TYPES.map((t) => (
                  <MenuItem key={t} value={t}>
                    {FEEDBACK_FIELD_LABELS[t]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          <FormTextField
            control={control}
            name={`fields.${index}.help`}
            fullWidth
            size="small"
            label="Help text"
            hint="Optional, shown under the question"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormCheckbox control={control} name={`fields.${index}.required`} label="Required" />
        </Grid>
        {type && hasChoices(type) && (
          <Grid size={12}>
            <Controller
              name={`fields.${index}.options`}
              control={control}
              render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={ref}
                  value={(value ?? []).join('\n')}
                  onChange={(e) => onChange(e.target.value.split('\n'))}
                  fullWidth
                  size="small"
                  multiline
                  minRows={2}
                  label="Choices"
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? 'One choice per line'}
                />
              )}
            />
          </Grid>
        )}
      </Grid>
    </Box>
  );
}

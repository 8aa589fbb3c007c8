import ArrowDownwardIcon from '../../../components/icons/ArrowDownward';
import ArrowUpwardIcon from '../../../components/icons/ArrowUpward';
import DeleteIcon from '../../../components/icons/DeleteOutlined';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { FormCheckbox } from '../../../components/FormSwitch';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { FIELD_TYPE_LABELS, FIELD_TYPES, type ConfigSectionKey, type FormField } from '../form-definition';

/** The form builder's values: the built-in sections switched on and the project's own questions in order. */
export interface BuilderForm {
  sections: Record<ConfigSectionKey, boolean>;
  fields: FormField[];
}
export type BuilderControl = Control<BuilderForm, unknown, BuilderForm>;

const MOVES = [
  { way: 'up', arrow: '↑', by: -1, Icon: ArrowUpwardIcon },
  { way: 'down', arrow: '↓', by: 1, Icon: ArrowDownwardIcon },
] as const;

/**
 * One question of the form builder, the `index`th of the form's `fields`. Alt+↑ / Alt+↓ anywhere in the row
 * moves it, like the arrow buttons, so the order can be changed without a mouse.
 */
export function FormFieldRow({
  id,
  index,
  count,
  control,
  onLabelDone,
  onMove,
  onRemove,
}: {
  id: string;
  index: number;
  count: number;
  control: BuilderControl;
  onLabelDone: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const [label, type] = useWatch({ control, name: [`fields.${index}.label`, `fields.${index}.type`] });
  const name = label.trim() || `question ${index + 1}`;
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
      <Grid container spacing={2}>
        {/* Leaving the question's label (its blur reaches the cell) may suggest a key from it. */}
        <Grid size={{ xs: 12, sm: 6 }} onBlur={onLabelDone}>
          <FormTextField
            control={control}
            name={`fields.${index}.label`}
            fullWidth
            size="small"
            label="Question"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name={`fields.${index}.key`}
            fullWidth
            size="small"
            label="Key"
            hint="Names the answer in the saved recording"
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField
            control={control}
            name={`fields.${index}.type`}
            fullWidth
            size="small"
            label="Type"
          >
            {FIELD_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {FIELD_TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </FormSelectField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormCheckbox control={control} name={`fields.${index}.required`} label="Required" />
        </Grid>
        {type === 'select' && (
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

import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { ChoicesField } from '../../../components/ChoicesField';
import { FormCheckbox } from '../../../components/FormSwitch';
import { FormTextField } from '../../../components/FormTextField';
import { QuestionRow } from '../../../components/QuestionRow';
import { FEEDBACK_FIELD_LABELS, FEEDBACK_FIELD_TYPES, hasChoices, type FeedbackFieldType } from '../model';
import { type FormDraft } from '../builder';

/** The drag's payload type: only rows of this builder accept it. */
export const DRAG_TYPE = 'application/x-feedback-question';

/**
 * One question in the feedback form builder. Reordered by its arrow buttons, by Alt+↑ / Alt+↓ anywhere in the
 * row (no mouse needed), or by dragging its handle onto another question.
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
  return (
    <QuestionRow
      id={id}
      index={index}
      count={count}
      label={label}
      onMove={onMove}
      onRemove={onRemove}
      drag={{ type: DRAG_TYPE, onDropFrom }}
    >
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
            <ChoicesField control={control} name={`fields.${index}.options`} />
          </Grid>
        )}
      </Grid>
    </QuestionRow>
  );
}

import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { useWatch, type Control } from 'react-hook-form';
import { ChoicesField } from '../../../components/ChoicesField';
import { FormCheckbox } from '../../../components/FormSwitch';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { QuestionRow } from '../../../components/QuestionRow';
import { FIELD_TYPE_LABELS, FIELD_TYPES, type ConfigSectionKey, type FormField } from '../form-definition';

/** The form builder's values: the built-in sections switched on and the project's own questions in order. */
export interface BuilderForm {
  sections: Record<ConfigSectionKey, boolean>;
  fields: FormField[];
}
export type BuilderControl = Control<BuilderForm, unknown, BuilderForm>;

/**
 * One question of the recording form builder, the `index`th of the form's `fields`, moved by its arrow buttons
 * or Alt+↑ / Alt+↓ anywhere in the row.
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
  return (
    <QuestionRow id={id} index={index} count={count} label={label} onMove={onMove} onRemove={onRemove}>
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
            <ChoicesField control={control} name={`fields.${index}.options`} />
          </Grid>
        )}
      </Grid>
    </QuestionRow>
  );
}

import Grid from '@mui/material/Grid';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { ChoicesField } from './ChoicesField';
import { FormCheckbox } from './FormSwitch';
import { FormSelectField } from './FormSelectField';
import { FormTextField } from './FormTextField';
import { optionsOf } from './option-items';

/**
 * The fields of one question in a question builder (a feedback form's, a project's recording form), bound to
 * `fields.<index>` of the builder's form: the question, its type, whether it must be answered, and its choices
 * when the type offers them. A builder adds what its questions also carry: a key naming the answer in the
 * saved record (`keyField`), a help text shown under the question (`help`).
 */
export function QuestionFields<T extends FieldValues, Type extends string>({
  control,
  index,
  type,
  types,
  typeLabels,
  hasChoices,
  keyField,
  help = false,
}: {
  control: Control<T>;
  index: number;
  /** The question's type as the form holds it now (the choices show for a type that has them). */
  type: Type | undefined;
  types: readonly Type[];
  typeLabels: Record<Type, string>;
  hasChoices: (type: Type) => boolean;
  /** Leaving the question's text may suggest a key from it. */
  keyField?: { onLabelDone: () => void };
  help?: boolean;
}) {
  const name = (field: string) => `fields.${index}.${field}` as FieldPath<T>;
  return (
    <Grid container spacing={2}>
      {/* Leaving the question's label (its blur reaches the cell) may suggest a key from it. */}
      <Grid size={{ xs: 12, sm: 6 }} onBlur={keyField?.onLabelDone}>
        <FormTextField control={control} name={name('label')} fullWidth size="small" label="Question" />
      </Grid>
      {keyField && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name={name('key')}
            fullWidth
            size="small"
            label="Key"
            hint="Names the answer in the saved recording"
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          control={control}
          name={name('type')}
          fullWidth
          size="small"
          label="Type"
          options={optionsOf(types, typeLabels)}
        />
      </Grid>
      {help && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name={name('help')}
            fullWidth
            size="small"
            label="Help text"
            hint="Optional, shown under the question"
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormCheckbox control={control} name={name('required')} label="Required" />
      </Grid>
      {type && hasChoices(type) && (
        <Grid size={12}>
          <ChoicesField control={control} name={name('options')} />
        </Grid>
      )}
    </Grid>
  );
}

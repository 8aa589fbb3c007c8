import { TextInput } from './TextInput';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * A question's choices, one per line, held in the form as a list of strings: the lines as typed, which the
 * builder's schema trims and checks; what it finds wrong shows here.
 */
export function ChoicesField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: FieldPath<T>;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
        <TextInput
          {...field}
          inputRef={ref}
          value={((value as string[] | undefined) ?? []).join('\n')}
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
  );
}

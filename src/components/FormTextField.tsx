import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'helperText'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Shown under the field while it has no error; the error's message takes its place. */
  hint?: ReactNode;
};

/**
 * An MUI TextField bound to one react-hook-form field: the schema's message shows under it, and a submit with
 * errors puts focus on the first invalid field (react-hook-form focuses through `inputRef`). Every form in the
 * app writes its text fields with this, so a field's error, hint and focus behave the same everywhere.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  hint,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, ...field }, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={value ?? ''}
          inputRef={ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
        />
      )}
    />
  );
}

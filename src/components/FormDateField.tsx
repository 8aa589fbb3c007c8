import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

export type FormDateFieldProps<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'type' | 'slotProps'> & {
  type?: 'date' | 'time';
  /** The earliest and latest day (or time) the browser's picker offers. */
  min?: string;
  max?: string;
};

/**
 * A date (or time) bound to a form field. The browser draws its own placeholder in the box (dd/mm/yyyy), so the
 * label always sits above it rather than over that placeholder.
 */
export function FormDateField<T extends FieldValues>({
  type = 'date',
  min,
  max,
  ...props
}: FormDateFieldProps<T>) {
  return (
    <FormTextField
      {...props}
      type={type}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
    />
  );
}

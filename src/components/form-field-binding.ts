import type { ReactNode } from 'react';
import type {
  Control,
  ControllerFieldState,
  ControllerRenderProps,
  FieldPath,
  FieldValues,
} from 'react-hook-form';
// The react-hook-form forms show zod's words for rules without a message of their own.
import '@storytelling/shared/zod-english';

/** What every form field takes besides its look: the form, the field's name, and a hint for when all is well. */
export type FormFieldBinding<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  /** Shown under the field while it has no error; the error's message takes its place. */
  hint?: ReactNode;
};

/**
 * The props that bind a text field or a select to its react-hook-form field: the value (empty rather than
 * undefined, so the input stays controlled), the schema's message in place of the hint, and the ref that
 * react-hook-form focuses when a submit finds the field invalid.
 */
export function boundFieldProps<T extends FieldValues>(
  { ref, value, ...field }: ControllerRenderProps<T, FieldPath<T>>,
  fieldState: ControllerFieldState,
  hint: ReactNode,
) {
  return {
    ...field,
    value: value ?? '',
    inputRef: ref,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? hint,
  };
}

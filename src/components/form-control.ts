import type { Control, FieldValues } from 'react-hook-form';

/**
 * A form's control as its fields see it, for a form whose resolver turns the typed values into others (numbers
 * typed as text, say): `FormTextField` reads and writes the values as typed and never sees what the resolver
 * makes of them, so the transformed type does not matter to it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the transformed values are whatever the form's are
export function fieldControl<T extends FieldValues>(control: Control<T, any, any>): Control<T> {
  return control as Control<T>;
}

// The one place that renders MUI's TextField: its select mode is the app's list choice (label, menu and
// keyboard as MUI makes them). Every typed field uses TextInput instead.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import TextField, { type OutlinedTextFieldProps } from '@mui/material/TextField';
import { forwardRef } from 'react';

export type SelectInputProps = Omit<OutlinedTextFieldProps, 'variant' | 'select'> & { variant?: 'outlined' };

/**
 * A choice from a list, its options as MenuItem children: filters and pickers outside a form use it directly,
 * and FormSelectField binds it to a react-hook-form field. It brings MUI's Select, Menu and Popover, so the
 * pages people open from a link choose with NativeSelectField instead.
 */
export const SelectInput = forwardRef<HTMLDivElement, SelectInputProps>(function SelectInput(props, ref) {
  return <TextField ref={ref} {...props} select />;
});

import { useCallback } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { useTypedBeforeHydration } from '../lib/typed-before-hydration';
import { boundFieldProps, type FormFieldBinding } from './form-field-binding';
import { TextInput, type TextInputProps } from './TextInput';

type Bound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'helperText';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextInputProps, Bound> & FormFieldBinding<T>;

/**
 * A text field bound to one react-hook-form field: the schema's message shows under it, and a submit with
 * errors puts focus on the first invalid field (react-hook-form focuses through `inputRef`). Every form in the
 * app writes its text fields with this (and its choices from a list with FormSelectField), so a field's error,
 * hint and focus behave the same everywhere. On a page drawn at build time, what was typed before the app took
 * the page over is taken into the form as the field mounts.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  hint,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const elementRef = useTypedBeforeHydration<HTMLInputElement>(field.onChange);
  const { ref } = field;
  const inputRef = useCallback(
    (input: HTMLInputElement | null) => {
      elementRef.current = input;
      ref(input);
    },
    [ref, elementRef],
  );
  return <TextInput {...props} {...boundFieldProps(field, fieldState, hint)} inputRef={inputRef} />;
}

import { Controller, type FieldValues } from 'react-hook-form';
import { boundFieldProps, type FormFieldBinding } from './form-field-binding';
import { optionItems, type SelectOption } from './option-items';
import { SelectInput, type SelectInputProps } from './SelectInput';

export type FormSelectFieldProps<T extends FieldValues> = Omit<
  SelectInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'helperText'
> &
  FormFieldBinding<T> & {
    /** The choices, unless given as MenuItem children. */
    options?: readonly SelectOption[];
    /** The label of a first choice whose value is '' ("None"). */
    noneLabel?: string;
  };

/**
 * A choice from a list (SelectInput, its options as MenuItem children) bound to one react-hook-form
 * field, with the same error, hint and focus as FormTextField. Kept apart so that only the forms that offer a
 * choice download the menu machinery.
 */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  hint,
  options,
  noneLabel,
  children,
  ...props
}: FormSelectFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <SelectInput {...props} {...boundFieldProps(field, fieldState, hint)}>
          {options ? optionItems(options, noneLabel) : children}
        </SelectInput>
      )}
    />
  );
}

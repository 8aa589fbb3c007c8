import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormSwitchProps<T extends FieldValues> {
  control: Control<T>;
  /** A yes/no field of the form. */
  name: FieldPath<T>;
  /** Beside the switch; it names the switch for assistive technology too. */
  label: ReactNode;
}

function FormToggle<T extends FieldValues>({
  control,
  name,
  label,
  Toggle,
}: FormSwitchProps<T> & { Toggle: typeof Switch | typeof Checkbox }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, onChange, ...field } }) => (
        <FormControlLabel
          control={
            <Toggle
              {...field}
              slotProps={{ input: { ref } }}
              checked={Boolean(value)}
              onChange={(e) => onChange(e.target.checked)}
            />
          }
          label={label}
        />
      )}
    />
  );
}

/**
 * An MUI Switch bound to one yes/no field of a react-hook-form form, its label beside it. react-hook-form focuses
 * it through the input's ref, as it does a `FormTextField`.
 */
export function FormSwitch<T extends FieldValues>(props: FormSwitchProps<T>) {
  return <FormToggle {...props} Toggle={Switch} />;
}

/** As `FormSwitch`, with a checkbox: for a yes/no answer rather than a setting that is on or off. */
export function FormCheckbox<T extends FieldValues>(props: FormSwitchProps<T>) {
  return <FormToggle {...props} Toggle={Checkbox} />;
}

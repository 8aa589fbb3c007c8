import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { OutlinedTextFieldProps } from '@mui/material';
import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';

export type TextInputProps = Omit<
  OutlinedTextFieldProps,
  'variant' | 'select' | 'SelectProps' | 'children' | 'slots' | 'slotProps'
> & {
  variant?: 'outlined';
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    // MUI's own type for it: the input's attributes, data-* ones included, and whatever an Autocomplete hands
    // its text field.
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
};

/** The line height of MUI's input text (InputBase), in em. */
const LINE_EM = 1.4375;

const GrowingTextarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  // InputBase hands every input component its `type` ("text"), which a textarea has no use for.
  function GrowingTextarea(
    { type: _type, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { type?: string },
    ref,
  ) {
    return <textarea ref={ref} {...props} />;
  },
);

/**
 * MUI's outlined TextField for typing text, built from the same parts (FormControl, InputLabel, OutlinedInput,
 * FormHelperText) with the same ids, labels and classes. TextField itself also carries its select mode, and with
 * it Select, Menu, Popover and Modal (about 12 KB gzip) that a page of plain text fields would download for
 * nothing: the forms on the pages people open from a link use this, and a choice from a list uses
 * FormSelectField.
 */
export const TextInput = forwardRef<HTMLDivElement, TextInputProps>(function TextInput(props, ref) {
  const {
    autoComplete,
    autoFocus = false,
    className,
    defaultValue,
    helperText,
    id: idOverride,
    inputRef,
    label,
    maxRows,
    minRows,
    multiline = false,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    rows,
    slotProps = {},
    type,
    value,
    fullWidth = false,
    variant: _outlined,
    ...formControl
  } = props;
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const labelId = label ? `${id}-label` : undefined;
  const { input, htmlInput, inputLabel, formHelperText } = slotProps;
  // A box that grows as it is typed in, by CSS (field-sizing) on the browser's own textarea instead of MUI's
  // TextareaAutosize, which measures the page in a layout effect: a forced layout in the middle of a form's first
  // render. Where the browser lacks field-sizing, the box keeps its minRows and scrolls.
  const grows = multiline && rows === undefined && maxRows === undefined && minRows !== undefined;
  const growing = grows
    ? {
        ...htmlInput,
        style: {
          fieldSizing: 'content' as const,
          minHeight: `${Number(minRows) * LINE_EM}em`,
          ...htmlInput?.style,
        },
      }
    : htmlInput;
  return (
    <FormControl
      ref={ref}
      className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'}
      fullWidth={fullWidth}
      variant="outlined"
      {...formControl}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={labelId} {...inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={grows ? minRows : rows}
        {...(grows && { inputComponent: GrowingTextarea })}
        maxRows={maxRows}
        minRows={grows ? undefined : minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={growing}
        label={label}
        // As TextField: a label told to stay shrunk keeps the outline's notch open for it.
        {...(inputLabel?.shrink !== undefined && { notched: inputLabel.shrink })}
        {...input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
});

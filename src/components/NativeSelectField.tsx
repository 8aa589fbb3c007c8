import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { TextInput, type TextInputProps } from './TextInput';

const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function NativeSelect(props, ref) {
    return <select ref={ref} {...props} />;
  },
);

/**
 * A choice from a short list: the browser's own select inside the outlined field, so a phone opens its system
 * picker. For the pages people open from a link; MUI's Select (FormSelectField, on the signed-in screens) brings
 * its Menu, Popover and Modal, about 20 KB of JS gzip. `children` are the `<option>`s.
 */
export function NativeSelectField({
  children,
  slotProps,
  ...props
}: Omit<TextInputProps, 'multiline' | 'rows' | 'minRows' | 'maxRows'> & { children: ReactNode }) {
  return (
    <TextInput
      {...props}
      slotProps={{
        ...slotProps,
        input: { ...slotProps?.input, inputComponent: NativeSelect as never },
        htmlInput: { ...slotProps?.htmlInput, children } as NonNullable<
          TextInputProps['slotProps']
        >['htmlInput'],
      }}
    />
  );
}

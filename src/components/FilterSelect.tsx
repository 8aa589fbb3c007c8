import { optionItems, type SelectOption } from './option-items';
import { SelectInput, type SelectInputProps } from './SelectInput';

export type FilterSelectProps<T extends string> = Omit<
  SelectInputProps,
  'value' | 'onChange' | 'children'
> & {
  value: T;
  onChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  /** The label of a first choice whose value is '' and that narrows nothing, e.g. "All types"; T includes ''. */
  allLabel?: string;
  minWidth?: number;
};

/**
 * A small list choice above a list or beside its actions (a filter, a sort, a target), its label also its
 * accessible name. Other SelectInput props (disabled, helperText, sx…) pass through.
 */
export function FilterSelect<T extends string>({
  value,
  onChange,
  options,
  allLabel,
  minWidth = 200,
  sx,
  ...props
}: FilterSelectProps<T>) {
  return (
    <SelectInput
      size="small"
      {...props}
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
      sx={[{ minWidth }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {optionItems(options, allLabel)}
    </SelectInput>
  );
}

import MenuItem from '@mui/material/MenuItem';

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
  disabled?: boolean;
}

/**
 * A list choice's MenuItems, first (when `emptyLabel` is given) one whose value is '' ("All types", "None").
 * A plain array rather than a component: MUI's Select reads its MenuItems' values from its direct children.
 */
export function optionItems(options: readonly SelectOption[], emptyLabel?: string) {
  return [
    ...(emptyLabel === undefined
      ? []
      : [
          <MenuItem key="" value="">
            {emptyLabel}
          </MenuItem>,
        ]),
    ...options.map((o) => (
      <MenuItem key={o.value} value={o.value} disabled={o.disabled}>
        {o.label}
      </MenuItem>
    )),
  ];
}

/** Options for a list of values, each labelled by its entry in `labels` or, without a table, by itself. */
export function optionsOf<T extends string>(
  values: readonly T[],
  labels?: Readonly<Record<T, string>>,
): SelectOption<T>[] {
  return values.map((value) => ({ value, label: labels ? labels[value] : value }));
}

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

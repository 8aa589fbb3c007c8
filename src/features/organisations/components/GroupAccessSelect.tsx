import MenuItem from '@mui/material/MenuItem';
import { Controller, type Control } from 'react-hook-form';
import { SelectInput } from '../../../components/SelectInput';
import type { ProjectGroupsForm } from '../model';

/**
 * "Groups with access": the organisation's groups that may open a project, several at once. `onPick` runs
 * before each change, so a screen can clear the notice of its last save.
 */
export function GroupAccessSelect({
  control,
  groups,
  onPick,
  helperText,
  disabled,
  minWidth,
}: {
  control: Control<ProjectGroupsForm>;
  groups: { id: string; name: string }[];
  onPick: () => void;
  helperText: string;
  disabled?: boolean;
  minWidth: number;
}) {
  const nameOf = (id: string) => groups.find((g) => g.id === id)?.name ?? id;
  return (
    <Controller
      control={control}
      name="groupIds"
      render={({ field: { ref, onChange, ...field } }) => (
        <SelectInput
          {...field}
          inputRef={ref}
          size="small"
          label="Groups with access"
          disabled={disabled}
          onChange={(e) => {
            onPick();
            // MUI hands a multiple choice over as an array, or as a comma-joined string after browser autofill.
            const v = e.target.value as unknown;
            onChange(typeof v === 'string' ? v.split(',') : (v as string[]));
          }}
          slotProps={{
            select: { multiple: true, renderValue: (v) => (v as string[]).map(nameOf).join(', ') },
          }}
          helperText={helperText}
          sx={{ minWidth, flex: 1 }}
        >
          {groups.map((g) => (
            <MenuItem key={g.id} value={g.id}>
              {g.name}
            </MenuItem>
          ))}
        </SelectInput>
      )}
    />
  );
}

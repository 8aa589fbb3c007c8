import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import { TextInput } from '../../../components/TextInput';
import type { Ref } from 'react';
import { tagNameKey, normaliseTagName } from '../../tags';
import { TAG_NAME_MAX } from '../recording-details';

/** A chip that would be refused: blank, too long, or the same tag as an earlier chip (case and spacing aside). */
function refusedAt(names: readonly string[]): Set<number> {
  const seen = new Set<string>();
  const refused = new Set<number>();
  names.forEach((name, i) => {
    const clean = normaliseTagName(name);
    const key = tagNameKey(clean);
    if (!clean || clean.length > TAG_NAME_MAX || seen.has(key)) refused.add(i);
    seen.add(key);
  });
  return refused;
}

/**
 * Tags as chips: type a name and press Enter (or leave the field) to add it, or pick an existing tag from the
 * suggestions with the arrow keys. Backspace removes the last chip; the left and right arrows move between chips
 * and Delete removes the one in focus. Chips that would be refused are shown in red; the error says why.
 */
export function TagChipsInput({
  label,
  value,
  onChange,
  onBlur,
  suggestions,
  loadingSuggestions,
  error,
  hint,
  disabled,
  inputRef,
  name,
}: {
  label: string;
  value: string[];
  onChange: (names: string[]) => void;
  onBlur?: () => void;
  suggestions: readonly string[];
  loadingSuggestions: boolean;
  error?: string;
  hint: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}) {
  const refused = refusedAt(value);
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      filterSelectedOptions
      options={suggestions as string[]}
      value={value}
      disabled={disabled}
      loading={loadingSuggestions}
      loadingText="Loading tags…"
      onChange={(_, names) => onChange(names.map((n) => n.trim()))}
      onBlur={onBlur}
      renderValue={(names, getItemProps) =>
        names.map((tagName, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={tagName || '(empty)'}
              color={refused.has(index) ? 'error' : 'default'}
              variant={refused.has(index) ? 'outlined' : 'filled'}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextInput
          {...params}
          name={name}
          inputRef={inputRef}
          label={label}
          error={Boolean(error)}
          helperText={error ?? hint}
        />
      )}
    />
  );
}

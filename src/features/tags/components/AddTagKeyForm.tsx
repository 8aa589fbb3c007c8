import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { SelectInput } from '../../../components/SelectInput';
import { TextInput } from '../../../components/TextInput';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { TAG_KINDS, zTag, type TagKind } from '../model';

/** Content tags are left out: they follow recordings' ratings, which are mutually exclusive. */
const zAddKind = z.enum(TAG_KINDS.filter((k) => k !== 'content') as Exclude<TagKind, 'content'>[]);
const KINDS = zAddKind.options;

/** The tag's own name rule (zTag), after trimming; a key is any non-blank text. */
const zAddTagKey = z.object({
  kind: zAddKind,
  tagName: z.pipe(z.string().check(z.trim()), zTag.shape.tagName),
  key: z.string().check(z.trim(), z.minLength(1)),
});
export type AddTagKeyValues = z.infer<typeof zAddTagKey>;
const EMPTY: AddTagKeyValues = { kind: 'pin', tagName: '', key: '' };

/** What each kind's key is (KEY_FIELD in tag-rules.ts). */
const KEY_HELP: Record<TagKind, string> = {
  pin: 'A pin key; the pin lists the tag too',
  recording: 'A recording key',
  author: 'An author key',
  project: 'A recording key; projects’ own subject tags are kept in ProjectTags',
  content: 'A recording key',
};

/** Tagging a key by tag name: the tag is created if this is its first use. The outcome shows on the screen. */
export function AddTagKeyForm({
  busy,
  onAdd,
}: {
  busy: boolean;
  /** `onAdded` runs once the key is saved: the key field empties for the next one, kind and name stay. */
  onAdd: (values: AddTagKeyValues, onAdded: () => void) => void;
}) {
  const form = useForm({
    resolver: zodResolver(zAddTagKey),
    defaultValues: EMPTY,
    mode: 'onChange',
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const submit = form.handleSubmit((values) => onAdd(values, () => form.resetField('key')));

  return (
    <Stack
      component="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}
      aria-label="Add a key to a tag"
    >
      <Controller
        name="kind"
        control={form.control}
        render={({ field: { ref, ...field } }) => (
          <SelectInput {...field} inputRef={ref} size="small" label="Kind" sx={{ minWidth: 140 }}>
            {KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {k}
              </MenuItem>
            ))}
          </SelectInput>
        )}
      />
      <Controller
        name="tagName"
        control={form.control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextInput
            {...field}
            inputRef={ref}
            size="small"
            label="Tag name"
            error={fieldState.isDirty && Boolean(fieldState.error)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            required
          />
        )}
      />
      <Controller
        name="key"
        control={form.control}
        render={({ field: { ref, ...field } }) => (
          <TextInput
            {...field}
            inputRef={ref}
            size="small"
            label="Key"
            helperText={KEY_HELP[kind]}
            required
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={busy || !form.formState.isValid}
        sx={{ height: 40 }}
      >
        Add key
      </Button>
    </Stack>
  );
}

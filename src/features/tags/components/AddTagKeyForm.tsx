import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { TAG_KINDS, type TagKind } from '../model';

/** Content tags are left out: they follow recordings' ratings, which are mutually exclusive. */
const KINDS = TAG_KINDS.filter((k) => k !== 'content');

/** What each kind's key is (KEY_FIELD in tag-rules.ts). */
const KEY_HELP: Record<TagKind, string> = {
  pin: 'A pin key; the pin lists the tag too',
  recording: 'A recording key',
  author: 'An author key',
  project: 'A recording key; projects’ own subject tags are kept in ProjectTags',
  content: 'A recording key',
};

/** Tagging a key by tag name: the tag is created if this is its first use. */
export function AddTagKeyForm({
  busy,
  onAdd,
}: {
  busy: boolean;
  onAdd: (kind: TagKind, tagName: string, key: string) => Promise<boolean>;
}) {
  const [kind, setKind] = useState<TagKind>('pin');
  const [tagName, setTagName] = useState('');
  const [key, setKey] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await onAdd(kind, tagName, key)) setKey('');
  }

  return (
    <Stack
      component="form"
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}
      aria-label="Add a key to a tag"
    >
      <TextField
        select
        size="small"
        label="Kind"
        value={kind}
        onChange={(e) => setKind(e.target.value as TagKind)}
        sx={{ minWidth: 140 }}
      >
        {KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {k}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Tag name"
        value={tagName}
        onChange={(e) => setTagName(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        required
      />
      <TextField
        size="small"
        label="Key"
        value={key}
        onChange={(e) => setKey(e.target.value)}
        helperText={KEY_HELP[kind]}
        required
      />
      <Button
        type="submit"
        variant="contained"
        disabled={busy || !tagName.trim() || !key.trim()}
        sx={{ height: 40 }}
      >
        Add key
      </Button>
    </Stack>
  );
}

import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/TextInput';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { QueryState } from '../../../components/QueryState';
import { useAdminContentTags, useSaveAdminContentTags } from '../queries';
import { cleanTagNames } from '../tag-rules';

/** `AdminTags/content`: the content tags on offer. Only a super admin changes them (the rules say the same). */
export function AdminContentTagsCard({ editable }: { editable: boolean }) {
  const saved = useAdminContentTags();
  const save = useSaveAdminContentTags();
  // The list as edited, until saved; null while it is the saved one.
  const [draft, setDraft] = useState<string[] | null>(null);
  const [entry, setEntry] = useState('');
  const current = draft ?? saved.data ?? [];
  const notice = outcomeOf(save, () => 'Content tags saved.');

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="admin-content-tags">
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Admin content tags
      </Typography>
      <QueryState query={saved} rows={1} loadingLabel="Loading content tags">
        {() => (
          <>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
              {current.length === 0 && <Typography color="text.secondary">No content tags yet.</Typography>}
              {current.map((t) => (
                <Chip
                  key={t}
                  label={t}
                  onDelete={editable ? () => setDraft(current.filter((c) => c !== t)) : undefined}
                />
              ))}
            </Stack>
            {editable && (
              <Stack direction="row" spacing={1}>
                <TextInput
                  size="small"
                  label="New content tag"
                  value={entry}
                  onChange={(e) => setEntry(e.target.value)}
                  slotProps={{ htmlInput: { maxLength: 100 } }}
                />
                <Button
                  disabled={!entry.trim()}
                  onClick={() => {
                    setDraft(cleanTagNames([...current, entry]));
                    setEntry('');
                  }}
                >
                  Add
                </Button>
                <Button
                  variant="contained"
                  onClick={() => save.mutate(current, { onSuccess: () => setDraft(null) })}
                  disabled={save.isPending || draft === null}
                >
                  Save content tags
                </Button>
              </Stack>
            )}
          </>
        )}
      </QueryState>
      <OutcomeNotice outcome={notice} onClose={() => save.reset()} sx={{ mt: 1 }} />
    </Paper>
  );
}

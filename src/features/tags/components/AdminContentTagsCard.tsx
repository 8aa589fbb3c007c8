import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/FormTextField';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { QueryState } from '../../../components/QueryState';
import { useAdminContentTags, useSaveAdminContentTags } from '../queries';
import { zContentTagsForm, type ContentTagsForm } from '../content-tags-form';
import { cleanTagNames } from '../tag-rules';

/** `AdminTags/content`: the content tags on offer. Only a super admin changes them (the rules say the same). */
export function AdminContentTagsCard({ editable }: { editable: boolean }) {
  const saved = useAdminContentTags();
  const save = useSaveAdminContentTags();
  // The list as edited, until saved; a list read again meanwhile does not undo the edits.
  const form = useForm<ContentTagsForm>({
    resolver: zodResolver(zContentTagsForm),
    values: { tags: saved.data ?? [], entry: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const [current, entry] = useWatch({ control: form.control, name: ['tags', 'entry'] });
  const edited = form.formState.dirtyFields.tags !== undefined;
  const setTags = (tags: string[]) => form.setValue('tags', tags, { shouldDirty: true });
  const submit = form.handleSubmit(({ tags }) =>
    save.mutate(tags, { onSuccess: () => form.reset({ tags, entry: '' }) }),
  );
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
                  onDelete={editable ? () => setTags(current.filter((c) => c !== t)) : undefined}
                />
              ))}
            </Stack>
            {editable && (
              <Stack direction="row" spacing={1}>
                <FormTextField
                  control={form.control}
                  name="entry"
                  size="small"
                  label="New content tag"
                  slotProps={{ htmlInput: { maxLength: 100 } }}
                />
                <Button
                  disabled={!entry.trim()}
                  onClick={() => {
                    setTags(cleanTagNames([...current, entry]));
                    form.setValue('entry', '');
                  }}
                >
                  Add
                </Button>
                <Button
                  variant="contained"
                  onClick={() => void submit()}
                  disabled={save.isPending || !edited}
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

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadingRows } from '../../../components/LoadingRows';
import { messageOf } from '../../../lib/errors';
import { useAdminContentTags, useRefreshTags } from '../queries';
import { saveAdminContentTags } from '../service';
import { cleanTagNames } from '../tag-rules';

/** `AdminTags/content`: the content tags on offer. Only a super admin changes them (the rules say the same). */
export function AdminContentTagsCard({ editable }: { editable: boolean }) {
  const saved = useAdminContentTags();
  const refresh = useRefreshTags();
  const [draft, setDraft] = useState<string[] | null>(null);
  const [entry, setEntry] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const current = draft ?? saved.data ?? [];

  async function save() {
    setBusy(true);
    try {
      await saveAdminContentTags(current);
      setDraft(null);
      setNotice({ ok: true, text: 'Content tags saved.' });
      await refresh();
    } catch (error) {
      setNotice({ ok: false, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="admin-content-tags">
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Admin content tags
      </Typography>
      {saved.isPending ? (
        <LoadingRows rows={1} label="Loading content tags" />
      ) : saved.isError ? (
        <Alert severity="error">{messageOf(saved.error)}</Alert>
      ) : (
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
              <TextField
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
              <Button variant="contained" onClick={save} disabled={busy || draft === null}>
                Save content tags
              </Button>
            </Stack>
          )}
        </>
      )}
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} sx={{ mt: 1 }} role="status">
          {notice.text}
        </Alert>
      )}
    </Paper>
  );
}

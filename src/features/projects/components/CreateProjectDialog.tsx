import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { messageOf } from '../../../lib/errors';
import { keyFromName, keyTakenMessage, newProjectProblems, type NewProjectForm } from '../project-form';
import { createProject, isProjectKeyTaken } from '../service';

const EMPTY: NewProjectForm = { projectKey: '', projectName: '', isPrivate: true };

/**
 * A new project: name, key (suggested from the name until typed) and privacy. The key is the document id, so it
 * is checked for its characters and whether it is taken before anything is written.
 */
export function CreateProjectDialog({
  open,
  onClose,
  onCreated,
  ownerId,
  organisationId,
}: {
  open: boolean;
  onClose: () => void;
  /** Awaited before the dialog closes, so the list already holds the new project when it is selected. */
  onCreated: (projectKey: string) => Promise<void>;
  ownerId: string;
  organisationId: string | null;
}) {
  const [form, setForm] = useState<NewProjectForm>(EMPTY);
  const [keyTouched, setKeyTouched] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof NewProjectForm, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    if (busy) return;
    setForm(EMPTY);
    setKeyTouched(false);
    setErrors({});
    setFailure(null);
    onClose();
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const problems = newProjectProblems(form);
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length) return;
    const projectKey = form.projectKey.trim();
    setBusy(true);
    try {
      if (await isProjectKeyTaken(projectKey)) {
        setErrors({ projectKey: keyTakenMessage(projectKey) });
        return;
      }
      await createProject(
        {
          projectKey,
          projectName: form.projectName.trim(),
          isPrivate: form.isPrivate,
          organisationId: organisationId ?? undefined,
        },
        ownerId,
      );
      await onCreated(projectKey);
      setForm(EMPTY);
      setKeyTouched(false);
      onClose();
    } catch (error) {
      // The typed values stay in the form so nothing has to be entered again.
      const message = messageOf(error);
      if (message === keyTakenMessage(projectKey)) setErrors({ projectKey: message });
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby="new-project-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate aria-label="New project">
        <DialogTitle id="new-project-title">New project</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              label="Project name"
              value={form.projectName}
              autoFocus
              required
              onChange={(e) => {
                const projectName = e.target.value;
                setForm((f) => ({
                  ...f,
                  projectName,
                  projectKey: keyTouched ? f.projectKey : keyFromName(projectName),
                }));
              }}
              error={!!errors.projectName}
              helperText={errors.projectName ?? 'What visitors and staff see'}
            />
            <TextField
              label="Project key"
              value={form.projectKey}
              required
              onChange={(e) => {
                setKeyTouched(true);
                setForm((f) => ({ ...f, projectKey: e.target.value }));
              }}
              error={!!errors.projectKey}
              helperText={
                errors.projectKey ??
                'Letters, digits, - and _ only. It names the project for good and cannot be changed later.'
              }
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={form.isPrivate}
                  onChange={(e) => setForm((f) => ({ ...f, isPrivate: e.target.checked }))}
                />
              }
              label={
                form.isPrivate
                  ? 'Private: only its managers and people given access can open it'
                  : 'Public: anyone can open it'
              }
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Create project
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../lib/errors';
import { ANIMAL_EMOJIS, DEFAULT_ANIMAL_EMOJI, temporaryMemberName } from '../../access-codes/model';
import { createTemporaryMember } from '../../access-codes';
import { useOrgAccess } from '../use-org-access';
import { isEmailAddress } from '../../../kernel/email-address';

/** A temporary member: an animal and a first name, joined later with the anonymous code this makes. */
export function TemporaryMemberDialog({
  organisationId,
  onClose,
  onCreated,
}: {
  organisationId: string;
  onClose: () => void;
  onCreated: (name: string, code: string) => Promise<void>;
}) {
  const { user } = useOrgAccess();
  const [name, setName] = useState('');
  const [animal, setAnimal] = useState<string>(DEFAULT_ANIMAL_EMOJI);
  const [moderatorEmail, setModeratorEmail] = useState(user?.email ?? '');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameError =
    touched && !name.trim()
      ? 'Enter a name.'
      : name.length > 60
        ? 'Keep the name under 60 characters.'
        : null;
  const emailError =
    touched && !isEmailAddress(moderatorEmail) ? 'Enter the moderator’s e-mail address.' : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!name.trim() || name.length > 60 || !isEmailAddress(moderatorEmail)) return;
    setBusy(true);
    setError(null);
    try {
      const { code } = await createTemporaryMember({
        organisationId,
        name,
        animalEmoji: animal,
        moderatorEmail,
      });
      await onCreated(temporaryMemberName(name, animal), code);
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="temp-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="temp-title">Add a temporary member</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            For someone without an account yet, such as a pupil. They get an access code (valid 30 days) and
            become a full member when they join with it.
          </DialogContentText>
          <Stack direction="row" spacing={2}>
            <TextField
              select
              label="Animal"
              value={animal}
              onChange={(e) => setAnimal(e.target.value)}
              sx={{ width: 110 }}
              slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
            >
              {ANIMAL_EMOJIS.map((a) => (
                <MenuItem key={a} value={a}>
                  <span style={{ fontSize: 20 }}>{a}</span>
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="First name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={!!nameError}
              helperText={nameError ?? `Shown as ${temporaryMemberName(name || 'Name', animal)}`}
              required
              autoFocus
              fullWidth
            />
          </Stack>
          <TextField
            label="Moderator e-mail"
            type="email"
            value={moderatorEmail}
            onChange={(e) => setModeratorEmail(e.target.value)}
            error={!!emailError}
            helperText={emailError ?? 'The teacher or moderator responsible for this member.'}
            required
            fullWidth
            sx={{ mt: 2 }}
          />
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Add member
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { messageOf } from '../../../lib/errors';
import type { PublicWorkshop } from '../model';
import { showInterest } from '../service';

/** canAttend, needsCoverage, notes → the interest record and the interest notification e-mail. */
export function InterestDialog({
  workshop,
  name,
  onClose,
  onDone,
}: {
  workshop: Pick<PublicWorkshop, 'title'> & { id: string };
  name: string;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const [canAttend, setCanAttend] = useState(true);
  const [needsCoverage, setNeedsCoverage] = useState(false);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await showInterest(workshop.id, { canAttend, needsCoverage, notes: notes.trim() }, name);
      onDone('Thanks — your interest was sent.');
      onClose();
    } catch (err) {
      setError(messageOf(err)); // the choices stay as they were so the person can try again
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="interest-title"
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={submit}>
        <DialogTitle id="interest-title">Interested in “{workshop.title}”</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <FormControlLabel
            control={<Checkbox checked={canAttend} onChange={(e) => setCanAttend(e.target.checked)} />}
            label="I can attend"
          />
          <FormControlLabel
            control={
              <Checkbox checked={needsCoverage} onChange={(e) => setNeedsCoverage(e.target.checked)} />
            }
            label="I need cover for my usual duties"
          />
          <TextField
            fullWidth
            label="Notes"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            multiline
            minRows={2}
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Send interest
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { QueryState } from '../../../components/QueryState';
import { messageOf } from '../../../lib/errors';
import type { Workshop } from '../model';
import { useFacilitators } from '../queries';
import type { SubmitDialogProps } from './submit-dialog';

type Assignment = Workshop['facilitators'][number];

/**
 * Pick facilitators and their type (primary or recording); newly assigned ones get a confirmation e-mail. The
 * screen saves (`onSubmit`) and closes the dialog when it went through; a failure shows here.
 */
export function AssignDialog({
  workshop,
  busy,
  failure,
  onClose,
  onSubmit,
}: { workshop: Workshop & { id: string } } & SubmitDialogProps<Assignment[]>) {
  const facilitators = useFacilitators();
  const [chosen, setChosen] = useState<Map<string, Assignment>>(
    () => new Map(workshop.facilitators.map((f) => [f.userId, f])),
  );

  function toggle(f: { userId: string; name: string; email: string }) {
    setChosen((prev) => {
      const next = new Map(prev);
      if (next.has(f.userId)) next.delete(f.userId);
      else next.set(f.userId, { ...f, type: next.size === 0 ? 'primary' : 'recording' });
      return next;
    });
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="assign-title">
      <DialogTitle id="assign-title">Assign facilitators: {workshop.title}</DialogTitle>
      <DialogContent>
        {failure != null && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {messageOf(failure)}. The assignment was saved; resend the e-mail from Email Management.
          </Alert>
        )}
        <QueryState
          query={facilitators}
          loadingLabel="Loading facilitators"
          empty={
            <EmptyState
              title="No facilitators yet"
              hint="Give someone the facilitator role in an organisation first."
            />
          }
        >
          {(people) => (
            <List dense>
              {people.map((f) => {
                const a = chosen.get(f.userId);
                return (
                  <ListItem
                    key={f.userId}
                    secondaryAction={
                      a && (
                        <TextField
                          select
                          size="small"
                          label="Type"
                          value={a.type}
                          onChange={(e) =>
                            setChosen((prev) =>
                              new Map(prev).set(f.userId, {
                                ...a,
                                type: e.target.value as Assignment['type'],
                              }),
                            )
                          }
                        >
                          <MenuItem value="primary">Primary</MenuItem>
                          <MenuItem value="recording">Recording</MenuItem>
                        </TextField>
                      )
                    }
                  >
                    <Checkbox
                      edge="start"
                      checked={!!a}
                      onChange={() => toggle(f)}
                      slotProps={{ input: { 'aria-label': `Assign ${f.name || f.email}` } }}
                    />
                    <ListItemText primary={f.name || f.email} secondary={f.email} />
                  </ListItem>
                );
              })}
            </List>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => onSubmit([...chosen.values()])}
          disabled={busy || facilitators.isPending}
        >
          Save assignments
        </Button>
      </DialogActions>
    </Dialog>
  );
}

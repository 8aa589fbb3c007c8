import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { linkAddressProblem } from './link-address';

/**
 * Asks for a link's address in the rich-text editor: a labelled field that says what is wrong before anything
 * is set, Enter to set it, Escape or Cancel to leave the text as it was, and "Remove link" on an existing link.
 * Mount it only while open (its field starts from `initialHref` each time).
 */
export function LinkDialog({
  initialHref,
  onSet,
  onRemove,
  onClose,
}: {
  initialHref: string;
  onSet: (href: string) => void;
  /** Given for a link that exists: offers to remove it. */
  onRemove?: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [href, setHref] = useState(initialHref);
  const [problem, setProblem] = useState<string | null>(null);

  function submit() {
    const found = linkAddressProblem(href);
    setProblem(found);
    if (!found) onSet(href.trim());
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          // The editor's own form (a newsletter's) must not be submitted by the Enter that sets a link.
          e.stopPropagation();
          submit();
        }}
      >
        <DialogTitle id={titleId}>{onRemove ? 'Edit link' : 'Add a link'}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Link address"
            type="url"
            value={href}
            onChange={(e) => {
              setHref(e.target.value);
              if (problem) setProblem(null);
            }}
            error={!!problem}
            helperText={problem ?? 'A web page (https://…) or an e-mail address (mailto:…)'}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
          />
        </DialogContent>
        <DialogActions>
          {onRemove && (
            <Button color="error" onClick={onRemove} sx={{ mr: 'auto' }}>
              Remove link
            </Button>
          )}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Set link
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

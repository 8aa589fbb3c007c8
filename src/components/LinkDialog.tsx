import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from './FormTextField';
import { zLinkForm, type LinkForm } from './link-address';

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
  const form = useForm<LinkForm>({ resolver: zodResolver(zLinkForm), defaultValues: { href: initialHref } });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={(e) => {
          // The editor's own form (a newsletter's) must not be submitted by the Enter that sets a link.
          e.stopPropagation();
          void form.handleSubmit(({ href }) => onSet(href.trim()))(e);
        }}
      >
        <DialogTitle id={titleId}>{onRemove ? 'Edit link' : 'Add a link'}</DialogTitle>
        <DialogContent>
          <FormTextField
            control={form.control}
            name="href"
            hint="A web page (https://…) or an e-mail address (mailto:…)"
            autoFocus
            fullWidth
            margin="dense"
            label="Link address"
            type="url"
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

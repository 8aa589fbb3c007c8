import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DialogButtons } from './DialogButtons';
import type { ConfirmDialogProps } from './ConfirmDialog';

/** The confirmation's dialog itself, loaded by ConfirmDialog when first opened. */
export default function ConfirmDialogImpl({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogButtons label={confirmLabel} busy={busy} destructive onCancel={onClose} onAction={onConfirm} />
    </Dialog>
  );
}

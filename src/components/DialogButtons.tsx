import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

/**
 * A dialog's buttons: Cancel, and the one action the dialog exists for, named by what it does ("Save consent",
 * not "OK"). While the action runs both are disabled and the action says so (`busyLabel`), so a second click
 * cannot send it twice and the dialog is not closed half way through. The action submits the dialog's form
 * unless `onAction` is given; `destructive` colours it as the danger it is.
 */
export function DialogButtons({
  label,
  busyLabel,
  busy = false,
  disabled = false,
  destructive = false,
  onCancel,
  onAction,
  cancelLabel = 'Cancel',
}: {
  label: string;
  busyLabel?: string;
  busy?: boolean;
  /** The action cannot be taken yet (a required choice is missing); Cancel still can. */
  disabled?: boolean;
  destructive?: boolean;
  onCancel: () => void;
  onAction?: () => void;
  cancelLabel?: string;
}) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button
        type={onAction ? 'button' : 'submit'}
        onClick={onAction}
        variant="contained"
        color={destructive ? 'error' : 'primary'}
        disabled={busy || disabled}
      >
        {busy && busyLabel ? busyLabel : label}
      </Button>
    </DialogActions>
  );
}

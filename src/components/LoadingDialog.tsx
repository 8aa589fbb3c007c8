import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { LoadingRows } from './LoadingRows';

/**
 * What a dialog loaded on first open shows while its code arrives: its frame and title at once, so the press is
 * answered where the dialog will be, and rows saying it is loading. Closing it closes the dialog that was coming.
 */
export function LoadingDialog({
  title,
  onClose,
  maxWidth = 'sm',
}: {
  title: string;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
}) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby="loading-dialog-title">
      <DialogTitle id="loading-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <LoadingRows rows={3} label={`${title}: loading`} />
      </DialogContent>
    </Dialog>
  );
}

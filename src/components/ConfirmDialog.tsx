import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../lib/use-opened-once';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
}

// Most screens that can ask for a confirmation show a list first: the dialog and its modal machinery load when
// first asked for, not with the screen.
const ConfirmDialogImpl = lazy(() => import('./ConfirmDialogImpl'));

/**
 * Asks before a destructive action; the confirm button names the action rather than saying "OK". Draws nothing
 * until first opened, then stays mounted, so it closes with its transition and gives focus back.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogImpl {...props} />
    </Suspense>
  );
}

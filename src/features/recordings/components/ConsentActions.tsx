import Button from '@mui/material/Button';
import { useState } from 'react';
import { consentState } from '../consent';
import type { RecordingRow } from '../service';
import { ConsentDialog } from './ConsentDialog';
import { WithdrawConsentDialog } from './WithdrawConsentDialog';

/** The buttons (and their dialogs) to record a recording's consent, or to withdraw a standing one. */
export function ConsentActions({
  recording,
  disabled,
  onDone,
}: {
  recording: RecordingRow;
  disabled?: boolean;
  onDone: (text: string) => void;
}) {
  const [open, setOpen] = useState<'record' | 'withdraw' | null>(null);
  const state = consentState(recording);
  const title = recording.title || recording.id;
  // The button's name starts with its visible words, so a voice user can say what they see.
  const recordLabel = state === 'withdrawn' ? 'Record consent again' : 'Record consent';
  const done = (text: string) => {
    setOpen(null);
    onDone(text);
  };
  return (
    <>
      {state === 'consented' ? (
        <Button
          color="error"
          disabled={disabled}
          onClick={() => setOpen('withdraw')}
          aria-label={`Withdraw consent for ${title}`}
        >
          Withdraw consent
        </Button>
      ) : (
        <Button
          disabled={disabled}
          onClick={() => setOpen('record')}
          aria-label={`${recordLabel} for ${title}`}
        >
          {recordLabel}
        </Button>
      )}
      {open === 'record' && (
        <ConsentDialog recording={recording} onClose={() => setOpen(null)} onSaved={done} />
      )}
      {open === 'withdraw' && (
        <WithdrawConsentDialog recording={recording} onClose={() => setOpen(null)} onSaved={done} />
      )}
    </>
  );
}

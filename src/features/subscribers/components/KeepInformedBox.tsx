import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { KEEP_INFORMED_WORDING } from '@storytelling/shared/subscriber-api';

/**
 * The "keep me informed" box of the workshop booking form and the interest dialog. Its label is the exact
 * wording the server records as the person's consent (packages/shared/src/subscriber-api.ts).
 */
export function KeepInformedBox({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <FormControlLabel
      control={<Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} />}
      label={KEEP_INFORMED_WORDING}
    />
  );
}

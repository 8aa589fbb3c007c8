import Chip from '@mui/material/Chip';
import { STATUS_LABELS, type PartnerStatus } from '../model';

const COLOUR: Record<PartnerStatus, 'success' | 'default' | 'info'> = {
  active: 'success',
  prospect: 'info',
  lapsed: 'default',
};

/** A partner's status; an organisation with no record yet is a prospect, outlined until it is saved. */
export function StatusChip({ status, saved = true }: { status: PartnerStatus; saved?: boolean }) {
  return (
    <Chip
      size="small"
      label={STATUS_LABELS[status]}
      color={COLOUR[status]}
      variant={saved ? 'filled' : 'outlined'}
    />
  );
}

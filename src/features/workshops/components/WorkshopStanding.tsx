import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import { formatDate } from '../../../kernel/dates';
import { STANDING_LABEL, type Standing } from '../history';
import type { PublicWorkshop } from '../public-workshop';

const CHIP_COLOUR: Record<Standing | 'removed', 'primary' | 'error' | 'success' | 'default'> = {
  upcoming: 'primary',
  cancelled: 'error',
  delivered: 'success',
  past: 'default',
  removed: 'default',
};

/** Where a workshop stands, as a chip: Upcoming, Cancelled, Delivered, Past (or no longer listed). */
export function StandingChip({ standing }: { standing: Standing | 'removed' }) {
  const label = standing === 'removed' ? 'No longer listed' : STANDING_LABEL[standing];
  return <Chip size="small" label={label} color={CHIP_COLOUR[standing]} variant="outlined" />;
}

/**
 * Why and when a cancelled workshop was called off, for the people it affects (its facilitators and
 * participants). A reason left blank by the super admin says so rather than showing nothing.
 */
export function CancellationNotice({
  workshop,
}: {
  workshop: Pick<PublicWorkshop, 'status' | 'cancellationReason' | 'cancelledAt'>;
}) {
  if (workshop.status !== 'cancelled') return null;
  const when = workshop.cancelledAt ? ` on ${formatDate(workshop.cancelledAt)}` : '';
  return (
    <Alert severity="warning" variant="outlined" sx={{ my: 1 }} data-testid="cancellation-notice">
      Cancelled{when}. Reason: {workshop.cancellationReason?.trim() || 'none was given'}
    </Alert>
  );
}

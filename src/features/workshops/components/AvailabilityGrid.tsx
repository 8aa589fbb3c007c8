import Button from '@mui/material/Button';
import { useState } from 'react';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { QueryState } from '../../../components/QueryState';
import type { Availability } from '../model';
import { useAvailability, useSaveAvailability } from '../queries';
import { AvailabilityEditor } from './AvailabilityEditor';

export { AvailabilityEditor };

type Bands = Availability['bands'];

/**
 * The facilitator's general availability. When it cannot be read, the error and "Try again" show instead of an
 * empty grid, which saved would wipe what was there.
 */
export function AvailabilityGrid({ uid }: { uid: string }) {
  const saved = useAvailability(uid);
  return (
    <QueryState query={saved} loadingLabel="Loading availability">
      {(availability) => <AvailabilityForm uid={uid} initial={availability?.bands ?? {}} />}
    </QueryState>
  );
}

/** Starts from what was saved; edits stay local until saved. */
function AvailabilityForm({ uid, initial }: { uid: string; initial: Bands }) {
  const [bands, setBands] = useState<Bands>(initial);
  const save = useSaveAvailability(uid);
  return (
    <>
      <AvailabilityEditor value={bands} onChange={setBands} />
      <Button variant="contained" sx={{ mt: 2 }} disabled={save.isPending} onClick={() => save.mutate(bands)}>
        Save availability
      </Button>
      <OutcomeNotice
        outcome={outcomeOf(save, () => 'Availability saved.')}
        onClose={() => save.reset()}
        sx={{ mt: 2 }}
      />
    </>
  );
}

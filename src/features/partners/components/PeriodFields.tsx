import { useState } from 'react';
import { DateRangeFields } from '../../../components/DateRangeFields';
import { analyticsPeriod, type Period } from '../figures';

/**
 * From and to days of a period. A change is passed on only once both days make a period (the analytics module's
 * rule: in order, at most three years); until then the fields keep what was typed and say what is wrong.
 */
export function PeriodFields({ period, onChange }: { period: Period; onChange: (p: Period) => void }) {
  const [draft, setDraft] = useState<Period>(period);
  const checked = analyticsPeriod(draft);
  const set = (next: Period) => {
    setDraft(next);
    if (typeof analyticsPeriod(next) !== 'string') onChange(next);
  };
  return (
    <DateRangeFields value={draft} onChange={set} problem={typeof checked === 'string' ? checked : null} />
  );
}

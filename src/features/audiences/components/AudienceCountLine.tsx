import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { messageOf } from '../../../lib/errors';
import { resolutionSummary, type AudienceCount } from '../model';

/**
 * The server's count of an audience in words, announced politely as it changes: how many people are in it, how
 * many will receive e-mail and why the others will not, and the first names of some of them.
 */
export function AudienceCountLine({
  count,
  idle,
}: {
  count: Pick<UseQueryResult<AudienceCount>, 'isPending' | 'isError' | 'error' | 'data' | 'isFetching'>;
  /** What shows before there is anything to count. */
  idle?: string;
}) {
  const text =
    idle ??
    (count.isError
      ? `The audience could not be counted: ${messageOf(count.error)}`
      : count.isPending || !count.data
        ? 'Counting…'
        : resolutionSummary(count.data));
  const names = !idle && !count.isError && count.data?.preview.length ? count.data.preview : null;
  return (
    <div role="status" aria-live="polite" data-testid="audience-count">
      <Typography color={count.isError && !idle ? 'error' : undefined}>
        {text}
        {!idle && count.isFetching && count.data ? ' (updating…)' : ''}
      </Typography>
      {names && (
        <Typography variant="body2" color="text.secondary">
          Including {names.join(', ')}
          {count.data && count.data.people > names.length ? ' and others' : ''}
        </Typography>
      )}
    </div>
  );
}

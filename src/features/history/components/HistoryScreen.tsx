import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { OrganisationSelect } from '../../../components/OrganisationSelect';
import { OutcomeNotice, type Outcome } from '../../../components/OutcomeNotice';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { messageOf } from '../../../lib/errors';
import { useMembers, usePickedOrganisation } from '../../organisations';
import { useOrgAccess } from '../../session';
import {
  peopleToFilter,
  PLATFORM_HISTORY,
  rangeProblem,
  UNDO_DAYS,
  type HistoryFilters,
  type HistoryRow,
} from '../model';
import { useHistory, useUndoHistory } from '../queries';
import { HistoryFilterBar } from './HistoryFilterBar';
import { HistoryList } from './HistoryList';
import { NoOrganisationChosen } from '../../../components/NoOrganisationChosen';

const PLATFORM_CHOICE = { id: PLATFORM_HISTORY, name: 'Platform: authors and tags' };

/**
 * /history: who changed what in an organisation, newest first, for its admins; super admins pick an
 * organisation, or the platform's own history (authors and tags belong to no organisation).
 */
export default function HistoryScreen() {
  const access = useOrgAccess();
  const { orgId, organisations, pick } = usePickedOrganisation(access);
  const [filters, setFilters] = useState<Omit<HistoryFilters, 'organisationId'>>({
    kind: '',
    actorUid: '',
    from: '',
    to: '',
  });
  const [confirming, setConfirming] = useState<HistoryRow | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const query = { ...filters, organisationId: orgId };
  const history = useHistory(query, !rangeProblem(filters.from, filters.to));
  const members = useMembers(orgId === PLATFORM_HISTORY ? '' : orgId);
  const undo = useUndoHistory();
  const rows = useMemo(() => history.data?.pages.flatMap((p) => p.rows) ?? [], [history.data]);
  const people = peopleToFilter(members.data ?? [], rows);
  const choices = {
    data: organisations.data ? [PLATFORM_CHOICE, ...organisations.data] : undefined,
    isError: organisations.isError,
  };

  const confirmUndo = (row: HistoryRow) => {
    setConfirming(null);
    undo.mutate(row.id, {
      onSuccess: () => setOutcome({ ok: true, text: `Undone: ${row.summary}` }),
      onError: (e) => setOutcome({ ok: false, text: messageOf(e) }),
    });
  };

  return (
    <PageSection wide>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          History
        </Typography>
        {access.isSuperAdmin && <OrganisationSelect organisations={choices} value={orgId} onChange={pick} />}
      </Stack>
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        Who changed what, newest first. Author merges, tag deletions and member removals can be undone for{' '}
        {UNDO_DAYS} days.
      </Typography>
      <HistoryFilterBar
        filters={query}
        onChange={({ organisationId: _o, ...f }) => setFilters(f)}
        people={people}
      />
      <OutcomeNotice outcome={outcome} onClose={() => setOutcome(null)} />
      {!orgId ? (
        <NoOrganisationChosen superAdmin={access.isSuperAdmin} />
      ) : (
        <QueryState
          query={{
            isPending: history.isPending,
            isError: history.isError,
            error: history.error,
            data: history.data ? rows : undefined,
            // QueryState only calls it to try again and reads nothing from what it returns.
            refetch: () => history.refetch().then(() => undefined as never),
          }}
          loadingLabel="Loading history"
          errorText="The history could not be loaded"
          empty={
            <EmptyState
              title={
                filters.kind || filters.actorUid || filters.from || filters.to
                  ? 'No entries match these filters'
                  : 'Nothing in the history yet'
              }
              hint="Role changes, removals, merges, deletions, sends and settings changes show here as they happen."
            />
          }
        >
          {(list) => (
            <>
              <HistoryList
                rows={list}
                now={new Date()}
                onUndo={setConfirming}
                undoing={undo.isPending ? (undo.variables ?? null) : null}
              />
              {history.hasNextPage && (
                <Button
                  sx={{ mt: 2 }}
                  onClick={() => void history.fetchNextPage()}
                  disabled={history.isFetchingNextPage}
                >
                  {history.isFetchingNextPage ? 'Loading…' : 'Show older'}
                </Button>
              )}
            </>
          )}
        </QueryState>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Undo this change?"
        message={confirming ? `${confirming.summary}. Undo puts back what it changed.` : ''}
        confirmLabel="Undo"
        onConfirm={() => confirming && confirmUndo(confirming)}
        onClose={() => setConfirming(null)}
      />
    </PageSection>
  );
}

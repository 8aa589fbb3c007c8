import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/TextInput';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AdminDataGrid } from '../../../components/AdminDataGrid';
import { EmptyState } from '../../../components/EmptyState';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../session';
import { duplicateGroups, searchAuthors, type AuthorWithEmail } from '../merge-plan';
import { useAuthorContacts, useAuthors, useMergeAuthors } from '../queries';
import type { AuthorRow } from '../service';
import { MergeDialog } from './MergeDialog';
import { actorOf, can } from '../../../kernel/permissions';

const COLUMNS: GridColDef<AuthorWithEmail>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, valueGetter: (_v, a) => a.name ?? '—' },
  { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 200, valueGetter: (_v, a) => a.email ?? '' },
  { field: 'id', headerName: 'Key', flex: 1, minWidth: 160 },
  {
    field: 'authorTags',
    headerName: 'Author tags',
    flex: 1,
    minWidth: 160,
    valueGetter: (_v, a) => a.tags.authorTags.join(', '),
  },
  {
    field: 'userKey',
    headerName: 'Linked user',
    flex: 1,
    minWidth: 140,
    valueGetter: (_v, a) => a.userKey ?? '',
  },
];

export default function ArtistsViewScreen() {
  const { user } = useSession();
  const authors = useAuthors();
  // The route is a super admin's; the addresses are kept apart from the profiles (authorContacts).
  const contacts = useAuthorContacts(Boolean(user));
  const merge = useMergeAuthors();
  const [search, setSearch] = useState('');
  const [pair, setPair] = useState<[AuthorRow, AuthorRow] | null>(null);
  const withEmails = useMemo<AuthorWithEmail[]>(
    () => (authors.data ?? []).map((a) => ({ ...a, email: contacts.data?.get(a.id) })),
    [authors.data, contacts.data],
  );
  const rows = useMemo(() => searchAuthors(withEmails, search), [withEmails, search]);
  const duplicates = useMemo(() => duplicateGroups(authors.data ?? []), [authors.data]);
  // A merge rewrites recordings of every project and users' links: only those who may write a recording
  // whatever its project (super admins) merge.
  const canMerge = can(actorOf(user), 'Recordings', 'update');
  const outcome = outcomeOf(merge, (plan, { survivor, merged }) => {
    const m = plan.moved;
    return `Merged ${merged.name ?? merged.id} into ${survivor.name ?? survivor.id}: ${m.recordings} recordings, ${m.tags} tags and ${m.users} users moved.`;
  });

  function mergePair(survivor: AuthorRow, merged: AuthorRow) {
    merge.mutate(
      { survivorKey: survivor.id, mergedKey: merged.id, survivor, merged },
      { onSettled: () => setPair(null) },
    );
  }

  return (
    <PageSection wide>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        Artists
      </Typography>
      {canMerge && (
        <Typography sx={{ mb: 2 }}>
          <Link component={RouterLink} to="/author-claim-process">
            Review profile claims
          </Link>
        </Typography>
      )}
      <OutcomeNotice outcome={outcome} onClose={() => merge.reset()} />
      <QueryState query={authors} loadingLabel="Loading author profiles">
        {() => (
          <>
            <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="duplicates">
              <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                Possible duplicates
              </Typography>
              {duplicates.length === 0 ? (
                <EmptyState title="No look-alike names" />
              ) : (
                duplicates.map((group) => (
                  <Stack key={group[0]!.id} direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
                    <Typography sx={{ flex: 1 }}>
                      {group.map((a) => `“${a.name}” (${a.id})`).join(' · ')}
                    </Typography>
                    {canMerge && (
                      <Button variant="outlined" onClick={() => setPair([group[0]!, group[1]!])}>
                        Merge…
                      </Button>
                    )}
                  </Stack>
                ))
              )}
              {!canMerge && <Alert severity="info">Only a super admin can merge profiles.</Alert>}
            </Paper>
            <TextInput
              size="small"
              type="search"
              label="Search authors"
              helperText="By name, e-mail address or key"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              sx={{ mb: 2, minWidth: 320 }}
            />
            {rows.length === 0 ? (
              <EmptyState title={search ? 'No author matches this search' : 'No author profiles yet'} />
            ) : (
              <AdminDataGrid
                rows={rows}
                columns={COLUMNS}
                label="Author profiles"
                csvFileName="authors"
                pageSize={50}
                rowAttributes={() => ({ 'data-testid': 'author-row' })}
              />
            )}
          </>
        )}
      </QueryState>
      {pair && (
        <MergeDialog pair={pair} busy={merge.isPending} onMerge={mergePair} onClose={() => setPair(null)} />
      )}
    </PageSection>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { messageOf } from '../../../lib/errors';
import { useSession } from '../../session';
import { duplicateGroups, searchAuthors } from '../merge-plan';
import { useAuthors, useRefreshAuthors } from '../queries';
import { mergeAuthors, type AuthorRow } from '../service';
import { MergeDialog } from './MergeDialog';
import { OutcomeNotice } from '../../../components/OutcomeNotice';

export default function ArtistsViewScreen() {
  const { user } = useSession();
  const authors = useAuthors();
  const refresh = useRefreshAuthors();
  const [search, setSearch] = useState('');
  const [pair, setPair] = useState<[AuthorRow, AuthorRow] | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const rows = useMemo(() => searchAuthors(authors.data ?? [], search), [authors.data, search]);
  const duplicates = useMemo(() => duplicateGroups(authors.data ?? []), [authors.data]);
  // A merge rewrites recordings of every project and users' links: only a super admin may read and write all.
  const canMerge = user?.userRole === 'superAdmin';

  async function merge(survivor: AuthorRow, merged: AuthorRow) {
    setBusy(true);
    try {
      const plan = await mergeAuthors(survivor.id, merged.id);
      const m = plan.moved;
      setNotice({
        ok: true,
        text: `Merged ${merged.name ?? merged.id} into ${survivor.name ?? survivor.id}: ${m.recordings} recordings, ${m.tags} tags and ${m.users} users moved.`,
      });
      setPair(null);
      await refresh();
    } catch (error) {
      setNotice({ ok: false, text: messageOf(error) });
      setPair(null);
    } finally {
      setBusy(false);
    }
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
      <OutcomeNotice outcome={notice} onClose={() => setNotice(null)} />
      {authors.isPending ? (
        <LoadingRows label="Loading author profiles" />
      ) : authors.isError ? (
        <Alert severity="error">{messageOf(authors.error)}</Alert>
      ) : (
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
          <TextField
            size="small"
            type="search"
            label="Search authors"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{ mb: 2, minWidth: 320 }}
          />
          {rows.length === 0 ? (
            <EmptyState title={search ? 'No author matches this search' : 'No author profiles yet'} />
          ) : (
            <Table size="small" aria-label="Author profiles">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>E-mail</TableCell>
                  <TableCell>Key</TableCell>
                  <TableCell>Author tags</TableCell>
                  <TableCell>Linked user</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((a) => (
                  <TableRow key={a.id} data-testid="author-row">
                    <TableCell>{a.name ?? '—'}</TableCell>
                    <TableCell>{a.email ?? ''}</TableCell>
                    <TableCell>{a.id}</TableCell>
                    <TableCell>{a.tags.authorTags.join(', ')}</TableCell>
                    <TableCell>{a.userKey ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
      {pair && <MergeDialog pair={pair} busy={busy} onMerge={merge} onClose={() => setPair(null)} />}
    </PageSection>
  );
}

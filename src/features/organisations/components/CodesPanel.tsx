import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { visuallyHidden } from '@mui/utils';
import { useMemo, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { SearchSortBar } from '../../../components/SearchSortBar';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingRows } from '../../../components/LoadingRows';
import { messageOf } from '../../../lib/errors';
import { createAccessCode, deleteAccessCodes, deleteAllGeneratedCodes } from '../../access-codes';
import { joinLink, inviteByEmail } from '../../invites';
import { INVITATION_ROLE_WORDING, ROLE_LABELS, type Role } from '../../../kernel/roles';
import { grantableRoles } from '../membership-rules';
import { useGeneratedCodes, useGroups, useRefreshOrganisation } from '../queries';
import { useOrgAccess } from '../use-org-access';
import { isEmailAddress } from '../../../kernel/email-address';
import { formatDate } from '../../../kernel/dates';

/** Access codes: invite one person by e-mail (7 days) or make an anonymous code for a class (30 days). */
export function CodesPanel({ organisationId }: { organisationId: string }) {
  const { isSuperAdmin, user } = useOrgAccess();
  const codes = useGeneratedCodes(organisationId);
  const groups = useGroups(organisationId);
  const refresh = useRefreshOrganisation(organisationId);
  const roles = grantableRoles(user?.organisations[organisationId]?.roles ?? [], isSuperAdmin);
  const [role, setRole] = useState<Role>('member');
  const [email, setEmail] = useState('');
  const [groupId, setGroupId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Fixed at first render: whether a code shows as expired need not tick over while the page is open.
  const [now] = useState(() => Date.now());
  const [made, setMade] = useState<{ code: string; email?: string } | null>(null);
  const [deleting, setDeleting] = useState<string | 'all' | null>(null);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<'newest' | 'expiry'>('newest');
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const found = (codes.data ?? []).filter((c) =>
      [c.code, c.email ?? '', c.identifier ?? '', ROLE_LABELS[c.role]].some((f) =>
        f.toLowerCase().includes(needle),
      ),
    );
    return sort === 'expiry'
      ? [...found].sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime())
      : [...found].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }, [codes.data, search, sort]);
  const emailError =
    email.trim() && !isEmailAddress(email)
      ? 'Enter a valid e-mail address, or leave it empty for an anonymous code.'
      : null;
  const origin = window.location.origin;

  async function create(event: FormEvent) {
    event.preventDefault();
    if (emailError) return;
    setBusy(true);
    setError(null);
    setMade(null);
    try {
      if (email.trim()) {
        const result = await inviteByEmail({
          organisationId,
          email: email.trim(),
          role,
          groupId: groupId || undefined,
        });
        setMade({ code: result.code, email: email.trim() });
        if (result.emailError) setError(result.emailError);
        setEmail('');
      } else {
        const code = await createAccessCode({ organisationId, role, groupId: groupId || undefined });
        setMade({ code });
      }
      await refresh();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  async function confirmDelete() {
    setBusy(true);
    setError(null);
    try {
      if (deleting === 'all') await deleteAllGeneratedCodes(organisationId);
      else if (deleting) await deleteAccessCodes(organisationId, [deleting]);
      setDeleting(null);
      await refresh();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  const copy = (text: string) => void navigator.clipboard?.writeText(text);

  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        onSubmit={create}
        noValidate
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
      >
        <TextField
          select
          label="Role"
          value={role}
          onChange={(e) => setRole(e.target.value as Role)}
          size="small"
          sx={{ minWidth: 200 }}
        >
          {roles.map((r) => (
            <MenuItem key={r} value={r}>
              {INVITATION_ROLE_WORDING[r] ?? ROLE_LABELS[r]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="E-mail (optional)"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          size="small"
          error={!!emailError}
          helperText={
            emailError ??
            (email.trim()
              ? 'A personal code, e-mailed, valid 7 days.'
              : 'Empty: an anonymous code anyone can use, valid 30 days.')
          }
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label="Group (optional)"
          value={groupId}
          onChange={(e) => setGroupId(e.target.value)}
          size="small"
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">No group</MenuItem>
          {(groups.data ?? []).map((g) => (
            <MenuItem key={g.id} value={g.id}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || !!emailError}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {email.trim() ? 'Send invitation' : 'Create code'}
          </Button>
        </Box>
      </Stack>
      {error && (
        <Alert severity="error" role="alert" onClose={() => setError(null)}>
          {error}
          {made && ` The code ${made.code} was created: share the link below another way.`}
        </Alert>
      )}
      {made && (
        <Alert
          severity={error ? 'warning' : 'success'}
          action={
            <Button color="inherit" size="small" onClick={() => copy(joinLink(origin, made.code))}>
              Copy link
            </Button>
          }
        >
          {made.email && !error ? `Invitation sent to ${made.email}. ` : ''}Code{' '}
          <strong data-testid="new-code">{made.code}</strong>:{' '}
          <span data-testid="new-link">{joinLink(origin, made.code)}</span>
        </Alert>
      )}
      {codes.isPending ? (
        <LoadingRows label="Loading codes" />
      ) : codes.isError ? (
        <Alert severity="error">{messageOf(codes.error)}</Alert>
      ) : codes.data.length === 0 ? (
        <EmptyState
          title="No access codes yet"
          hint="Create one above to let people join this organisation."
        />
      ) : (
        <>
          <SearchSortBar
            searchLabel="Search codes"
            placeholder="Code, e-mail, name or role"
            search={search}
            onSearch={setSearch}
            sort={sort}
            onSort={setSort}
            options={[
              ['newest', 'Newest first'],
              ['expiry', 'Expiring soonest'],
            ]}
          />
          {shown.length === 0 && <EmptyState title="No code matches that search" />}
          <TableContainer>
            <Table size="small" aria-label="Access codes">
              <TableHead>
                <TableRow>
                  <TableCell>Code</TableCell>
                  <TableCell>Role</TableCell>
                  <TableCell>For</TableCell>
                  <TableCell>Expires</TableCell>
                  <TableCell align="right">
                    <Box component="span" sx={visuallyHidden}>
                      Actions
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((c) => {
                  const expired = c.expiresAt.getTime() <= now;
                  return (
                    <TableRow key={c.id} hover>
                      <TableCell sx={{ fontFamily: 'monospace', fontSize: 15 }}>{c.code}</TableCell>
                      <TableCell>{ROLE_LABELS[c.role]}</TableCell>
                      <TableCell>
                        {c.email ??
                          (c.identifier
                            ? `${c.animalEmoji ?? ''} ${c.identifier} (temporary member)`
                            : 'Anyone with the code')}
                      </TableCell>
                      <TableCell>
                        <Typography variant="body2" color={expired ? 'error' : 'text.primary'}>
                          {expired ? 'Expired ' : ''}
                          {formatDate(c.expiresAt)}
                        </Typography>
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Tooltip title="Copy join link">
                          <IconButton
                            aria-label={`Copy join link for ${c.code}`}
                            onClick={() => copy(joinLink(origin, c.code))}
                          >
                            <ContentCopy fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title="Delete code">
                          <IconButton
                            aria-label={`Delete code ${c.code}`}
                            onClick={() => setDeleting(c.code)}
                          >
                            <DeleteOutlined />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          <Box>
            <Button color="error" onClick={() => setDeleting('all')}>
              Delete all codes
            </Button>
          </Box>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting === 'all' ? 'Delete every code?' : `Delete code ${deleting ?? ''}?`}
        message={
          deleting === 'all'
            ? 'Nobody can join with any of these codes afterwards. Members who already joined stay.'
            : 'Nobody can join with this code afterwards. Members who already joined stay.'
        }
        confirmLabel="Delete"
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}

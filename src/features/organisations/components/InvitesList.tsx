import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopy from '../../../components/icons/ContentCopy';
import { visuallyHidden } from '@mui/utils';
import { useMemo, useState } from 'react';
import { SearchSortBar } from '../../../components/SearchSortBar';
import { EmptyState } from '../../../components/EmptyState';
import { QueryState } from '../../../components/QueryState';
import type { WithId } from '../../../lib/converter';
import { isInviteValid, type Invite } from '../../invites/model';
import type { Project } from '../../projects/model';
import { useProjectInvites } from '../queries';
import { formatDate } from '../../../kernel/dates';

type InviteSort = 'newest' | 'expiry' | 'project';

interface ListedInvite {
  id: string;
  projectName: string;
  accessLevel: string;
  email: string;
  valid: boolean;
  createdAt: Date;
  expirationDate: Date;
}

const ACCESS_LABEL: Record<string, string> = { read: 'Read', write: 'Write' };
const accessLabel = (level: string) => ACCESS_LABEL[level] ?? level;

/** Search by project, access level, status, e-mail or invite id; sort newest first, by expiry or by project. */
function filterAndSortInvites(invites: readonly ListedInvite[], search: string, sort: InviteSort) {
  const needle = search.trim().toLowerCase();
  const found = needle
    ? invites.filter((i) =>
        [i.projectName, accessLabel(i.accessLevel), i.valid ? 'valid' : 'expired', i.email, i.id].some((f) =>
          f.toLowerCase().includes(needle),
        ),
      )
    : [...invites];
  const newest = (a: ListedInvite, b: ListedInvite) => b.createdAt.getTime() - a.createdAt.getTime();
  if (sort === 'expiry')
    return found.sort((a, b) => a.expirationDate.getTime() - b.expirationDate.getTime() || newest(a, b));
  if (sort === 'project')
    return found.sort((a, b) => a.projectName.localeCompare(b.projectName) || newest(a, b));
  return found.sort(newest);
}

/** The invite links made for the organisation's projects, with whether each still works. */
export function InvitesList({
  organisationId,
  projects,
}: {
  organisationId: string;
  projects: readonly WithId<Project>[];
}) {
  const projectIds = useMemo(() => projects.map((p) => p.id).sort(), [projects]);
  const invites = useProjectInvites(organisationId, projectIds);
  // Fixed at first render, like the codes tab: the status need not tick over while the page is open.
  const [now] = useState(() => Date.now());
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<InviteSort>('newest');
  const names = useMemo(() => new Map(projects.map((p) => [p.id, p.projectName])), [projects]);
  const listed = useMemo(
    () =>
      (invites.data ?? []).map((i: WithId<Invite>): ListedInvite => ({
        id: i.id,
        projectName: names.get(i.project_id ?? '') ?? i.project_id ?? '',
        accessLevel: i.accessLevel,
        email: i.email ?? '',
        valid: isInviteValid(i, new Date(now)),
        createdAt: i.createdAt,
        expirationDate: i.expirationDate,
      })),
    [invites.data, names, now],
  );
  const shown = useMemo(() => filterAndSortInvites(listed, search, sort), [listed, search, sort]);
  const link = (id: string) => `${window.location.origin}/invite/${id}`;

  return (
    <Stack spacing={2} component="section" aria-labelledby="invites-heading">
      <Typography id="invites-heading" variant="h2" sx={{ fontSize: 18 }}>
        Invite links
      </Typography>
      <QueryState
        query={invites}
        loadingLabel="Loading invites"
        empty={<EmptyState title="No invite links yet" hint="Create one for a project above." />}
      >
        {() => (
          <>
            <SearchSortBar
              searchLabel="Search invites"
              placeholder="Project, access, status or e-mail"
              search={search}
              onSearch={setSearch}
              sortLabel="Sort invites by"
              sort={sort}
              onSort={setSort}
              options={[
                ['newest', 'Newest first'],
                ['expiry', 'Expiring soonest'],
                ['project', 'Project'],
              ]}
            />
            {shown.length === 0 && <EmptyState title="No invite matches that search" />}
            {shown.length > 0 && (
              <TableContainer>
                <Table size="small" aria-label="Invites">
                  <TableHead>
                    <TableRow>
                      <TableCell>Project</TableCell>
                      <TableCell>Access</TableCell>
                      <TableCell>Status</TableCell>
                      <TableCell>Created</TableCell>
                      <TableCell>Expires</TableCell>
                      <TableCell align="right">
                        <Box component="span" sx={visuallyHidden}>
                          Actions
                        </Box>
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {shown.map((i) => (
                      <TableRow key={i.id} hover data-testid={`invite-${i.id}`}>
                        <TableCell>
                          {i.projectName}
                          {i.email && (
                            <Typography variant="body2" color="text.secondary">
                              {i.email}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell>{accessLabel(i.accessLevel)}</TableCell>
                        <TableCell>
                          <Chip
                            size="small"
                            label={i.valid ? 'Valid' : 'Expired'}
                            color={i.valid ? 'success' : 'default'}
                            variant={i.valid ? 'filled' : 'outlined'}
                          />
                        </TableCell>
                        <TableCell>{formatDate(i.createdAt)}</TableCell>
                        <TableCell>
                          <Typography variant="body2" color={i.valid ? 'text.primary' : 'error'}>
                            {formatDate(i.expirationDate)}
                          </Typography>
                        </TableCell>
                        <TableCell align="right">
                          <Tooltip title="Copy invite link">
                            <IconButton
                              aria-label={`Copy invite link ${i.id}`}
                              onClick={() => void navigator.clipboard?.writeText(link(i.id))}
                            >
                              <ContentCopy fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}

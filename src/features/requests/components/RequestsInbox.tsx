import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingRows } from '../../../components/LoadingRows';
import { RetryAlert } from '../../../components/RetryAlert';
import { messageOf } from '../../../lib/errors';
import { useOrganisationNames } from '../../organisations';
import { useOrgAccess } from '../../session';
import {
  contactOf,
  KIND_LABELS,
  matchesSearch,
  STATUS_LABELS,
  titleOf,
  URGENCY_LABELS,
  type InboxItem,
  type RequestKind,
} from '../model';
import { useInboxPages } from '../queries';
import type { InboxFilters } from '../service';
import { InboxFilterBar } from './InboxFilters';
import { RequestDialog } from './RequestDialog';
import { formatDate } from '../../../kernel/dates';
import { TableHeadRow } from '../../../components/TableHeadRow';

const FIRST: Omit<InboxFilters, 'organisationId'> = {
  kind: null,
  status: null,
  urgency: null,
  from: '',
  to: '',
  order: 'desc',
};

/**
 * The requests inbox: booking requests, group workshop requests and project inquiries in one list, a page at a
 * time (at most 24 document reads a page). Super admins see every organisation's (and those naming none or a
 * deleted one); an organisation's admins see their current organisation's. Opening one shows everything the
 * requester gave and its status steps.
 */
export function RequestsInbox({ kind }: { kind?: RequestKind }) {
  const access = useOrgAccess();
  const organisations = useOrganisationNames(access.isSuperAdmin);
  const [filters, setFilters] = useState<InboxFilters>({
    ...FIRST,
    kind: kind ?? null,
    organisationId: access.isSuperAdmin ? null : (access.organisationId ?? ''),
  });
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<{ kind: RequestKind; id: string } | null>(null);
  const allowed = access.isSuperAdmin || (access.isAdmin && !!access.organisationId);
  const pages = useInboxPages(filters, allowed);
  const loaded = useMemo(() => pages.data?.pages.flatMap((p) => p.items) ?? [], [pages.data]);
  const shown = search.trim() ? loaded.filter((i) => matchesSearch(i, search)) : loaded;
  const orgName = (id: string) =>
    organisations.data?.find((o) => o.id === id)?.name ??
    (id === access.organisationId ? access.organisationName : '');

  if (!allowed)
    return <Alert severity="warning">Requests are for an organisation&apos;s admins and super admins.</Alert>;

  return (
    <>
      <InboxFilterBar
        filters={filters}
        onChange={setFilters}
        search={search}
        onSearch={setSearch}
        organisations={access.isSuperAdmin ? (organisations.data ?? []) : undefined}
        fixedKind={!!kind}
      />
      {pages.isPending ? (
        <LoadingRows label="Loading requests" />
      ) : pages.isError ? (
        <RetryAlert onRetry={() => pages.refetch()}>{messageOf(pages.error)}</RetryAlert>
      ) : shown.length === 0 ? (
        <EmptyState
          title={loaded.length ? 'No loaded request matches the search' : 'No requests here'}
          hint={
            loaded.length
              ? pages.hasNextPage
                ? 'Load more to search further back.'
                : undefined
              : 'Requests filed on the booking page, group requests and project inquiries arrive here.'
          }
        />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={kind ? `${KIND_LABELS[kind]}s` : 'Requests'}>
            <TableHeadRow headings={['Received', 'Request', 'Contact', 'Organisation', 'Status']} />
            <TableBody>
              {shown.map((item) => (
                <InboxRow
                  key={`${item.kind}/${item.id}`}
                  item={item}
                  organisationName={orgName(item.organisationId)}
                  onOpen={() => setOpen({ kind: item.kind, id: item.id })}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {pages.data ? `${shown.length} of ${loaded.length} loaded` : ''}
        </Typography>
        {pages.hasNextPage && (
          <Button onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            {pages.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        )}
      </Stack>
      {open && <RequestDialog kind={open.kind} id={open.id} onClose={() => setOpen(null)} />}
    </>
  );
}

function InboxRow({
  item,
  organisationName,
  onOpen,
}: {
  item: InboxItem;
  organisationName: string;
  onOpen: () => void;
}) {
  return (
    <TableRow data-testid={`request-${item.id}`} data-status={item.status}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(item.createdAt)}</TableCell>
      <TableCell>
        <Link component="button" type="button" onClick={onOpen} sx={{ textAlign: 'left' }}>
          {titleOf(item)}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {KIND_LABELS[item.kind]}
          {item.urgency ? ` · ${URGENCY_LABELS[item.urgency]}` : ''}
        </Typography>
        {item.likelyDuplicateOf && (
          <Chip size="small" color="warning" variant="outlined" label="Likely duplicate" sx={{ mt: 0.5 }} />
        )}
      </TableCell>
      <TableCell>
        {item.contactName}
        <Typography variant="body2" color="text.secondary">
          {contactOf(item)}
        </Typography>
      </TableCell>
      <TableCell>
        {organisationName || item.organisationName || (item.organisationId ? item.organisationId : '—')}
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          label={STATUS_LABELS[item.status]}
          color={item.status === 'new' ? 'primary' : item.status === 'declined' ? 'default' : 'success'}
          variant={item.status === 'inProgress' ? 'outlined' : 'filled'}
        />
      </TableCell>
    </TableRow>
  );
}

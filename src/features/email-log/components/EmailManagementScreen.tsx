import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { lazy, Suspense, useMemo, useState } from 'react';
import { AdminDataGrid } from '../../../components/AdminDataGrid';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingRows } from '../../../components/LoadingRows';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import type { WithId } from '../../../lib/converter';
import { useSession } from '../../session';
import {
  EMAIL_LOG_STATUSES,
  EMAIL_LOG_TYPES,
  RECENT_LOGS,
  type LogFilters,
  type WorkshopEmailLog,
} from '../model';
import { useEmailStats, useRecentLogs, useResendLog } from '../queries';
import { localDayIso } from '../../../kernel/dates';
import { actorOf, can } from '../../../kernel/permissions';
import { SelectInput } from '../../../components/SelectInput';

const EmailPerDayChart = lazy(() => import('./EmailPerDayChart'));

const TYPE_LABELS: Record<(typeof EMAIL_LOG_TYPES)[number], string> = {
  booking_request: 'Booking request',
  assignment_confirmation: 'Assignment confirmation',
  interest_notification: 'Interest notification',
  participant_update: 'Participant update',
  cancellation: 'Cancellation',
};

export default function EmailManagementScreen() {
  const { user } = useSession();
  const today = localDayIso();
  const [filters, setFilters] = useState<LogFilters>({ type: '', status: '', workshopId: '' });
  const filtered = Boolean(filters.type || filters.status || filters.workshopId);
  const recent = useRecentLogs(filters);
  const statsQuery = useEmailStats(today);
  const resend = useResendLog();
  const resending = resend.isPending ? resend.variables : null;
  const stats = useMemo(() => statsQuery.data ?? [], [statsQuery.data]);
  const workshops = useMemo(() => {
    const m = new Map<string, string>();
    // Workshops among the rows shown (and the one filtered on).
    for (const l of recent.data ?? []) m.set(l.workshopId, `${l.workshopTitle} (${l.workshopDate})`);
    return [...m.entries()];
  }, [recent.data]);

  // The whole log, whoever sent each e-mail and to whom.
  if (!user || !can(actorOf(user), 'workshopEmailLogs', 'list'))
    return (
      <PageSection>
        <Alert severity="warning">Email management is for super admins.</Alert>
      </PageSection>
    );

  const notice = outcomeOf(resend, () => 'E-mail resent; the entry is now marked sent.');
  const columns = logColumns(resending, (id) => {
    resend.reset();
    resend.mutate(id);
  });

  const totals = stats.reduce((t, d) => ({ sent: t.sent + d.sent, failed: t.failed + d.failed }), {
    sent: 0,
    failed: 0,
  });

  return (
    <PageSection wide>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        Email Management
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          Last 30 days: {totals.sent} sent, {totals.failed} failed
        </Typography>
        <QueryState query={statsQuery} rows={3} loadingLabel="Loading statistics">
          {(days) => (
            <Suspense fallback={<LoadingRows rows={3} label="Loading chart" />}>
              <EmailPerDayChart stats={days} />
            </Suspense>
          )}
        </QueryState>
      </Paper>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SelectInput
          label="Type"
          size="small"
          value={filters.type}
          onChange={(e) => setFilters((f) => ({ ...f, type: e.target.value as LogFilters['type'] }))}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">All types</MenuItem>
          {EMAIL_LOG_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {TYPE_LABELS[t]}
            </MenuItem>
          ))}
        </SelectInput>
        <SelectInput
          label="Status"
          size="small"
          value={filters.status}
          onChange={(e) => setFilters((f) => ({ ...f, status: e.target.value as LogFilters['status'] }))}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All statuses</MenuItem>
          {EMAIL_LOG_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </SelectInput>
        <SelectInput
          label="Workshop"
          size="small"
          value={filters.workshopId}
          onChange={(e) => setFilters((f) => ({ ...f, workshopId: e.target.value }))}
          sx={{ minWidth: 280 }}
        >
          <MenuItem value="">All workshops</MenuItem>
          {workshops.map(([id, label]) => (
            <MenuItem key={id} value={id}>
              {label}
            </MenuItem>
          ))}
        </SelectInput>
      </Stack>
      <OutcomeNotice outcome={notice} onClose={() => resend.reset()} />
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {filtered ? '50 most recent matching the filters' : '50 most recent'}
      </Typography>
      <QueryState
        query={recent}
        loadingLabel="Loading e-mail log"
        empty={<EmptyState title={filtered ? 'No entries match these filters' : 'No workshop e-mails yet'} />}
      >
        {(logs) => (
          <AdminDataGrid
            rows={logs}
            columns={columns}
            label="Workshop e-mail log"
            csvFileName="workshop-email-log"
            pageSize={RECENT_LOGS}
            autoRowHeight
            rowAttributes={(l) => ({ 'data-testid': 'log-row', 'data-status': l.status })}
          />
        )}
      </QueryState>
    </PageSection>
  );
}

type LogRow = WithId<WorkshopEmailLog>;

/** The log's columns; Resend is on failed entries only, one resend at a time. */
function logColumns(resending: string | null, onResend: (id: string) => void): GridColDef<LogRow>[] {
  return [
    {
      field: 'sentAt',
      headerName: 'Sent',
      type: 'dateTime',
      width: 170,
      valueFormatter: (value: Date) => value.toLocaleString('en-GB'),
    },
    { field: 'type', headerName: 'Type', width: 190, valueGetter: (_v, l) => TYPE_LABELS[l.type] },
    { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 180 },
    { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
    {
      field: 'workshopTitle',
      headerName: 'Workshop',
      flex: 1,
      minWidth: 180,
      renderCell: ({ row: l }) => (
        <Box sx={{ py: 0.5 }}>
          {l.workshopTitle}
          <br />
          <small>{l.workshopDate}</small>
        </Box>
      ),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 150,
      renderCell: ({ row: l }) => (
        <Box sx={{ py: 0.5 }}>
          <Chip
            size="small"
            label={l.status}
            color={l.status === 'sent' ? 'success' : 'error'}
            title={l.errorMessage}
          />
          {l.status === 'failed' && l.errorMessage && (
            <Typography variant="caption" component="div" color="error" sx={{ whiteSpace: 'normal' }}>
              {l.errorMessage}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      field: 'actions',
      headerName: '',
      width: 120,
      sortable: false,
      filterable: false,
      disableExport: true,
      renderCell: ({ row: l }) =>
        l.status === 'failed' && (
          <Button
            size="small"
            onClick={() => onResend(l.id)}
            disabled={resending !== null}
            aria-label={`Resend to ${l.recipient}`}
          >
            {resending === l.id ? 'Resending…' : 'Resend'}
          </Button>
        ),
    },
  ];
}

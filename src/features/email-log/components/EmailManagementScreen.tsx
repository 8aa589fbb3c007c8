import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { messageOf } from '../../../lib/errors';
import { useSession } from '../../session/session-context';
import { EMAIL_LOG_STATUSES, EMAIL_LOG_TYPES, type LogFilters } from '../model';
import { logKeys, useRecentLogs, useEmailStats } from '../queries';
import { resendLog } from '../service';
import { OutcomeNotice } from '../../../components/OutcomeNotice';

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
  const today = new Date().toISOString().slice(0, 10);
  const [filters, setFilters] = useState<LogFilters>({ type: '', status: '', workshopId: '' });
  const filtered = Boolean(filters.type || filters.status || filters.workshopId);
  const recent = useRecentLogs(filters);
  const statsQuery = useEmailStats(today);
  const client = useQueryClient();
  const [resending, setResending] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const stats = useMemo(() => statsQuery.data ?? [], [statsQuery.data]);
  const workshops = useMemo(() => {
    const m = new Map<string, string>();
    // Workshops among the rows shown (and the one filtered on).
    for (const l of recent.data ?? []) m.set(l.workshopId, `${l.workshopTitle} (${l.workshopDate})`);
    return [...m.entries()];
  }, [recent.data]);

  if (user?.userRole !== 'superAdmin')
    return (
      <PageSection>
        <Alert severity="warning">Email management is for super admins.</Alert>
      </PageSection>
    );

  async function resend(id: string) {
    setResending(id);
    setNotice(null);
    try {
      await resendLog(id);
      setNotice({ ok: true, text: 'E-mail resent; the entry is now marked sent.' });
    } catch (error) {
      setNotice({ ok: false, text: messageOf(error) });
    } finally {
      setResending(null);
      await client.invalidateQueries({ queryKey: logKeys.all });
    }
  }

  const rows = recent.data ?? [];
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
        {statsQuery.isPending ? (
          <LoadingRows rows={3} label="Loading statistics" />
        ) : statsQuery.isError ? (
          <Alert severity="error">{messageOf(statsQuery.error)}</Alert>
        ) : (
          <Box aria-label="Sent and failed e-mails per day" role="img">
            <Suspense fallback={<LoadingRows rows={3} label="Loading chart" />}>
              <EmailPerDayChart stats={stats} />
            </Suspense>
          </Box>
        )}
      </Paper>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
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
        </TextField>
        <TextField
          select
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
        </TextField>
        <TextField
          select
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
        </TextField>
      </Stack>
      <OutcomeNotice outcome={notice} onClose={() => setNotice(null)} />
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {filtered ? '50 most recent matching the filters' : '50 most recent'}
      </Typography>
      {recent.isPending ? (
        <LoadingRows label="Loading e-mail log" />
      ) : recent.isError ? (
        <Alert severity="error">{messageOf(recent.error)}</Alert>
      ) : rows.length === 0 ? (
        <EmptyState title={filtered ? 'No entries match these filters' : 'No workshop e-mails yet'} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Workshop e-mail log">
            <TableHead>
              <TableRow>
                <TableCell>Sent</TableCell>
                <TableCell>Type</TableCell>
                <TableCell>Recipient</TableCell>
                <TableCell>Subject</TableCell>
                <TableCell>Workshop</TableCell>
                <TableCell>Status</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((l) => (
                <TableRow key={l.id} data-testid="log-row" data-status={l.status}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{l.sentAt.toLocaleString('en-GB')}</TableCell>
                  <TableCell>{TYPE_LABELS[l.type]}</TableCell>
                  <TableCell>{l.recipient}</TableCell>
                  <TableCell>{l.subject}</TableCell>
                  <TableCell>
                    {l.workshopTitle}
                    <br />
                    <small>{l.workshopDate}</small>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={l.status}
                      color={l.status === 'sent' ? 'success' : 'error'}
                      title={l.errorMessage}
                    />
                    {l.status === 'failed' && l.errorMessage && (
                      <Typography variant="caption" component="div" color="error">
                        {l.errorMessage}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {l.status === 'failed' && (
                      <Button
                        size="small"
                        onClick={() => resend(l.id)}
                        disabled={resending !== null}
                        aria-label={`Resend to ${l.recipient}`}
                      >
                        {resending === l.id ? 'Resending…' : 'Resend'}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </PageSection>
  );
}

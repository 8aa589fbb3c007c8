import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { OutcomeNotice, type Outcome } from '../../../components/OutcomeNotice';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime } from '../../../kernel/dates';
import { messageOf } from '../../../lib/errors';
import { currentRate, progressOf, type Campaign } from '../model';
import { useCampaignCommand, useFailures } from '../queries';
import type { CampaignCommand } from '../service';
import { AsSentView } from './AsSentView';
import { CampaignReport } from './CampaignReport';
import { TableHeadRow } from '../../../components/TableHeadRow';

/** The figures of a campaign under way or done, from its live document. */
function Figures({ c }: { c: Campaign }) {
  const { remaining } = progressOf(c);
  const rows: [string, number][] = [
    ['Recipients', c.total],
    ['Delivered', c.sent],
    ['Failed', c.failed],
    ['Skipped (suppressed)', c.suppressed],
    ['Remaining', remaining],
    ['Unsubscribes from this campaign', c.unsubscribes],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content auto', columnGap: 3, rowGap: 0.5, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }} data-figure={label}>
            {value.toLocaleString('en-GB')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A progress sample: when the snapshot arrived and how many deliveries had an outcome. */
const stamp = (done: number) => ({ at: Date.now(), done });

/** Sending or paused: a live progress bar, the current rate, pause, resume and cancel (between batches). */
function Progress({ c }: { c: Campaign }) {
  const { done, remaining, percent } = progressOf(c);
  const samples = useRef<{ at: number; done: number }[]>([]);
  const [rate, setRate] = useState(0);
  useEffect(() => {
    samples.current = [...samples.current, stamp(done)].slice(-30);
    setRate(c.state === 'sending' ? currentRate(samples.current) : 0);
  }, [done, c.state]);
  return (
    <Box>
      <LinearProgress
        variant={c.prepared ? 'determinate' : 'indeterminate'}
        value={percent}
        aria-label="Sending progress"
        sx={{ height: 10, borderRadius: 5, mb: 1 }}
      />
      <Typography role="status" aria-live="polite">
        {c.prepared
          ? `${c.state === 'paused' ? 'Paused' : 'Sending'}: ${c.sent.toLocaleString('en-GB')} sent, ${c.failed.toLocaleString('en-GB')} failed, ${remaining.toLocaleString('en-GB')} remaining of ${c.total.toLocaleString('en-GB')} (${percent} %)${c.state === 'sending' ? ` · ${rate} per second` : ''}`
          : 'Preparing the recipients…'}
      </Typography>
    </Box>
  );
}

function Failures({ c }: { c: Campaign }) {
  const failures = useFailures(c.id, c.failed);
  if (c.failed === 0) return null;
  return (
    <Box component="section" aria-labelledby="failures-heading">
      <Typography variant="h3" id="failures-heading" sx={{ fontSize: '1.1rem', fontWeight: 500, mb: 1 }}>
        Failed deliveries
      </Typography>
      <QueryState
        query={failures}
        loadingLabel="Loading failures"
        rows={3}
        errorText="The failures could not be loaded"
      >
        {(list) => (
          <Table size="small" aria-labelledby="failures-heading">
            <TableHeadRow headings={['Recipient', 'Reason']} />
            <TableBody>
              {list.map((f) => (
                <TableRow key={f.recipient}>
                  <TableCell>{f.recipient}</TableCell>
                  <TableCell>{f.error || 'Not accepted by the mail server'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryState>
    </Box>
  );
}

/**
 * Everything after the draft: scheduled (time, send now, back to draft, cancel), sending or paused (progress,
 * pause, resume, cancel), sent or cancelled (figures, failures with reasons, resend to failed only).
 */
export function SendingPanel({ campaign: c }: { campaign: Campaign }) {
  const command = useCampaignCommand(c.id);
  const busy = command.isPending;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);

  const run = (action: CampaignCommand | 'unschedule', done?: string) => {
    setOutcome(null);
    command.mutate(
      { action, done },
      {
        onSuccess: (text) => text && setOutcome({ ok: true, text }),
        onError: (e) => setOutcome({ ok: false, text: messageOf(e) }),
      },
    );
  };
  const button = (
    label: string,
    action: CampaignCommand | 'unschedule',
    variant: 'contained' | 'outlined' = 'outlined',
  ) => (
    <Button variant={variant} disabled={busy} onClick={() => run(action)}>
      {label}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <OutcomeNotice outcome={outcome} onClose={() => setOutcome(null)} sx={{}} />
      {c.state === 'scheduled' && (
        <Typography>Scheduled for {c.scheduledAt ? formatDateTime(c.scheduledAt) : '—'}.</Typography>
      )}
      {(c.state === 'sending' || c.state === 'paused') && <Progress c={c} />}
      {c.state !== 'scheduled' && <Figures c={c} />}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {c.state === 'scheduled' && (
          <>
            {button('Send now', 'send', 'contained')}
            {button('Back to draft', 'unschedule')}
          </>
        )}
        {c.state === 'sending' && button('Pause', 'pause')}
        {c.state === 'paused' && button('Resume', 'resume', 'contained')}
        {['scheduled', 'sending', 'paused'].includes(c.state) && (
          <Button color="error" disabled={busy} onClick={() => setConfirmCancel(true)}>
            Cancel sending
          </Button>
        )}
        {c.state === 'sent' && c.failed > 0 && button('Resend to failed only', 'resendFailed', 'contained')}
      </Stack>
      {(c.state === 'sent' || c.state === 'cancelled' || c.state === 'paused') && <Failures c={c} />}
      <CampaignReport campaign={c} />
      {c.state !== 'scheduled' && <AsSentView campaign={c} />}
      <ConfirmDialog
        open={confirmCancel}
        title="Cancel this newsletter?"
        message="Nobody else receives it; those it already reached keep it. A cancelled campaign cannot be resumed (duplicate it to send again)."
        confirmLabel="Cancel newsletter"
        onClose={() => setConfirmCancel(false)}
        onConfirm={() => {
          setConfirmCancel(false);
          run('cancel', 'Newsletter cancelled');
        }}
      />
    </Stack>
  );
}

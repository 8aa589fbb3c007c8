import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { WithId } from '../../../lib/converter';
import { dryRun, type DripCampaign, type DripEnrollment, type DryRunEntry } from '../model';
import { formatWhen } from './format';
import { TableHeadRow } from '../../../components/TableHeadRow';

const DAYS = 7;

/**
 * Who gets which step when in the next 7 days, if nothing changes: computed here from the saved campaign and
 * its enrolments with the same timing the server sends by. Nothing is sent.
 */
export function DryRunPanel({
  campaign,
  enrolments,
}: {
  campaign: WithId<DripCampaign>;
  enrolments: WithId<DripEnrollment>[];
}) {
  const [result, setResult] = useState<{ at: Date; entries: DryRunEntry[] } | null>(null);
  const run = () => {
    const now = new Date();
    setResult({ at: now, entries: dryRun(campaign, enrolments, now, DAYS) });
  };
  return (
    <Box component="section" aria-labelledby="drip-dryrun-title" sx={{ mt: 4 }}>
      <Typography id="drip-dryrun-title" variant="h2" sx={{ mb: 1 }}>
        Dry run
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Lists who would get which step in the next {DAYS} days, by the saved campaign. Nothing is sent.
      </Typography>
      <Button variant="outlined" onClick={run}>
        Run a dry run
      </Button>
      {result && campaign.state !== 'active' && (
        <Alert severity="info" sx={{ mt: 2 }}>
          The campaign is {campaign.state}: it sends nothing until it is active.
        </Alert>
      )}
      {result && campaign.state === 'active' && result.entries.length === 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Nobody gets a step in the next {DAYS} days.
        </Alert>
      )}
      {result && result.entries.length > 0 && (
        <TableContainer sx={{ mt: 2, maxHeight: 480 }}>
          <Table size="small" stickyHeader aria-label={`Dry run: the next ${DAYS} days`}>
            <TableHeadRow headings={['When', 'Person', 'Step', 'Subject']} />
            <TableBody>
              {result.entries.map((e) => (
                <TableRow key={`${e.enrollmentId}-${e.stepId}`} data-testid="drip-dry-run-row">
                  <TableCell>{e.at <= result.at ? 'Next run' : formatWhen(e.at)}</TableCell>
                  <TableCell>{e.email}</TableCell>
                  <TableCell>Step {e.stepNumber}</TableCell>
                  <TableCell>{e.subject}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Campaign } from '../model';
import { useTrackCounts } from '../queries';
import { campaignReport, formatRate } from '../report';
import { TableHeadRow } from '../../../components/TableHeadRow';

const n = (v: number) => v.toLocaleString('en-GB');

/**
 * The campaign's report, live from its document: delivered, bounced and unsubscribed, and, when the send counted
 * them, opens and clicks (people and every time, live from the sum of its count shards) with their rates. Before the send it says there is nothing yet;
 * without tracking it says so rather than showing zeros that look like nobody read it.
 */
export function CampaignReport({ campaign }: { campaign: Campaign }) {
  const counted = campaign.tracking === true && campaign.state !== 'draft' && campaign.state !== 'scheduled';
  const counts = useTrackCounts(campaign.id, counted);
  const report = campaignReport(campaign, counts.counts);
  return (
    <Box component="section" aria-labelledby="report-heading">
      <Typography variant="h3" id="report-heading" sx={{ fontSize: '1.1rem', fontWeight: 500, mb: 1 }}>
        Report
      </Typography>
      {report.kind === 'notSent' ? (
        <Typography color="text.secondary">
          The report appears here once the newsletter is sent: how many it reached, bounced and unsubscribed,
          and, if your organisation counts them, opens and clicks.
        </Typography>
      ) : (
        <>
          <Table size="small" aria-labelledby="report-heading" sx={{ maxWidth: 640 }}>
            <TableHeadRow
              headings={[
                'Figure',
                { label: 'People', align: 'right' },
                { label: 'Every time', align: 'right' },
                { label: 'Rate', align: 'right' },
              ]}
            />
            <TableBody>
              {report.figures.map((f) => (
                <TableRow key={f.label} data-report={f.label}>
                  <TableCell component="th" scope="row">
                    {f.label}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {n(f.unique ?? f.total)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {f.unique === undefined ? '—' : n(f.total)}
                  </TableCell>
                  <TableCell align="right" title={f.of}>
                    {formatRate(f.rate)}{' '}
                    <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>
                      {f.of}
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {report.tracking && counts.error && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              Opens and clicks could not be read just now, so they show as 0. Reload the page to try again.
            </Alert>
          )}
          {report.tracking ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Opens are approximate: some mail apps block images, so their readers are not counted, and others
              (such as Apple Mail’s privacy protection) load them for every message, whether it is read or
              not. Clicks are closer to the truth, though link scanners can click too. Unsubscribes count
              those who used this newsletter’s link.
            </Typography>
          ) : (
            <Alert severity="info" sx={{ mt: 1 }}>
              Opens and clicks were not counted for this newsletter: your organisation had tracking off when
              it was sent. An admin can turn it on in Organisation Settings for later newsletters.
            </Alert>
          )}
        </>
      )}
    </Box>
  );
}

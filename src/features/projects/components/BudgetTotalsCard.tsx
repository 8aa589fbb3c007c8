import ContentCopyIcon from '../../../components/icons/ContentCopy';
import PrintIcon from '../../../components/icons/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { budgetSummary, formatGBP, type Budget, type BudgetTotals } from '../budget';

/** Prints only the summary: a throwaway frame holding the text, so the app's own page is not printed. */
function printText(title: string, text: string) {
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  document.body.appendChild(frame);
  const doc = frame.contentDocument!;
  doc.title = title;
  const pre = doc.createElement('pre');
  pre.style.font = '14px/1.5 system-ui, sans-serif';
  pre.style.whiteSpace = 'pre-wrap';
  pre.textContent = text; // text, never HTML: the summary holds whatever was typed
  doc.body.appendChild(pre);
  frame.contentWindow?.focus();
  frame.contentWindow?.print();
  setTimeout(() => frame.remove(), 1000);
}

/** The live totals and the plain-text summary to copy or print. */
export function BudgetTotalsCard({
  budget,
  totals,
  title,
  incomplete,
}: {
  budget: Budget;
  totals: BudgetTotals;
  title: string;
  incomplete: boolean;
}) {
  const [copy, setCopy] = useState<{ ok: boolean; text: string } | null>(null);
  const summary = budgetSummary(budget, title);
  const rows: [string, number][] = [
    ['Facilitator fees', totals.facilitatorFeesPence],
    ['Materials', totals.materialsPence],
    ['Other costs', totals.otherPence],
  ];

  async function copySummary() {
    try {
      await navigator.clipboard.writeText(summary);
      setCopy({ ok: true, text: 'Summary copied.' });
    } catch {
      setCopy({ ok: false, text: 'Copying is blocked here; select the summary below and copy it.' });
    }
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: 18, fontWeight: 600 }}>
          Totals
        </Typography>
        <Table size="small" aria-label="Budget totals" aria-live="polite">
          <TableBody>
            {rows.map(([label, pence]) => (
              <TableRow key={label}>
                <TableCell sx={{ pl: 0 }}>{label}</TableCell>
                <TableCell align="right" sx={{ pr: 0, fontVariantNumeric: 'tabular-nums' }}>
                  {formatGBP(pence)}
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell sx={{ pl: 0, fontWeight: 700, borderBottom: 0 }}>Total</TableCell>
              <TableCell
                align="right"
                data-testid="budget-total"
                sx={{
                  pr: 0,
                  fontWeight: 700,
                  borderBottom: 0,
                  fontSize: 18,
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {formatGBP(totals.totalPence)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
        {incomplete && (
          <Typography variant="caption" color="warning.main">
            Amounts with a problem count as £0 until they are fixed.
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copySummary()}>
            Copy summary
          </Button>
          <Button size="small" startIcon={<PrintIcon />} onClick={() => printText(title, summary)}>
            Print
          </Button>
        </Stack>
        {copy && (
          <Alert severity={copy.ok ? 'success' : 'info'} sx={{ mt: 1 }} role="status">
            {copy.text}
          </Alert>
        )}
        <Box
          component="pre"
          aria-label="Budget summary"
          sx={{
            mt: 2,
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
            whiteSpace: 'pre-wrap',
            fontFamily: 'inherit',
            fontSize: 13,
            mb: 0,
            mx: 0,
          }}
        >
          {summary}
        </Box>
      </CardContent>
    </Card>
  );
}

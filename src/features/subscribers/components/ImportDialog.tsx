import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { WithId } from '../../../lib/converter';
import { messageOf } from '../../../lib/errors';
import { pendingSaves } from '../../../lib/pending-saves';
import {
  DEFAULT_IMPORT_WORDING,
  planImport,
  PROBLEM_TEXT,
  readImportCsv,
  type ImportPlan,
  type ImportRow,
  type SubscriberList,
} from '../model';
import { subscriberKeys } from '../queries';
import { readImportFacts, writeImport, type ImportFacts } from '../service';
import { useListAutomations } from '../../drip';

const SHOWN_PROBLEMS = 200;

/**
 * CSV import: choose a file, see every row's problem before anything is written, then write the records in
 * batches of 500 with a progress bar. Automations ("joined a list" drip campaigns) start only when asked, with
 * the number of people they would start for shown first. Safe to run twice: the records' ids come from the addresses and only
 * records that change are written.
 */
export function ImportDialog({
  organisationId,
  lists,
  onClose,
  onDone,
}: {
  organisationId: string;
  lists: WithId<SubscriberList>[];
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const client = useQueryClient();
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [fileName, setFileName] = useState('');
  const [targetLists, setTargetLists] = useState<string[]>([]);
  const [wording, setWording] = useState(DEFAULT_IMPORT_WORDING);
  const [facts, setFacts] = useState<ImportFacts | null>(null);
  const [startAutomations, setStartAutomations] = useState(false);
  const automations = useListAutomations(organisationId);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<'' | 'preview' | 'write'>('');
  const [written, setWritten] = useState<number | null>(null);
  const [result, setResult] = useState('');

  // The plan follows the choice of automations at once: only reading the server's state needs "Preview".
  const plan = useMemo<ImportPlan | null>(
    () =>
      facts && rows
        ? planImport({
            ...facts,
            rows,
            organisationId,
            lists: targetLists,
            wording: wording.trim(),
            startAutomations,
            now: new Date(),
          })
        : null,
    [facts, rows, organisationId, targetLists, wording, startAutomations],
  );
  const automated = targetLists.flatMap((l) => {
    const names = automations.byList.get(l);
    return names ? [{ listId: l, names, list: lists.find((x) => x.id === l)?.name ?? l }] : [];
  });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFacts(null);
    setWritten(null);
    setResult('');
    setFileName(file.name);
    const read = readImportCsv(await file.text());
    if (!read.ok) {
      setRows(null);
      setError(read.error);
      return;
    }
    setError('');
    setRows(read.rows);
  };
  const preview = async () => {
    if (!rows) return;
    setBusy('preview');
    setError('');
    try {
      setFacts(await readImportFacts({ organisationId, rows }));
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy('');
    }
  };
  const write = async () => {
    if (!plan) return;
    setBusy('write');
    setWritten(0);
    // The batches are sent from this page: leaving it half-way asks first (see LeaveGuard).
    const ended = pendingSaves.start();
    try {
      const n = await writeImport(plan, setWritten);
      const enrolled = plan.startAutomations
        ? automated.reduce((sum, a) => sum + (plan.joins[a.listId] ?? 0), 0)
        : 0;
      const text =
        `Imported: ${n} written, ${plan.outcomes.unchanged} unchanged, ${plan.rows.filter((r) => r.problem).length} with problems` +
        (automated.length
          ? `; automations ${enrolled ? `started for ${enrolled} list joins` : 'not started'}`
          : '');
      setResult(text);
      onDone(text);
      setFacts(null);
      setRows(null);
    } catch (e) {
      setError(`${messageOf(e)}. What was written is kept; import the file again to finish.`);
    } finally {
      ended();
      setBusy('');
      void client.invalidateQueries({ queryKey: subscriberKeys.all });
    }
  };

  const problems = plan?.rows.filter((r) => r.problem) ?? [];
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="import-title">
      <DialogTitle id="import-title">Import subscribers from CSV</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Typography variant="body2">
            A header row with an <code>email</code> column and, if you have it, <code>name</code>. Up to
            10,000 rows. Nobody who unsubscribed or bounced is subscribed again.
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button component="label" variant="outlined" disabled={!!busy}>
              Choose CSV file
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                aria-label="CSV file"
                onChange={(e) => void choose(e.target.files?.[0])}
              />
            </Button>
            <Typography variant="body2">
              {fileName ? `${fileName}: ${rows?.length ?? 0} rows` : 'No file chosen'}
            </Typography>
          </Stack>
          <TextField
            select
            label="Add to lists"
            value={targetLists}
            onChange={(e) => {
              setTargetLists(e.target.value as unknown as string[]);
            }}
            slotProps={{ select: { multiple: true } }}
          >
            {lists.map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Consent wording"
            value={wording}
            onChange={(e) => {
              setWording(e.target.value);
            }}
            helperText="What these people agreed to, recorded on each new record"
            error={!wording.trim()}
          />
          {automated.length > 0 && (
            <div>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={startAutomations}
                    onChange={(e) => setStartAutomations(e.target.checked)}
                    disabled={!!busy}
                  />
                }
                label="Start automations for these people"
              />
              <FormHelperText sx={{ mt: 0 }}>
                {automated
                  .map(
                    (a) =>
                      `${plan ? `${plan.joins[a.listId] ?? 0} ${plan.joins[a.listId] === 1 ? 'person joins' : 'people join'}` : 'Joining'} ${a.list}, which starts ${a.names.map((n) => `“${n}”`).join(' and ')}`,
                  )
                  .join('. ')}
                . {startAutomations ? 'They will be enrolled.' : 'Off: nobody is enrolled by this import.'}
              </FormHelperText>
            </div>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          {result && (
            <Alert severity="success" role="status">
              {result}
            </Alert>
          )}
          {busy === 'preview' && <LinearProgress aria-label="Checking the rows" />}
          {plan && (
            <section aria-label="Import preview">
              <Alert severity={problems.length ? 'warning' : 'info'} sx={{ mb: 1 }}>
                {plan.rows.length} rows: {plan.outcomes.created} new, {plan.outcomes.updated} updated,{' '}
                {plan.outcomes.unchanged} unchanged, {problems.length} with problems.
                {Object.entries(plan.problems).map(
                  ([p, n]) => ` ${PROBLEM_TEXT[p as keyof typeof PROBLEM_TEXT]}: ${n}.`,
                )}
              </Alert>
              {problems.length > 0 && (
                <Table size="small" aria-label="Rows with problems">
                  <TableHead>
                    <TableRow>
                      <TableCell>Line</TableCell>
                      <TableCell>Address</TableCell>
                      <TableCell>Problem</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {problems.slice(0, SHOWN_PROBLEMS).map((r) => (
                      <TableRow key={r.line} data-testid="import-problem">
                        <TableCell>{r.line}</TableCell>
                        <TableCell>{r.email || '(empty)'}</TableCell>
                        <TableCell>{PROBLEM_TEXT[r.problem!]}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
              {problems.length > SHOWN_PROBLEMS && (
                <Typography variant="body2">…and {problems.length - SHOWN_PROBLEMS} more.</Typography>
              )}
            </section>
          )}
          {written !== null && plan && (
            <Stack spacing={0.5}>
              <LinearProgress
                variant="determinate"
                value={plan.writes.length ? (100 * written) / plan.writes.length : 100}
                aria-label="Import progress"
              />
              <Typography variant="body2">
                {written} of {plan.writes.length} written
              </Typography>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={!!busy}>
          Close
        </Button>
        <Button onClick={preview} disabled={!rows || !!busy || !wording.trim()}>
          Preview
        </Button>
        <Button variant="contained" onClick={write} disabled={!plan || !!busy || !wording.trim()}>
          {plan ? `Import ${plan.writes.length}` : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

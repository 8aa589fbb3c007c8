import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import type { WithId } from '../../../lib/converter';
import { messageOf } from '../../../lib/errors';
import { downloadCsv } from '../../../lib/csv';
import { zImportOptions, type ImportOptions } from '../import-form';
import { FIXED_TARGET_LABELS, readCsvTable, rejectedRowsCsv, type CsvTable } from '../import-mapping';
import {
  DEFAULT_IMPORT_WORDING,
  planImport,
  PROBLEM_TEXT,
  type ImportPlan,
  type ImportRow,
  type SubscriberList,
} from '../model';
import { useCustomFields, useImportFacts, useWriteImport } from '../queries';
import type { ImportFacts } from '../service';
import { useListAutomations } from '../../drip';
import { ColumnMappingStep, type MappedImport } from './ColumnMappingStep';
import { TableHeadRow } from '../../../components/TableHeadRow';

const SHOWN_PROBLEMS = 200;

/** What the import's result says, and the rows it did not import, for their download. */
interface ImportDone {
  text: string;
  counts: { added: number; updated: number; unchanged: number; rejected: number };
  table: CsvTable;
  rejected: { line: number; reason: string }[];
  fileName: string;
}

/**
 * CSV import: choose a file, say where each column goes (the address, the name, a custom field; guessed first,
 * with the first rows shown as they will be stored), see every row's problem before anything is written, then write the records in
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
  const known = useCustomFields(organisationId);
  const [table, setTable] = useState<CsvTable | null>(null);
  const [mapped, setMapped] = useState<MappedImport | null>(null);
  const rows: ImportRow[] | null = mapped?.rows ?? null;
  const [done, setDone] = useState<ImportDone | null>(null);
  const [lastMapping, setLastMapping] = useState<MappedImport['mapping'] | null>(null);
  const [fileName, setFileName] = useState('');
  // The plan follows these as they are chosen, so the form is checked on every change, not only on a press.
  const { control, handleSubmit } = useForm<ImportOptions>({
    resolver: zodResolver(zImportOptions),
    defaultValues: { lists: [], wording: DEFAULT_IMPORT_WORDING, startAutomations: false },
    mode: 'onChange',
  });
  const [targetLists, wording, startAutomations] = useWatch({
    control,
    name: ['lists', 'wording', 'startAutomations'],
  });
  const [facts, setFacts] = useState<ImportFacts | null>(null);
  const automations = useListAutomations(organisationId);
  const [fileError, setFileError] = useState('');
  const readFacts = useImportFacts(organisationId);
  const writer = useWriteImport(organisationId);
  const busy = readFacts.isPending ? 'preview' : writer.isPending ? 'write' : '';
  const error =
    fileError ||
    (readFacts.isError ? messageOf(readFacts.error) : '') ||
    (writer.isError
      ? `${messageOf(writer.error)}. What was written is kept; import the file again to finish.`
      : '');
  const [written, setWritten] = useState<number | null>(null);

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
    setDone(null);
    setMapped(null);
    setLastMapping(null);
    setFileName(file.name);
    readFacts.reset();
    writer.reset();
    const read = readCsvTable(await file.text());
    if (!read.ok) {
      setTable(null);
      setFileError(read.error);
      return;
    }
    setFileError('');
    setTable(read.table);
  };
  const preview = handleSubmit(() => {
    if (!rows) return;
    writer.reset();
    readFacts.mutate(rows, { onSuccess: setFacts });
  });
  const write = handleSubmit(() => {
    if (!plan) return;
    setWritten(0);
    writer.mutate(
      { plan, newFields: mapped?.newFields ?? [], onProgress: setWritten },
      { onSuccess: (n) => finished(plan, n) },
    );
  });
  const finished = (plan: ImportPlan, n: number) => {
    const enrolled = plan.startAutomations
      ? automated.reduce((sum, a) => sum + (plan.joins[a.listId] ?? 0), 0)
      : 0;
    const rejected = plan.rows.flatMap((r) =>
      r.problem ? [{ line: r.line, reason: PROBLEM_TEXT[r.problem] }] : [],
    );
    const counts = {
      added: plan.outcomes.created,
      updated: plan.outcomes.updated,
      unchanged: plan.outcomes.unchanged,
      rejected: rejected.length,
    };
    const text =
      `Imported: ${counts.added} added, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.rejected} rejected (${n} records written)` +
      (automated.length
        ? `; automations ${enrolled ? `started for ${enrolled} list joins` : 'not started'}`
        : '');
    onDone(text);
    if (table) setDone({ text, counts, table, rejected, fileName });
    setFacts(null);
    setMapped(null);
    setTable(null);
  };

  const problems = plan?.rows.filter((r) => r.problem) ?? [];
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="import-title">
      <DialogTitle id="import-title">Import subscribers from CSV</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Typography variant="body2">
            A header row, then one person per row, up to 10,000 rows. After choosing the file you say which
            column is the e-mail address, the name or a custom field. Nobody who unsubscribed or bounced is
            subscribed again.
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
              {!fileName ? 'No file chosen' : table ? `${fileName}: ${table.rows.length} rows` : fileName}
            </Typography>
          </Stack>
          {table && !mapped && known.isPending && <LinearProgress aria-label="Reading the custom fields" />}
          {table && !mapped && known.isError && (
            <Alert severity="error">The custom fields could not be read: {messageOf(known.error)}</Alert>
          )}
          {table && !mapped && known.data && (
            <ColumnMappingStep
              table={table}
              known={known.data}
              initial={lastMapping ?? undefined}
              onMapped={(m) => {
                setMapped(m);
                setLastMapping(m.mapping);
              }}
            />
          )}
          {mapped && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Typography variant="body2" sx={{ flex: 1 }} data-testid="mapping-summary">
                {mappingSummary(mapped, table)}
              </Typography>
              <Button
                size="small"
                disabled={!!busy}
                onClick={() => {
                  setMapped(null);
                  setFacts(null);
                }}
              >
                Change mapping
              </Button>
            </Stack>
          )}
          {done && <ImportResult done={done} />}
          <FormSelectField
            control={control}
            name="lists"
            label="Add to lists"
            slotProps={{ select: { multiple: true } }}
            options={lists.map((l) => ({ value: l.id, label: l.name }))}
          />
          <FormTextField
            control={control}
            name="wording"
            label="Consent wording"
            hint="What these people agreed to, recorded on each new record"
          />
          {automated.length > 0 && (
            <div>
              <FormControlLabel
                control={
                  <Controller
                    name="startAutomations"
                    control={control}
                    render={({ field: { ref, value, onChange, ...field } }) => (
                      <Checkbox
                        {...field}
                        slotProps={{ input: { ref } }}
                        checked={value}
                        onChange={(e) => onChange(e.target.checked)}
                        disabled={!!busy}
                      />
                    )}
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
                  <TableHeadRow headings={['Line', 'Address', 'Problem']} />
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
        <Button onClick={(e) => void preview(e)} disabled={!rows || !!busy || !wording.trim()}>
          Preview
        </Button>
        <Button
          variant="contained"
          onClick={(e) => void write(e)}
          disabled={!plan || !!busy || !wording.trim()}
        >
          {plan ? `Import ${plan.writes.length}` : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** "E-mail address ← Mail; Name ← First name + Surname; School ← School (new field)". */
function mappingSummary(mapped: MappedImport, table: CsvTable | null): string {
  const headers = table?.headers ?? [];
  const label = (target: string, newLabel: string) => {
    if (target === 'new') return `${newLabel.trim()} (new field)`;
    if (target.startsWith('custom:'))
      return mapped.fields.find((f) => `custom:${f.key}` === target)?.label ?? target;
    return FIXED_TARGET_LABELS[target as keyof typeof FIXED_TARGET_LABELS] ?? target;
  };
  const parts = mapped.mapping.columns.flatMap((c, i) =>
    c.target === 'skip' ? [] : [`${label(c.target, c.newLabel)} ← ${headers[i] ?? ''}`],
  );
  const skipped = mapped.mapping.columns.filter((c) => c.target === 'skip').length;
  return `${parts.join('; ')}${skipped ? `; ${skipped} column${skipped > 1 ? 's' : ''} not imported` : ''}.`;
}

/** The counts of a finished import, and its rejected rows as a CSV to fix and import again. */
function ImportResult({ done }: { done: ImportDone }) {
  const { counts } = done;
  return (
    <Alert severity={counts.rejected ? 'warning' : 'success'} role="status" aria-label="Import result">
      <Typography variant="body2">{done.text}</Typography>
      <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
        <li>Added: {counts.added}</li>
        <li>Updated: {counts.updated}</li>
        <li>Unchanged: {counts.unchanged}</li>
        <li>Rejected: {counts.rejected}</li>
      </Box>
      {counts.rejected > 0 && (
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            downloadCsv(
              `${done.fileName.replace(/\.csv$/i, '')}-rejected.csv`,
              rejectedRowsCsv(done.table, done.rejected),
            )
          }
        >
          Download rejected rows
        </Button>
      )}
    </Alert>
  );
}

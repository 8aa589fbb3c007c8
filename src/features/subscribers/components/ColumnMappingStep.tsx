import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { CustomFieldDef } from '@storytelling/shared/custom-fields';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import {
  applyMapping,
  FIXED_TARGET_LABELS,
  initialMapping,
  NEW_FIELD_LABEL,
  resolveMapping,
  SKIP_LABEL,
  zColumnMapping,
  type ColumnMapping,
  type CsvTable,
} from '../import-mapping';
import { checkRows, PROBLEM_TEXT, type ImportRow } from '../model';

const PREVIEW_ROWS = 5;
const SAMPLES = 2;

export interface MappedImport {
  rows: ImportRow[];
  newFields: CustomFieldDef[];
  /** Every field the rows may carry (existing and new), for the preview's columns. */
  fields: CustomFieldDef[];
  /** The choices made, to come back to them. */
  mapping: ColumnMapping;
}

/**
 * The step after choosing a file: for each column its header, two sample values and where it goes (the address,
 * the name, a custom field, or nowhere), guessed first; below, the first rows as they will be stored.
 */
export function ColumnMappingStep({
  table,
  known,
  initial,
  onMapped,
}: {
  table: CsvTable;
  known: CustomFieldDef[];
  initial?: ColumnMapping;
  onMapped: (mapped: MappedImport) => void;
}) {
  const schema = useMemo(() => zColumnMapping(known), [known]);
  const form = useForm<ColumnMapping>({
    resolver: zodResolver(schema),
    defaultValues: initial ?? initialMapping(table.headers, known),
  });
  const { fields } = useFieldArray({ control: form.control, name: 'columns' });
  const columns = useWatch({ control: form.control, name: 'columns' });
  // A choice can settle another column's error (two columns into one target): once the mapping has been
  // submitted, every change checks the whole mapping again, not only the column that changed.
  const { isSubmitted } = form.formState;
  const { trigger } = form;
  useEffect(() => {
    if (isSubmitted) void trigger();
  }, [columns, isSubmitted, trigger]);
  const preview = useMemo(() => {
    const resolved = resolveMapping({ columns }, known);
    const rows = checkRows(
      applyMapping({ headers: table.headers, rows: table.rows.slice(0, PREVIEW_ROWS) }, resolved.columns),
    );
    const used = new Set(resolved.columns.flatMap((c) => (c.kind === 'custom' ? [c.key] : [])));
    const shown = [...known, ...resolved.newFields].filter((f) => used.has(f.key));
    return { rows, fields: shown };
  }, [columns, known, table]);

  const submit = form.handleSubmit((mapping) => {
    const resolved = resolveMapping(mapping, known);
    onMapped({
      rows: checkRows(applyMapping(table, resolved.columns)),
      newFields: resolved.newFields,
      fields: [...known, ...resolved.newFields],
      mapping,
    });
  });
  const errors = form.formState.errors.columns;
  const whole = errors?.root?.message ?? errors?.message;

  return (
    <form onSubmit={submit} noValidate aria-label="Column mapping">
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h3">
          Where each column goes
        </Typography>
        {whole && (
          <Alert severity="error" role="alert">
            {whole}
          </Alert>
        )}
        {fields.map((field, i) => {
          const header = table.headers[i] ?? '';
          const samples = table.rows
            .slice(0, SAMPLES)
            .map((r) => r[i] ?? '')
            .filter(Boolean);
          return (
            <Paper key={field.id} variant="outlined" sx={{ p: 1.5 }} data-testid="mapping-column">
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'flex-start' } }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{header}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {samples.length ? `e.g. ${samples.join(', ')}` : 'No values in the first rows'}
                  </Typography>
                </Box>
                <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
                  <FormSelectField
                    control={form.control}
                    name={`columns.${i}.target`}
                    label={`Import “${header}” as`}
                    size="small"
                    fullWidth
                  >
                    {Object.entries(FIXED_TARGET_LABELS).map(([value, label]) => (
                      <MenuItem key={value} value={value}>
                        {label}
                      </MenuItem>
                    ))}
                    {known.map((f) => (
                      <MenuItem key={f.key} value={`custom:${f.key}`}>
                        {f.label} (custom field)
                      </MenuItem>
                    ))}
                    <MenuItem value="new">{NEW_FIELD_LABEL}</MenuItem>
                    <MenuItem value="skip">{SKIP_LABEL}</MenuItem>
                  </FormSelectField>
                  {columns[i]?.target === 'new' && (
                    <FormTextField
                      control={form.control}
                      name={`columns.${i}.newLabel`}
                      label="New field name"
                      size="small"
                      fullWidth
                      hint="Kept on each person, shown in the table and in their details"
                    />
                  )}
                </Stack>
              </Stack>
            </Paper>
          );
        })}
        <section aria-labelledby="mapping-preview-title">
          <Typography id="mapping-preview-title" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            The first {Math.min(PREVIEW_ROWS, table.rows.length)} rows as they will be stored
          </Typography>
          <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Mapping preview">
              <TableHead>
                <TableRow>
                  <TableCell>E-mail address</TableCell>
                  <TableCell>Name</TableCell>
                  {preview.fields.map((f) => (
                    <TableCell key={f.key}>{f.label}</TableCell>
                  ))}
                  <TableCell>Problem</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.rows.map((r) => (
                  <TableRow key={r.line} data-testid="mapping-preview-row">
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.email || '(empty)'}</TableCell>
                    <TableCell>{r.name}</TableCell>
                    {preview.fields.map((f) => (
                      <TableCell key={f.key}>{r.customFields?.[f.key] ?? ''}</TableCell>
                    ))}
                    <TableCell>{r.problem ? PROBLEM_TEXT[r.problem] : ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </section>
        <Box>
          <Button type="submit" variant="contained">
            Use this mapping
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { messageOf } from '../../../lib/errors';
import {
  budgetTotals,
  MAX_OTHER_LINES,
  readBudgetForm,
  type Budget,
  type BudgetField,
  type BudgetForm,
} from '../budget';
import { BudgetTotalsCard } from './BudgetTotalsCard';

const pound = { input: { startAdornment: <InputAdornment position="start">£</InputAdornment> } };

/**
 * The budget form with its totals worked out live. Problems show once a field has been left (or on save);
 * `onSave` is absent in questionnaire mode, where nothing is stored and the summary is what people keep.
 */
export function BudgetEditor({
  initial,
  title,
  onSave,
}: {
  initial: BudgetForm;
  title: string;
  onSave?: (budget: Budget) => Promise<void>;
}) {
  const [form, setForm] = useState<BudgetForm>(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { budget, problems, ok } = readBudgetForm(form);
  const totals = budgetTotals(budget);
  const shown = (name: string, message: string | undefined) =>
    showAll || touched.has(name) ? message : undefined;
  const touch = (name: string) => () => setTouched((t) => new Set(t).add(name));
  const set = (k: BudgetField, v: string) => {
    setStatus(null);
    setForm((f) => ({ ...f, [k]: v }));
  };
  const setLine = (i: number, k: 'label' | 'amount', v: string) => {
    setStatus(null);
    setForm((f) => ({ ...f, otherLines: f.otherLines.map((l, j) => (j === i ? { ...l, [k]: v } : l)) }));
  };

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setShowAll(true);
    if (!ok || !onSave) {
      if (!ok) setStatus({ ok: false, text: 'Some amounts need attention before saving.' });
      return;
    }
    setBusy(true);
    try {
      await onSave(budget);
      setStatus({ ok: true, text: 'Budget saved.' });
    } catch (error) {
      setStatus({ ok: false, text: messageOf(error) }); // the form keeps every value typed
    } finally {
      setBusy(false);
    }
  }

  const field = (
    k: BudgetField,
    label: string,
    extra: Partial<React.ComponentProps<typeof TextField>> = {},
  ) => {
    const error = shown(k, problems.fields[k]);
    return (
      <TextField
        fullWidth
        label={label}
        value={form[k]}
        onChange={(e) => set(k, e.target.value)}
        onBlur={touch(k)}
        {...extra}
        error={!!error}
        helperText={error ?? extra.helperText}
        slotProps={{ ...extra.slotProps, htmlInput: extra.multiline ? {} : { inputMode: 'decimal' } }}
      />
    );
  };

  return (
    <form onSubmit={save} noValidate aria-label="Budget">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h2" sx={{ fontSize: 18, fontWeight: 600, mb: 2 }}>
                  Facilitator fees
                </Typography>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 5 }}>
                    {field('facilitatorRate', 'Hourly rate', {
                      slotProps: pound,
                      helperText: 'Per facilitator',
                    })}
                  </Grid>
                  <Grid size={{ xs: 6, sm: 3.5 }}>{field('hours', 'Hours', { helperText: 'e.g. 2.5' })}</Grid>
                  <Grid size={{ xs: 6, sm: 3.5 }}>{field('facilitators', 'Facilitators')}</Grid>
                </Grid>
              </CardContent>
            </Card>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h2" sx={{ fontSize: 18, fontWeight: 600, mb: 2 }}>
                  Materials and other costs
                </Typography>
                <Stack spacing={2}>
                  {field('materials', 'Materials', { slotProps: pound })}
                  {form.otherLines.map((line, i) => {
                    const p = problems.lines[i];
                    const labelError = shown(`line${i}label`, p?.label);
                    const amountError = shown(`line${i}amount`, p?.amount);
                    return (
                      <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                        <TextField
                          label={`Cost ${i + 1}`}
                          value={line.label}
                          onChange={(e) => setLine(i, 'label', e.target.value)}
                          onBlur={touch(`line${i}label`)}
                          error={!!labelError}
                          helperText={labelError ?? (i === 0 ? 'e.g. Travel, venue hire' : undefined)}
                          sx={{ flex: 2 }}
                        />
                        <TextField
                          label={`Cost ${i + 1} amount`}
                          value={line.amount}
                          onChange={(e) => setLine(i, 'amount', e.target.value)}
                          onBlur={touch(`line${i}amount`)}
                          error={!!amountError}
                          helperText={amountError}
                          slotProps={{ ...pound, htmlInput: { inputMode: 'decimal' } }}
                          sx={{ flex: 1 }}
                        />
                        <IconButton
                          aria-label={`Remove cost ${i + 1}`}
                          onClick={() =>
                            setForm((f) => ({ ...f, otherLines: f.otherLines.filter((_, j) => j !== i) }))
                          }
                          sx={{ mt: 1 }}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Stack>
                    );
                  })}
                  <Button
                    startIcon={<AddIcon />}
                    sx={{ alignSelf: 'flex-start' }}
                    disabled={form.otherLines.length >= MAX_OTHER_LINES}
                    onClick={() =>
                      setForm((f) => ({ ...f, otherLines: [...f.otherLines, { label: '', amount: '' }] }))
                    }
                  >
                    Add a cost
                  </Button>
                  {field('notes', 'Notes', { multiline: true, minRows: 2 })}
                </Stack>
              </CardContent>
            </Card>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2} sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
            <BudgetTotalsCard budget={budget} totals={totals} title={title} incomplete={!ok} />
            {status && (
              <Alert severity={status.ok ? 'success' : 'error'} role="status">
                {status.text}
              </Alert>
            )}
            {onSave && (
              <Button type="submit" variant="contained" disabled={busy}>
                Save budget
              </Button>
            )}
          </Stack>
        </Grid>
      </Grid>
    </form>
  );
}

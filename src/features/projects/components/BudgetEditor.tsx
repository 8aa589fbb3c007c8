import AddIcon from '../../../components/icons/Add';
import DeleteIcon from '../../../components/icons/DeleteOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  useFieldArray,
  useForm,
  useWatch,
  type FieldError,
  type FieldErrors,
  type Resolver,
} from 'react-hook-form';
import { fieldControl } from '../../../components/form-control';
import { FormTextField } from '../../../components/FormTextField';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import {
  budgetTotals,
  MAX_OTHER_LINES,
  readBudgetForm,
  type Budget,
  type BudgetField,
  type BudgetForm,
} from '../budget';
import { useFormEdits } from '../form-edits';
import { BudgetTotalsCard } from './BudgetTotalsCard';

// Amounts are typed as text (so "£1,200" reads), on a keyboard for numbers where there is one.
const decimal = { htmlInput: { inputMode: 'decimal' } } as const;
const pound = {
  ...decimal,
  input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
} as const;

/** The budget form's own checks (budget.ts, unit-tested) as react-hook-form's resolver: one message per field. */
const budgetResolver: Resolver<BudgetForm, unknown, Budget> = (form) => {
  const { budget, problems, ok } = readBudgetForm(form);
  if (ok) return { values: budget, errors: {} };
  const errors: FieldErrors<BudgetForm> = {};
  for (const [name, message] of Object.entries(problems.fields))
    errors[name as BudgetField] = { type: 'validate', message };
  const lines: { label?: FieldError; amount?: FieldError }[] = [];
  for (const [i, line] of Object.entries(problems.lines))
    lines[Number(i)] = {
      ...(line.label ? { label: { type: 'validate', message: line.label } } : {}),
      ...(line.amount ? { amount: { type: 'validate', message: line.amount } } : {}),
    };
  if (lines.length > 0) errors.otherLines = lines;
  return { values: {}, errors };
};

/** A budget's save as the screen runs it: a react-query mutation taking the budget. */
export type BudgetSave = Pick<
  UseMutationResult<unknown, Error, Budget>,
  'isPending' | 'isSuccess' | 'isError' | 'error' | 'data' | 'variables' | 'reset'
> & { mutate: (budget: Budget) => void };

const NEEDS_ATTENTION = 'Some amounts need attention before saving.';

/**
 * The budget form with its totals worked out live. Problems show once a field has been left (or on save), then
 * follow the input; `save` is absent in questionnaire mode, where nothing is stored and the summary is what
 * people keep.
 */
export function BudgetEditor({
  initial,
  title,
  save,
  onBudget,
}: {
  initial: BudgetForm;
  title: string;
  save?: BudgetSave;
  /** Hears the budget as typed and whether it is sound (the questionnaire sends it with an inquiry). */
  onBudget?: (budget: Budget, ok: boolean) => void;
}) {
  const form = useForm<BudgetForm, unknown, Budget>({
    resolver: budgetResolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const control = fieldControl(form.control);
  const field = { control, fullWidth: true } as const;
  const lines = useFieldArray({ control, name: 'otherLines' });
  const { budget, ok } = useWatch({ control, compute: readBudgetForm });
  // Keyed on the budget's content: the computed object is new on every render.
  const heard = JSON.stringify(budget);
  useEffect(() => onBudget?.(budget, ok), [heard, ok]); // eslint-disable-line react-hooks/exhaustive-deps
  const [invalid, setInvalid] = useState(false);
  const outcome = invalid
    ? { ok: false, text: NEEDS_ATTENTION }
    : save
      ? outcomeOf(save, () => 'Budget saved.')
      : null;

  // What the last save came to is said until the next edit.
  useFormEdits(form, () => {
    setInvalid(false);
    save?.reset();
  });

  const submit = form.handleSubmit(
    (values) => {
      setInvalid(false);
      save?.reset();
      save?.mutate(values); // on failure the form keeps every value typed
    },
    () => {
      save?.reset();
      setInvalid(true);
    },
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Budget">
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
                    <FormTextField
                      {...field}
                      name="facilitatorRate"
                      label="Hourly rate"
                      hint="Per facilitator"
                      slotProps={pound}
                    />
                  </Grid>
                  <Grid size={{ xs: 6, sm: 3.5 }}>
                    <FormTextField
                      {...field}
                      name="hours"
                      label="Hours"
                      hint="e.g. 2.5"
                      slotProps={decimal}
                    />
                  </Grid>
                  <Grid size={{ xs: 6, sm: 3.5 }}>
                    <FormTextField {...field} name="facilitators" label="Facilitators" slotProps={decimal} />
                  </Grid>
                </Grid>
              </CardContent>
            </Card>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h2" sx={{ fontSize: 18, fontWeight: 600, mb: 2 }}>
                  Materials and other costs
                </Typography>
                <Stack spacing={2}>
                  <FormTextField {...field} name="materials" label="Materials" slotProps={pound} />
                  {lines.fields.map((line, i) => (
                    <Stack key={line.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                      <FormTextField
                        control={control}
                        name={`otherLines.${i}.label`}
                        label={`Cost ${i + 1}`}
                        hint={i === 0 ? 'e.g. Travel, venue hire' : undefined}
                        sx={{ flex: 2 }}
                      />
                      <FormTextField
                        control={control}
                        name={`otherLines.${i}.amount`}
                        label={`Cost ${i + 1} amount`}
                        slotProps={pound}
                        sx={{ flex: 1 }}
                      />
                      <IconButton
                        aria-label={`Remove cost ${i + 1}`}
                        onClick={() => lines.remove(i)}
                        sx={{ mt: 1 }}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Stack>
                  ))}
                  <Button
                    startIcon={<AddIcon />}
                    sx={{ alignSelf: 'flex-start' }}
                    disabled={lines.fields.length >= MAX_OTHER_LINES}
                    onClick={() => lines.append({ label: '', amount: '' }, { shouldFocus: false })}
                  >
                    Add a cost
                  </Button>
                  <FormTextField {...field} name="notes" label="Notes" multiline minRows={2} />
                </Stack>
              </CardContent>
            </Card>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2} sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
            <BudgetTotalsCard budget={budget} totals={budgetTotals(budget)} title={title} incomplete={!ok} />
            <OutcomeNotice
              outcome={outcome}
              sx={{}}
              onClose={() => {
                setInvalid(false);
                save?.reset();
              }}
            />
            {save && (
              <Button type="submit" variant="contained" disabled={save.isPending}>
                Save budget
              </Button>
            )}
          </Stack>
        </Grid>
      </Grid>
    </form>
  );
}

import AddIcon from '../../../components/icons/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  useFieldArray,
  useForm,
  useWatch,
  type FieldError,
  type FieldErrors,
  type Resolver,
} from 'react-hook-form';
import { EmptyState } from '../../../components/EmptyState';
import { FormSwitch } from '../../../components/FormSwitch';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import {
  CONFIG_SECTIONS,
  formProblems,
  hasProblems,
  keyFromLabel,
  MAX_FORM_FIELDS,
  normaliseFields,
  type FieldProblems,
  type FormField,
} from '../form-definition';
import { useFormEdits } from '../form-edits';
import { useSaveRecordingForm } from '../queries';
import type { ProjectRow } from '../service';
import { FormFieldRow, type BuilderForm } from './FormFieldRow';
import { FormPreview } from './FormPreview';

// Blank lines in a choice list are just spacing, not choices.
const withoutBlankChoices = (fields: readonly FormField[]) =>
  fields.map((f) => (f.type === 'select' ? { ...f, options: (f.options ?? []).filter((o) => o.trim()) } : f));

/**
 * The form definition's own checks (form-definition.ts, unit-tested) as react-hook-form's resolver: each
 * question's problems beside its fields, the form's own (too many questions) as the root error `root.form`. What is saved is
 * the definition without blank choices, trimmed (normaliseFields).
 */
const builderResolver: Resolver<BuilderForm, unknown, BuilderForm> = (values) => {
  const cleaned = withoutBlankChoices(values.fields);
  const found = formProblems(cleaned);
  if (!hasProblems(found)) return { values: { ...values, fields: normaliseFields(cleaned) }, errors: {} };
  const fields: Partial<Record<keyof FieldProblems, FieldError>>[] = [];
  for (const [i, problems] of Object.entries(found.fields))
    fields[Number(i)] = Object.fromEntries(
      Object.entries(problems).map(([name, message]) => [name, { type: 'validate', message }]),
    );
  const errors: FieldErrors<BuilderForm> = fields.length > 0 ? { fields } : {};
  if (found.form) errors.root = { form: { type: 'validate', message: found.form } };
  return { values: {}, errors };
};

const NEEDS_ATTENTION = 'Some questions need attention before saving.';
const sectionsOf = (config: ProjectRow['config']) =>
  Object.fromEntries(CONFIG_SECTIONS.map((s) => [s.key, config[s.key]])) as BuilderForm['sections'];

/** The form of one project: its built-in sections, its own questions in order, and a live preview. */
export function FormBuilder({ project }: { project: ProjectRow }) {
  // Problems show from the first save on, and then follow every edit.
  const form = useForm<BuilderForm, unknown, BuilderForm>({
    resolver: builderResolver,
    defaultValues: { sections: sectionsOf(project.config), fields: project.formFields ?? [] },
  });
  const control = form.control;
  const rows = useFieldArray({ control, name: 'fields' });
  const [sections, fields] = useWatch({ control, name: ['sections', 'fields'] });
  const update = useSaveRecordingForm(project);
  const [invalid, setInvalid] = useState<string | null>(null);
  const outcome = invalid ? { ok: false, text: invalid } : outcomeOf(update, () => 'Form saved.');
  const edited = () => {
    setInvalid(null);
    update.reset();
  };

  useFormEdits(form, ({ isSubmitted }) => {
    edited();
    // A key's problem can lie in another question (a repeat), so every question is checked again.
    if (isSubmitted) void form.trigger();
  });

  function move(from: number, to: number) {
    if (to < 0 || to >= rows.fields.length) return;
    const moved = rows.fields[from]!.id;
    rows.move(from, to);
    edited();
    // Moving a row re-inserts its DOM node, which drops focus; put it back on the same row.
    requestAnimationFrame(() => {
      const row = document.querySelector<HTMLElement>(`[data-row="${moved}"]`);
      const button = row?.querySelector<HTMLElement>(
        `[data-move="${to < from ? 'up' : 'down'}"]:not(:disabled)`,
      );
      (button ?? row?.querySelector<HTMLElement>('input'))?.focus();
    });
  }

  /** A question named but without a key gets one made from its label. */
  function suggestKey(index: number) {
    const field = form.getValues(`fields.${index}`);
    if (field.key.trim() || !field.label.trim()) return;
    const taken = form.getValues('fields').map((f) => f.key);
    form.setValue(`fields.${index}.key`, keyFromLabel(field.label, taken), {
      shouldValidate: form.formState.isSubmitted,
    });
  }

  const save = form.handleSubmit(
    (values) => {
      setInvalid(null);
      // On failure the builder keeps every change.
      update.mutate({ sections: values.sections, formFields: values.fields });
    },
    (errors) => {
      update.reset();
      setInvalid(errors.root?.form?.message ?? NEEDS_ATTENTION);
    },
  );

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: 18, fontWeight: 600, mb: 1 }}>
                Sections
              </Typography>
              <FormGroup>
                {CONFIG_SECTIONS.map((s) => (
                  <FormSwitch
                    key={s.key}
                    control={control}
                    name={`sections.${s.key}`}
                    label={`${s.label} — ${s.hint.toLowerCase()}`}
                  />
                ))}
              </FormGroup>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: 18, fontWeight: 600 }}>
                Your own questions
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Asked after the sections, in this order. Alt+↑ and Alt+↓ move the question you are in.
              </Typography>
              <Stack spacing={2}>
                {rows.fields.length === 0 && (
                  <EmptyState
                    title="No questions of your own yet"
                    hint="The sections above are asked anyway."
                  />
                )}
                {rows.fields.map((row, i) => (
                  <FormFieldRow
                    key={row.id}
                    id={row.id}
                    index={i}
                    count={rows.fields.length}
                    control={control}
                    onLabelDone={() => suggestKey(i)}
                    onMove={(to) => move(i, to)}
                    onRemove={() => {
                      rows.remove(i);
                      edited();
                    }}
                  />
                ))}
                <Button
                  startIcon={<AddIcon />}
                  sx={{ alignSelf: 'flex-start' }}
                  disabled={rows.fields.length >= MAX_FORM_FIELDS}
                  onClick={() => {
                    rows.append(
                      { key: '', label: '', type: 'text', required: false },
                      { shouldFocus: false },
                    );
                    edited();
                  }}
                >
                  Add a question
                </Button>
              </Stack>
            </CardContent>
          </Card>
          <OutcomeNotice
            outcome={outcome}
            sx={{}}
            onClose={() => {
              setInvalid(null);
              update.reset();
            }}
          />
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={update.isPending}
            onClick={() => void save()}
          >
            Save form
          </Button>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card variant="outlined" sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: 18, fontWeight: 600, mb: 2 }}>
              Preview
            </Typography>
            <FormPreview config={sections} fields={fields} />
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '../../../components/icons/Add';
import ArrowBackIcon from '../../../components/icons/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFieldArray, useForm as useHookForm, useWatch } from 'react-hook-form';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { QueryState } from '../../../components/QueryState';
import type { WithId } from '../../../lib/converter';
import { useVisibleProjects } from '../../projects';
import { MAX_FEEDBACK_FIELDS, type FeedbackForm } from '../model';
import { blankField, normaliseFeedbackFields, zFormDraft, type FormDraft } from '../builder';
import { useOrganisationWorkshops } from '../../../lib/organisation-workshops';
import { useForm, useSaveForm, useSetFormStatus } from '../queries';
import { FeedbackFormView } from './FeedbackFormView';
import { FieldEditor } from './FieldEditor';

const EMPTY: FormDraft = {
  title: '',
  introduction: '',
  workshopId: '',
  projectId: '',
  fields: [blankField('rating')],
};
const draftOf = (f: WithId<FeedbackForm>): FormDraft => ({
  title: f.title,
  introduction: f.introduction,
  workshopId: f.workshopId,
  projectId: f.projectId,
  fields: f.fields.map((x) => ({ ...x })),
});

/** The builder of one form (or a new one): loads it once, then edits it without re-mounting. */
export function FormBuilder(props: {
  organisationId: string;
  formId: string | null;
  /** What the save that created this form came to (the builder re-mounts on the new form's address). */
  flash?: string | null;
  onDone: (id: string, published: boolean) => void;
  onBack: () => void;
}) {
  const form = useForm(props.formId ?? '');
  if (!props.formId) return <BuilderEditor {...props} initial={EMPTY} form={null} />;
  return (
    <QueryState
      query={form}
      loadingLabel="Loading the form"
      errorText="The form could not be loaded"
      isEmpty={(f) => f === null}
      empty="This form does not exist (any more)."
    >
      {(f) => <BuilderEditor {...props} initial={draftOf(f!)} form={f} />}
    </QueryState>
  );
}

function BuilderEditor({
  organisationId,
  formId,
  initial,
  form: stored,
  onDone,
  onBack,
  flash: initialFlash = null,
}: {
  organisationId: string;
  formId: string | null;
  flash?: string | null;
  initial: FormDraft;
  form: WithId<FeedbackForm> | null;
  onDone: (id: string, published: boolean) => void;
  onBack: () => void;
}) {
  const form = useHookForm<FormDraft>({ resolver: zodResolver(zFormDraft) as never, defaultValues: initial });
  const { control } = form;
  const rows = useFieldArray({ control, name: 'fields' });
  const [title, introduction, fields] = useWatch({ control, name: ['title', 'introduction', 'fields'] });
  const save = useSaveForm(organisationId);
  const status = useSetFormStatus();
  const workshops = useOrganisationWorkshops(organisationId);
  const projects = useVisibleProjects();
  const [invalid, setInvalid] = useState(false);
  const [flash, setFlash] = useState(initialFlash);
  const outcome = invalid
    ? { ok: false, text: 'Some questions need attention before saving.' }
    : (outcomeOf(status, (_d, v) =>
        v.status === 'published' ? 'Form published: share its link.' : 'Form closed.',
      ) ??
      outcomeOf(save, () => 'Form saved.') ??
      (flash
        ? { ok: true, text: flash === 'published' ? 'Form published: share its link.' : 'Form saved.' }
        : null));
  const currentStatus = status.isSuccess ? status.variables.status : (stored?.status ?? 'draft');

  function move(from: number, to: number) {
    if (from === to || to < 0 || to >= rows.fields.length) return;
    const moved = rows.fields[from]!.id;
    rows.move(from, to);
    // Moving a row re-inserts its DOM node, which drops focus; put it back on the same row.
    requestAnimationFrame(() => {
      const row = document.querySelector<HTMLElement>(`[data-row="${moved}"]`);
      const button = row?.querySelector<HTMLElement>(
        `[data-move="${to < from ? 'up' : 'down'}"]:not(:disabled)`,
      );
      (button ?? row?.querySelector<HTMLElement>('input'))?.focus();
    });
  }

  /** Saves (and optionally publishes); the builder keeps every change when saving fails. */
  const submit = (publish: boolean) =>
    form.handleSubmit(
      async (draft) => {
        setInvalid(false);
        setFlash(null);
        status.reset();
        const id = await save.mutateAsync({ formId: formId ?? undefined, draft });
        // Keys given on the first save stay with their questions from now on.
        form.reset({ ...draft, fields: normaliseFeedbackFields(draft.fields) }, { keepDirty: false });
        if (publish) await status.mutateAsync({ formId: id, status: 'published' });
        if (!formId) onDone(id, publish);
      },
      () => setInvalid(true),
    )();

  const previewFields = normaliseFeedbackFields((fields ?? []).filter((f) => f.label.trim()));
  const previewKey = previewFields.map((f) => `${f.key}:${f.type}:${(f.options ?? []).join('|')}`).join(',');

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          All forms
        </Button>
        <Typography variant="h2" sx={{ fontSize: 22, fontWeight: 600, flex: 1 }}>
          {formId ? 'Edit form' : 'New form'}
        </Typography>
        <Chip
          label={
            currentStatus === 'published' ? 'Published' : currentStatus === 'closed' ? 'Closed' : 'Draft'
          }
        />
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack
            spacing={2}
            component="form"
            noValidate
            aria-label="Form builder"
            onSubmit={(e) => {
              e.preventDefault();
              void submit(false);
            }}
          >
            <Card variant="outlined">
              <CardContent>
                <Stack spacing={2}>
                  <FormTextField control={control} name="title" label="Title" fullWidth />
                  <FormTextField
                    control={control}
                    name="introduction"
                    label="Introduction"
                    fullWidth
                    multiline
                    minRows={2}
                    hint="Shown above the questions"
                  />
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <FormSelectField
                      control={control}
                      name="workshopId"
                      label="Workshop"
                      fullWidth
                      hint="Optional: the workshop it asks about"
                      options={(workshops.data ?? []).map((w) => ({
                        value: w.id,
                        label: `${w.title} (${w.date})`,
                      }))}
                      noneLabel="None"
                    />
                    <FormSelectField
                      control={control}
                      name="projectId"
                      label="Project"
                      fullWidth
                      hint="Optional: the project it asks about"
                      options={(projects.data ?? []).map((p) => ({
                        value: p.id,
                        label: p.projectName || p.id,
                      }))}
                      noneLabel="None"
                    />
                  </Stack>
                </Stack>
              </CardContent>
            </Card>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h3" sx={{ fontSize: 18, fontWeight: 600 }}>
                  Questions
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  In this order. Drag a question by its handle, or press Alt+↑ and Alt+↓ in it to move it.
                </Typography>
                <Stack spacing={2}>
                  {rows.fields.map((row, i) => (
                    <FieldEditor
                      key={row.id}
                      id={row.id}
                      index={i}
                      count={rows.fields.length}
                      control={control}
                      onMove={(to) => move(i, to)}
                      onDropFrom={(from) => move(from, i)}
                      onRemove={() => rows.remove(i)}
                    />
                  ))}
                  {form.formState.errors.fields?.root?.message || form.formState.errors.fields?.message ? (
                    <Alert severity="error">
                      {form.formState.errors.fields?.root?.message ?? form.formState.errors.fields?.message}
                    </Alert>
                  ) : null}
                  <Button
                    startIcon={<AddIcon />}
                    sx={{ alignSelf: 'flex-start' }}
                    disabled={rows.fields.length >= MAX_FEEDBACK_FIELDS}
                    onClick={() =>
                      rows.append(blankField(), {
                        shouldFocus: true,
                        focusName: `fields.${rows.fields.length}.label`,
                      })
                    }
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
                setInvalid(false);
                setFlash(null);
                save.reset();
                status.reset();
              }}
            />
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" disabled={save.isPending || status.isPending}>
                Save form
              </Button>
              {currentStatus !== 'published' && (
                <Button
                  variant="outlined"
                  disabled={save.isPending || status.isPending}
                  data-single-press
                  onClick={() => void submit(true)}
                >
                  Save and publish
                </Button>
              )}
            </Stack>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card
            variant="outlined"
            sx={{ position: { md: 'sticky' }, top: { md: 80 } }}
            component="section"
            aria-label="Preview"
          >
            <CardContent>
              <Typography variant="overline" color="text.secondary">
                Preview
              </Typography>
              {previewFields.length === 0 ? (
                <Typography color="text.secondary">Write a question to see it here.</Typography>
              ) : (
                <FeedbackFormView
                  key={previewKey}
                  title={title || 'Untitled form'}
                  introduction={introduction}
                  fields={previewFields}
                  headingLevel="h2"
                />
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { MAIL_KIND_INFO, variablesOf, type MailKind } from '@storytelling/shared/mail-kinds';
import { DEFAULT_TEMPLATES, templateProblem, type MailTemplate } from '@storytelling/shared/mail-templates';
import { FormTextField } from '../../../components/FormTextField';
import { OutcomeNotice, type Outcome } from '../../../components/OutcomeNotice';
import { AppError, messageOf } from '../../../lib/errors';
import {
  currentTemplate,
  draftSchema,
  NOTE_MAX,
  previewOf,
  RESET_NOTE,
  restoredNote,
  sameTemplate,
  type StoredTemplate,
  type TemplateDraft,
  type TemplatePart,
  type TemplateVersion,
} from '../model';
import { useSaveTemplate, useSendTest } from '../queries';
import { PreviewPane } from './PreviewPane';
import { VersionHistory } from './VersionHistory';
import { TextInput } from '../../../components/TextInput';

const PARTS: readonly TemplatePart[] = ['subject', 'html', 'text'];
const LABELS: Record<TemplatePart, string> = { subject: 'Subject', html: 'HTML', text: 'Plain text' };
const pick = ({ subject, html, text }: MailTemplate): MailTemplate => ({ subject, html, text });

/** What a failed send says: `Failed to send email: {status} {statusText}` and the server's reason. */
function sendFailure(error: unknown): string {
  const detail = error instanceof AppError && error.detail ? ` — ${error.detail}` : '';
  return `${messageOf(error)}${detail}`;
}

export interface TemplateEditorProps {
  kind: MailKind;
  /** The saved template, or undefined when the kind sends its built-in one. */
  stored: StoredTemplate | undefined;
  /** Where "Send a test to myself" goes: the signed-in user's address. */
  userEmail: string;
  myUid: string | null;
  onDirtyChange: (dirty: boolean) => void;
}

/** One kind's template: the fields, its variables, a live preview, saving, a test send and the history. */
export function TemplateEditor({ kind, stored, userEmail, myUid, onDirtyChange }: TemplateEditorProps) {
  const info = MAIL_KIND_INFO[kind];
  const schema = useMemo(() => draftSchema(kind), [kind]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { ...currentTemplate(kind, stored), note: '' },
  });
  const { isDirty, isSubmitted, errors } = form.formState;
  const save = useSaveTemplate();
  const sendTest = useSendTest();
  const [notice, setNotice] = useState<Outcome | null>(null);
  const [target, setTarget] = useState<TemplatePart>('html');
  const inputs = useRef<Partial<Record<TemplatePart, HTMLInputElement | HTMLTextAreaElement>>>({});
  // The version the form's content started from: a save on top of a newer one is refused by the service.
  const storedVersion = stored?.version ?? 0;
  const base = useRef(storedVersion);

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // A newer saved version (another admin's) replaces the form only while nothing is being edited.
  useEffect(() => {
    if (isDirty || storedVersion === base.current) return;
    base.current = storedVersion;
    form.reset({ ...currentTemplate(kind, stored), note: '' });
  }, [isDirty, storedVersion, kind, stored, form]);

  const [subject = '', html = '', text = ''] = useWatch({
    control: form.control,
    name: ['subject', 'html', 'text'],
  });
  const draft = useMemo(() => ({ subject, html, text }), [subject, html, text]);
  const previewSubject = useDeferredValue(subject);
  const previewHtml = useDeferredValue(html);
  const previewText = useDeferredValue(text);
  const preview = useMemo(
    () => previewOf(kind, { subject: previewSubject, html: previewHtml, text: previewText }, userEmail),
    [kind, previewSubject, previewHtml, previewText, userEmail],
  );
  const refusal = PARTS.some((p) => errors[p]) ? templateProblem(kind, draft) : null;
  const isDefault = sameTemplate(draft, DEFAULT_TEMPLATES[kind]);

  /** Puts `{{name}}` where the cursor was in the field last used, and the cursor after it. */
  function insertVariable(name: string) {
    const part = target;
    const input = inputs.current[part];
    const token = `{{${name}}}`;
    const value = form.getValues(part);
    const start = input?.selectionStart ?? value.length;
    const end = input?.selectionEnd ?? start;
    form.setValue(part, value.slice(0, start) + token + value.slice(end), {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    });
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  /** Loads a template (a saved version, or the built-in one) into the form, to be saved as a new version. */
  function load(t: MailTemplate, note: string, message: string) {
    for (const part of PARTS)
      form.setValue(part, t[part], { shouldDirty: true, shouldValidate: isSubmitted });
    form.setValue('note', note, { shouldDirty: true });
    clearOutcomes();
    setNotice({ ok: true, text: message });
  }

  /** One outcome on screen at a time: the latest action's. */
  function clearOutcomes() {
    setNotice(null);
    save.reset();
    sendTest.reset();
  }
  function saveValues(values: TemplateDraft) {
    clearOutcomes();
    save.mutate(
      { kind, template: pick(values), note: values.note, baseVersion: base.current },
      {
        onSuccess: (saved) => {
          base.current = saved.version;
          form.reset({ ...pick(values), note: '' });
        },
      },
    );
  }
  function sendTestOf(values: TemplateDraft) {
    clearOutcomes();
    sendTest.mutate({ kind, to: userEmail, draft: pick(values) });
  }
  // The same check guards both: a template that cannot be saved is not sent as a test either.
  const onSave = (event: FormEvent) => void form.handleSubmit(saveValues)(event);
  const onSendTest = () => void form.handleSubmit(sendTestOf)();

  const saveOutcome: Outcome | null = save.isSuccess
    ? { ok: true, text: `Saved as version ${save.data.version}. ${info.name} e-mails now use it.` }
    : save.isError
      ? { ok: false, text: `Not saved: ${messageOf(save.error)}` }
      : null;
  const testOutcome: Outcome | null = sendTest.isSuccess
    ? sendTest.data.suppressed > 0 && sendTest.data.sent === 0
      ? {
          ok: false,
          text: `The test was not sent: ${sendTest.variables.to} is unsubscribed from marketing e-mails.`,
        }
      : { ok: true, text: `Test sent to ${sendTest.variables.to}.` }
    : sendTest.isError
      ? { ok: false, text: sendFailure(sendTest.error) }
      : null;

  const partField = (
    part: TemplatePart,
    props: { multiline?: boolean; minRows?: number; monospace?: boolean },
  ) => (
    <Controller
      name={part}
      control={form.control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextInput
          {...field}
          inputRef={(el: HTMLInputElement | HTMLTextAreaElement | null) => {
            ref(el);
            if (el) inputs.current[part] = el;
          }}
          onFocus={() => setTarget(part)}
          label={LABELS[part]}
          fullWidth
          multiline={props.multiline}
          minRows={props.minRows}
          maxRows={props.multiline ? 24 : undefined}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{
            htmlInput: {
              spellCheck: part !== 'html',
              style: props.monospace ? { fontFamily: 'monospace', fontSize: 13 } : undefined,
            },
          }}
        />
      )}
    />
  );

  return (
    <Box component="section" aria-labelledby="editor-heading">
      <Typography variant="h2" id="editor-heading" sx={{ fontSize: '1.5rem' }}>
        {info.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        To: {info.audience} ·{' '}
        {info.category === 'marketing'
          ? 'marketing: not sent to people who unsubscribed'
          : 'service e-mail: always sent'}{' '}
        · {stored ? `version ${stored.version}` : 'built-in template'}
      </Typography>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box component="form" onSubmit={onSave} noValidate aria-label={`${info.name} template`}>
          <Stack spacing={2}>
            {partField('subject', {})}
            <Box role="group" aria-label="Variables" aria-describedby="variables-hint">
              <Typography id="variables-hint" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                Variables: choose one to insert it at the cursor in <strong>{LABELS[target]}</strong>
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                {variablesOf(kind).map((name) => (
                  <Chip
                    key={name}
                    size="small"
                    variant="outlined"
                    label={`{{${name}}}`}
                    aria-label={`Insert {{${name}}}`}
                    onClick={() => insertVariable(name)}
                    sx={{ fontFamily: 'monospace' }}
                  />
                ))}
              </Box>
            </Box>
            {partField('html', { multiline: true, minRows: 8, monospace: true })}
            {partField('text', { multiline: true, minRows: 6 })}
            <FormTextField
              control={form.control}
              name="note"
              label="Note for the history (optional)"
              fullWidth
              size="small"
              hint={`What changed, up to ${NOTE_MAX} characters`}
            />
            {refusal && (
              <Alert severity="error" data-testid="template-problem">
                {refusal}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" disabled={!isDirty || save.isPending}>
                {save.isPending ? 'Saving…' : 'Save'}
              </Button>
              <Button variant="outlined" onClick={onSendTest} disabled={!userEmail || sendTest.isPending}>
                {sendTest.isPending ? 'Sending…' : 'Send a test to myself'}
              </Button>
              <Button
                onClick={() =>
                  load(
                    DEFAULT_TEMPLATES[kind],
                    RESET_NOTE,
                    'The built-in template is in the editor. Save to use it again; that creates a new version.',
                  )
                }
                disabled={isDefault || save.isPending}
              >
                Reset to default
              </Button>
              <Button
                onClick={() => {
                  form.reset();
                  clearOutcomes();
                }}
                disabled={!isDirty || save.isPending}
              >
                Discard changes
              </Button>
            </Stack>
            <Box>
              <OutcomeNotice outcome={notice} onClose={() => setNotice(null)} />
              <OutcomeNotice outcome={saveOutcome} onClose={() => save.reset()} />
              <OutcomeNotice outcome={testOutcome} onClose={() => sendTest.reset()} />
            </Box>
          </Stack>
        </Box>
        <PreviewPane mail={preview} kindName={info.name} />
      </Box>

      <Box sx={{ mt: 4 }}>
        <VersionHistory
          kind={kind}
          kindName={info.name}
          currentVersion={storedVersion}
          myUid={myUid}
          onRestore={(v: TemplateVersion) =>
            load(
              v,
              restoredNote(v.version),
              `Version ${v.version} is in the editor. Save to make it the current template.`,
            )
          }
        />
      </Box>
    </Box>
  );
}

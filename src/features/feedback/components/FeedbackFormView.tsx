import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { englishZodResolver } from '../../../components/form-field-binding';
import { useMemo, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { answersSchema, emptyValues, type Answers, type FeedbackField, type FormValues } from '../model';
import { AnswerInput } from './AnswerInput';

/** Off screen for people, still a field for the bots that fill in every field they find. */
const offScreen = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;

export interface FormViewProps {
  title: string;
  introduction: string;
  fields: FeedbackField[];
  /** Sends the answers; without it the form is a preview that checks but sends nothing. */
  onSend?: (answers: Answers) => void;
  /** The honeypot was filled in: a bot. It is thanked and nothing is sent. */
  onBot?: () => void;
  sending?: boolean;
  /** Why the last send failed: shown with a retry, the answers left as they are. */
  failure?: string | null;
  headingLevel?: 'h1' | 'h2';
}

/**
 * A feedback form as respondents see it (the public page and the builder's preview): the questions in order,
 * checked by the schema built from the form's definition, each error under its question, and focus on the first
 * one that needs attention.
 */
export function FeedbackFormView({
  title,
  introduction,
  fields,
  onSend,
  onBot,
  sending = false,
  failure,
  headingLevel = 'h1',
}: FormViewProps) {
  const schema = useMemo(() => answersSchema(fields), [fields]);
  const { control, handleSubmit, formState } = useForm<FormValues, unknown, Answers>({
    resolver: englishZodResolver(schema),
    defaultValues: emptyValues(fields),
  });
  const [previewPassed, setPreviewPassed] = useState(false);
  const [nothingAnswered, setNothingAnswered] = useState(false);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    // Read now: the event's form is gone by the time the checks have run.
    const trap = (e.currentTarget.elements.namedItem('website') as HTMLInputElement | null)?.value;
    setPreviewPassed(false);
    setNothingAnswered(false);
    void handleSubmit((answers) => {
      // With every question optional the checks pass on an empty form; a response must still say something
      // (the rules refuse an empty one too).
      if (!trap && Object.keys(answers).length === 0) setNothingAnswered(true);
      else if (trap) onBot?.();
      else if (onSend) onSend(answers);
      else setPreviewPassed(true);
    })(e);
  };
  const hasRequired = fields.some((f) => f.required);
  const errorCount = Object.keys(formState.errors).length;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={title}>
      <Typography variant={headingLevel} sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 1 }}>
        {title}
      </Typography>
      {introduction && (
        <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }} color="text.secondary">
          {introduction}
        </Typography>
      )}
      {hasRequired && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          Questions marked * need an answer.
        </Typography>
      )}
      <Stack spacing={3}>
        {fields.map((f) => (
          <Controller
            key={f.key}
            name={f.key}
            control={control}
            render={({ field, fieldState }) => (
              <AnswerInput
                field={f}
                value={field.value ?? null}
                error={fieldState.error?.message}
                onChange={field.onChange}
                inputRef={field.ref}
              />
            )}
          />
        ))}
      </Stack>
      <Box sx={offScreen} aria-hidden>
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </Box>
      {errorCount > 0 && formState.isSubmitted && (
        <Alert severity="warning" sx={{ mt: 3 }}>
          {errorCount === 1 ? 'One question needs' : `${errorCount} questions need`} your attention.
        </Alert>
      )}
      {nothingAnswered && (
        <Alert severity="warning" sx={{ mt: 3 }} role="alert">
          Answer at least one question before sending.
        </Alert>
      )}
      {failure && (
        <Alert
          severity="error"
          sx={{ mt: 3 }}
          role="alert"
          action={
            <Button color="inherit" size="small" type="submit" disabled={sending}>
              Try again
            </Button>
          }
        >
          {failure}
        </Alert>
      )}
      {previewPassed && (
        <Alert severity="info" sx={{ mt: 3 }}>
          Preview: the answers pass the checks. Nothing was sent.
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={sending}
        sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
      >
        {sending ? 'Sending…' : 'Send answers'}
      </Button>
    </Box>
  );
}

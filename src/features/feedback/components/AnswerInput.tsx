import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { ChoiceList } from '../../../components/ChoiceList';
import { TextInput } from '../../../components/TextInput';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { FeedbackField, FormValue } from '../model';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The question as its label reads: a star after a required one ("* required" is said above the form). */
const questionLabel = (f: Pick<FeedbackField, 'label' | 'required'>) =>
  f.required ? `${f.label} *` : f.label;

export interface AnswerInputProps {
  field: FeedbackField;
  value: FormValue;
  /** The schema's message for this answer, shown in place of the help. */
  error?: string;
  onChange: (value: FormValue) => void;
  /** The input focused when a send finds this answer wrong (for a group, its first). */
  inputRef: (input: HTMLElement | null) => void;
}

/**
 * One question of a feedback form: its input by type, its help, and its error right under it. Inputs are full
 * width with large targets and the phone keyboard that fits (e-mail, numbers).
 */
export function AnswerInput({ field: f, value, error, onChange, inputRef }: AnswerInputProps) {
  const helpId = `${f.key}-help`;
  const helper = error ?? (f.help || undefined);
  const group = (children: ReactNode) => (
    <FormControl component="fieldset" error={Boolean(error)} fullWidth>
      <FormLabel component="legend" sx={{ color: 'text.primary', mb: 0.5 }}>
        {questionLabel(f)}
      </FormLabel>
      {children}
      {helper && <FormHelperText id={helpId}>{helper}</FormHelperText>}
    </FormControl>
  );
  const choices = (
    type: 'radio' | 'checkbox',
    options: { value: string; label: string }[],
    layout: { row?: boolean; labelBelow?: boolean } = {},
  ) => {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <ChoiceList
        type={type}
        name={f.key}
        options={options}
        {...layout}
        isChecked={(o) => (type === 'checkbox' ? chosen.includes(o) : String(value ?? '') === o)}
        onChange={(o, checked) => {
          if (type === 'checkbox') onChange(checked ? [...chosen, o] : chosen.filter((c) => c !== o));
          else onChange(f.type === 'rating' || f.type === 'recommendation' ? Number(o) : o);
        }}
        firstInputRef={inputRef}
        aria-describedby={helper ? helpId : undefined}
      />
    );
  };
  const ownOptions = (f.options ?? []).map((o) => ({ value: o, label: o }));
  const numbers = (from: number, to: number) =>
    range(from, to).map((n) => ({ value: String(n), label: String(n) }));
  switch (f.type) {
    case 'rating':
      return group(choices('radio', numbers(1, 5), { row: true }));
    case 'recommendation':
      return group(
        <>
          {choices('radio', numbers(0, 10), { labelBelow: true })}
          <Stack direction="row" sx={{ justifyContent: 'space-between', maxWidth: 480 }}>
            <Typography variant="caption">0 = not at all likely</Typography>
            <Typography variant="caption">10 = extremely likely</Typography>
          </Stack>
        </>,
      );
    case 'singleChoice':
      return group(choices('radio', ownOptions));
    case 'yesNo':
      return group(
        choices(
          'radio',
          [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ],
          { row: true },
        ),
      );
    case 'multipleChoice':
      return group(choices('checkbox', ownOptions));
    case 'consent':
      return (
        <FormControl error={Boolean(error)} fullWidth>
          <ChoiceList
            type="checkbox"
            name={f.key}
            options={[{ value: 'yes', label: questionLabel(f) }]}
            isChecked={() => value === true}
            onChange={(_, checked) => onChange(checked)}
            firstInputRef={inputRef}
            aria-describedby={helper ? helpId : undefined}
          />
          {helper && <FormHelperText id={helpId}>{helper}</FormHelperText>}
        </FormControl>
      );
    default: {
      const kind = {
        shortText: {},
        longText: { multiline: true, minRows: 3 },
        email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
        number: { inputMode: 'decimal' },
        date: { type: 'date' },
      }[f.type] as {
        multiline?: boolean;
        minRows?: number;
        type?: string;
        autoComplete?: string;
        inputMode?: 'email' | 'decimal';
      };
      return (
        <TextInput
          name={f.key}
          value={(value as string | number | null) ?? ''}
          onChange={(e) => onChange(e.target.value)}
          inputRef={inputRef}
          label={questionLabel(f)}
          fullWidth
          multiline={kind.multiline}
          minRows={kind.minRows}
          type={kind.type}
          autoComplete={kind.autoComplete ?? 'off'}
          error={Boolean(error)}
          helperText={helper}
          slotProps={{
            htmlInput: { inputMode: kind.inputMode, 'aria-required': f.required || undefined },
            inputLabel: f.type === 'date' ? { shrink: true } : undefined,
          }}
        />
      );
    }
  }
}

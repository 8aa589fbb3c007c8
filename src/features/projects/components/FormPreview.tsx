import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChoiceList } from '../../../components/ChoiceList';
import { NativeSelectField } from '../../../components/NativeSelectField';
import { TextInput } from '../../../components/TextInput';
import { CONFIG_SECTIONS, type ConfigSectionKey, type FormField } from '../form-definition';

/** The questions each built-in section asks in the recording app (what contributors see). */
const SECTION_FIELDS: Record<ConfigSectionKey, FormField[]> = {
  locationInfo: [
    { key: 'placeName', label: 'Place name', type: 'text', required: true },
    { key: 'placeDescription', label: 'What is there now?', type: 'textarea', required: false },
  ],
  authorInfo: [
    { key: 'authorName', label: 'Your name', type: 'text', required: true },
    { key: 'authorBio', label: 'A line about you', type: 'textarea', required: false },
  ],
  recordingInfo: [
    { key: 'title', label: 'Title of the story', type: 'text', required: true },
    { key: 'description', label: 'What the story is about', type: 'textarea', required: false },
  ],
  uploadFields: [
    { key: 'audio', label: 'Audio file', type: 'text', required: true },
    { key: 'image', label: 'Image (optional)', type: 'text', required: false },
  ],
};

/**
 * A read-only rendering of a project's recording form: the built-in sections the config switches on, then the
 * project's own questions in their order. Nothing here can be filled in or sent.
 */
export function FormPreview({
  config,
  fields,
}: {
  config: Record<ConfigSectionKey, boolean>;
  fields: readonly FormField[];
}) {
  const sections = CONFIG_SECTIONS.filter((s) => config[s.key]);
  if (sections.length === 0 && fields.length === 0)
    return (
      <Typography color="text.secondary">
        This form asks for nothing yet: switch on a section or add a question.
      </Typography>
    );
  return (
    <Stack spacing={3} component="section" aria-label="Form preview">
      {sections.map((s) => (
        <Stack key={s.key} spacing={1.5}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {s.label}
          </Typography>
          {SECTION_FIELDS[s.key].map((f) => (
            <PreviewField key={f.key} field={f} />
          ))}
        </Stack>
      ))}
      {fields.length > 0 && (
        <Stack spacing={1.5}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            More about your story
          </Typography>
          {fields.map((f, i) => (
            <PreviewField key={`${f.key}-${i}`} field={f} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function PreviewField({ field }: { field: FormField }) {
  const label = field.label.trim() || '(no label yet)';
  if (field.type === 'checkbox')
    return (
      <ChoiceList
        type="checkbox"
        name={field.key}
        options={[{ value: 'yes', label: `${label}${field.required ? ' *' : ''}` }]}
        isChecked={() => false}
        onChange={() => {}}
        disabled
      />
    );
  if (field.type === 'select')
    return (
      // Shown, not used: the browser's own select, disabled (MUI's Select would bring ~20 KB to this public page).
      <NativeSelectField
        size="small"
        label={label}
        required={field.required}
        value=""
        disabled
        fullWidth
        helperText={`Choices: ${(field.options ?? []).filter((o) => o.trim()).join(', ') || 'none yet'}`}
      >
        <option value="" />
        {(field.options ?? []).map((o, i) => (
          <option key={i} value={o}>
            {o}
          </option>
        ))}
      </NativeSelectField>
    );
  return (
    <TextInput
      size="small"
      label={label}
      required={field.required}
      fullWidth
      multiline={field.type === 'textarea'}
      minRows={field.type === 'textarea' ? 2 : undefined}
      slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
    />
  );
}

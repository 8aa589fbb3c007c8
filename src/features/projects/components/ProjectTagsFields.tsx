import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/TextInput';
import { Controller, type Control } from 'react-hook-form';
import type { ProjectForm } from '../project-form';
import { useContentTags } from '../queries';

/**
 * Subject tags as chips (type and press Enter, or leave the field, to add one) and the content tag, chosen from
 * AdminTags' content tags or typed freely when none fits. Both are fields of the project form (`control`).
 */
export function ProjectTagsFields({ control }: { control: Control<ProjectForm, unknown, ProjectForm> }) {
  const contentTags = useContentTags();
  return (
    <Stack spacing={2}>
      <Controller
        name="subjectTag"
        control={control}
        render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
          <Autocomplete
            multiple
            freeSolo
            autoSelect
            options={[] as string[]}
            value={value}
            onChange={(_, next) => onChange(next.map((v) => v.trim()).filter(Boolean))}
            onBlur={onBlur}
            renderInput={(params) => (
              <TextInput
                {...params}
                inputRef={ref}
                label="Subject tags"
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ?? 'Type a tag and press Enter; Backspace removes the last one'
                }
              />
            )}
          />
        )}
      />
      <Controller
        name="contentTag"
        control={control}
        render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
          <Autocomplete
            freeSolo
            options={contentTags.data ?? []}
            inputValue={value}
            onInputChange={(_, next) => onChange(next)}
            onBlur={onBlur}
            renderInput={(params) => (
              <TextInput
                {...params}
                inputRef={ref}
                label="Content tag"
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ??
                  (contentTags.data?.length
                    ? 'Pick one of the content tags, or type your own'
                    : 'Type a content tag (no content tags are defined yet)')
                }
              />
            )}
          />
        )}
      />
    </Stack>
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { projectKeys } from '../queries';
import { listContentTags } from '../service';

/**
 * Subject tags as chips (type and press Enter, or leave the field, to add one) and the content tag, chosen from
 * AdminTags' content tags or typed freely when none fits.
 */
export function ProjectTagsFields({
  subjectTag,
  contentTag,
  onSubjectTag,
  onContentTag,
  errors,
}: {
  subjectTag: string[];
  contentTag: string;
  onSubjectTag: (tags: string[]) => void;
  onContentTag: (tag: string) => void;
  errors: { subjectTag?: string; contentTag?: string };
}) {
  const contentTags = useQuery({
    queryKey: [...projectKeys.all, 'contentTags'],
    queryFn: listContentTags,
    staleTime: 5 * 60_000,
  });
  return (
    <Stack spacing={2}>
      <Autocomplete
        multiple
        freeSolo
        autoSelect
        options={[] as string[]}
        value={subjectTag}
        onChange={(_, value) => onSubjectTag(value.map((v) => v.trim()).filter(Boolean))}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Subject tags"
            error={!!errors.subjectTag}
            helperText={errors.subjectTag ?? 'Type a tag and press Enter; Backspace removes the last one'}
          />
        )}
      />
      <Autocomplete
        freeSolo
        options={contentTags.data ?? []}
        inputValue={contentTag}
        onInputChange={(_, value) => onContentTag(value)}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Content tag"
            error={!!errors.contentTag}
            helperText={
              errors.contentTag ??
              (contentTags.data?.length
                ? 'Pick one of the content tags, or type your own'
                : 'Type a content tag (no content tags are defined yet)')
            }
          />
        )}
      />
    </Stack>
  );
}

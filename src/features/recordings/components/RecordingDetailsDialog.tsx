import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/FormTextField';
import { messageOf } from '../../../lib/errors';
import { useTags } from '../../tags';
import { useSaveRecordingDetails } from '../queries';
import {
  ALBUM_KEY_MAX,
  describeOutcome,
  detailsOf,
  RECORDING_TAGS_MAX,
  recordingTagSuggestions,
  zRecordingDetails,
  type RecordingDetails,
} from '../recording-details';
import type { RecordingRow } from '../service';
import { TagChipsInput } from './TagChipsInput';
import { DialogButtons } from '../../../components/DialogButtons';

const TAG_HINT = `Type a tag and press Enter, or pick an existing one; at most ${RECORDING_TAGS_MAX}`;

/**
 * Edits a recording's album key, subject tags and genre tags. Saving moves the recording between its tags in the
 * same transaction (a tag is created on first use and deleted with its last recording); a refused save changes
 * nothing and keeps what was typed. Mount it per recording (`key`), open.
 */
export function RecordingDetailsDialog({
  recording,
  projectName,
  onClose,
  onSaved,
}: {
  recording: RecordingRow;
  projectName: string;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const title = recording.title || recording.id;
  const form = useForm<RecordingDetails>({
    resolver: zodResolver(zRecordingDetails),
    defaultValues: detailsOf(recording),
  });
  const save = useSaveRecordingDetails();
  const tags = useTags();
  const suggestions = useMemo(() => recordingTagSuggestions(tags.data ?? []), [tags.data]);
  const busy = save.isPending;

  function submit(details: RecordingDetails) {
    save.mutate(
      { recordingKey: recording.id, details },
      {
        onSuccess: (saved) => {
          if (!saved) return; // the recording is gone: the error below says so
          onSaved(describeOutcome(title, saved.outcome));
        },
      },
    );
  }

  const failure = save.isError
    ? `Not saved: ${messageOf(save.error)} Nothing was changed.`
    : save.isSuccess && save.data === null
      ? 'This recording no longer exists; nothing was saved.'
      : null;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="recording-details-title"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate aria-label={`Details of ${title}`} onSubmit={(e) => void form.handleSubmit(submit)(e)}>
        <DialogTitle id="recording-details-title">Album and tags</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            “{title}” in {projectName}. Tags are shared with other recordings: a new name creates a tag, and a
            tag goes when its last recording leaves it.
          </DialogContentText>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormTextField
              control={form.control}
              name="albumKey"
              label="Album key"
              fullWidth
              disabled={busy}
              hint={`The album this recording belongs to, up to ${ALBUM_KEY_MAX} characters; empty for none`}
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
            {(['subjectTags', 'genreTags'] as const).map((list) => (
              <Controller
                key={list}
                name={list}
                control={form.control}
                render={({ field, fieldState }) => (
                  <TagChipsInput
                    label={list === 'subjectTags' ? 'Subject tags' : 'Genre tags'}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    suggestions={suggestions}
                    loadingSuggestions={tags.isPending}
                    disabled={busy}
                    error={fieldState.error?.message}
                    hint={TAG_HINT}
                  />
                )}
              />
            ))}
            {tags.isError && (
              <Alert severity="warning">
                Existing tags could not be loaded, so there are no suggestions: {messageOf(tags.error)}
              </Alert>
            )}
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogButtons label="Save" busyLabel="Saving…" busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

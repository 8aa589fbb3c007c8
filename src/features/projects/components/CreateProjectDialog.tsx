import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormSwitch } from '../../../components/FormSwitch';
import { FormTextField } from '../../../components/FormTextField';
import { messageOf } from '../../../lib/errors';
import { useFormEdits } from '../form-edits';
import { keyFromName, keyTakenMessage, zNewProjectForm, type NewProjectForm } from '../project-form';
import { useCreateProject } from '../queries';
import { DialogButtons } from '../../../components/DialogButtons';

const EMPTY: NewProjectForm = { projectKey: '', projectName: '', isPrivate: true };

/**
 * A new project: name, key (suggested from the name until typed) and privacy. The key is the document id, so it
 * is checked for its characters and whether it is taken before anything is written.
 */
export function CreateProjectDialog({
  open,
  onClose,
  onCreated,
  ownerId,
  organisationId,
  initialName = '',
}: {
  open: boolean;
  onClose: () => void;
  /** Runs once the lists hold the new project, before the dialog closes, so it can be selected at once. */
  onCreated: (projectKey: string) => void;
  ownerId: string;
  organisationId: string | null;
  /** A name to start from (a project inquiry's), with its key suggested from it. */
  initialName?: string;
}) {
  const start = initialName
    ? { ...EMPTY, projectName: initialName, projectKey: keyFromName(initialName) }
    : EMPTY;
  const form = useForm({ resolver: zodResolver(zNewProjectForm), defaultValues: start });
  const create = useCreateProject();
  // The key follows the name until someone types a key of their own.
  const [keyTyped, setKeyTyped] = useState(false);
  useFormEdits(form, ({ name, isSubmitted }) => {
    if (name === 'projectKey') setKeyTyped(true);
    else if (name === 'projectName' && !keyTyped)
      form.setValue('projectKey', keyFromName(form.getValues('projectName')), {
        shouldValidate: isSubmitted,
      });
  });
  const isPrivate = useWatch({ control: form.control, name: 'isPrivate' });
  const busy = create.isPending;
  // A key found taken is said beside the key (see onError); any other failure above the fields.
  const failure =
    create.isError && messageOf(create.error) !== keyTakenMessage(create.variables.input.projectKey)
      ? messageOf(create.error)
      : null;

  function close() {
    if (busy) return;
    form.reset(start);
    setKeyTyped(false);
    create.reset();
    onClose();
  }

  const submit = form.handleSubmit(
    (values) => {
      create.reset();
      create.mutate(
        { input: { ...values, organisationId: organisationId ?? undefined }, ownerId },
        {
          onSuccess: (projectKey) => {
            onCreated(projectKey);
            form.reset(start);
            setKeyTyped(false);
            create.reset();
            onClose();
          },
          // The typed values stay in the form so nothing has to be entered again.
          onError: (error) => {
            const message = messageOf(error);
            if (message === keyTakenMessage(values.projectKey))
              form.setError('projectKey', { message }, { shouldFocus: true });
          },
        },
      );
    },
    () => create.reset(),
  );

  return (
    <Dialog open={open} onClose={close} aria-labelledby="new-project-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="New project">
        <DialogTitle id="new-project-title">New project</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <FormTextField
              control={form.control}
              name="projectName"
              label="Project name"
              autoFocus
              required
              hint="What visitors and staff see"
            />
            <FormTextField
              control={form.control}
              name="projectKey"
              label="Project key"
              required
              hint="Letters, digits, - and _ only. It names the project for good and cannot be changed later."
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
            />
            <FormSwitch
              control={form.control}
              name="isPrivate"
              label={
                isPrivate
                  ? 'Private: only its managers and people given access can open it'
                  : 'Public: anyone can open it'
              }
            />
          </Stack>
        </DialogContent>
        <DialogButtons label="Create project" busy={busy} onCancel={close} />
      </form>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormTextField } from '../../../components/FormTextField';
import { messageOf } from '../../../lib/errors';
import { CreateProjectDialog } from '../../projects';
import { useSession } from '../../session';
import { WorkshopFormDialog } from '../../workshops';
import { nextStatuses, OUTCOME, workshopPrefill, type InboxItem } from '../model';
import { useChangeStatus, useCreateWorkshopFromRequest } from '../queries';

const zDecline = z.object({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Say why, in words for the requester'),
      z.maxLength(2000, 'At most 2000 characters'),
    ),
});

/**
 * The request's next steps: in progress, declined with a reason (the requester is e-mailed it), or what it
 * becomes: a workshop (the workshop form, pre-filled) or a project (the project form). Becoming one is for
 * super admins, who create workshops and projects; an organisation's admins move requests on or decline them.
 */
export function StatusActions({
  item,
  isSuperAdmin,
  onBusy,
}: {
  item: InboxItem;
  isSuperAdmin: boolean;
  onBusy: (busy: boolean) => void;
}) {
  const { user } = useSession();
  const change = useChangeStatus();
  const create = useCreateWorkshopFromRequest();
  const [mode, setMode] = useState<'decline' | 'workshop' | 'project' | null>(null);
  // Creating the project and marking the inquiry accepted are two writes. When the second fails, the project
  // exists: a retry marks the inquiry with that project rather than creating another one.
  const [createdProject, setCreatedProject] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(zDecline), defaultValues: { reason: '' } });
  const next = nextStatuses(item.kind, item.status);
  const step = { kind: item.kind, id: item.id, version: item.version };
  const busy = change.isPending || create.isPending;
  const run = (to: InboxItem['status'], extra: { declineReason?: string; projectId?: string } = {}) => {
    onBusy(true);
    change.mutate(
      { ...step, to, ...extra },
      { onSettled: () => onBusy(false), onSuccess: () => setMode(null) },
    );
  };
  if (next.length === 0) return null;
  const decline = form.handleSubmit(({ reason }) => run('declined', { declineReason: reason }));

  return (
    <Stack spacing={2}>
      {change.isError && createdProject ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={busy}
              onClick={() => run('accepted', { projectId: createdProject })}
            >
              Try again
            </Button>
          }
        >
          The project was created, but the inquiry could not be marked accepted: {messageOf(change.error)}
        </Alert>
      ) : (
        change.isError && <Alert severity="error">{messageOf(change.error)}</Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {next.includes('inProgress') && (
          <Button variant="outlined" disabled={busy} onClick={() => run('inProgress')}>
            Mark in progress
          </Button>
        )}
        {isSuperAdmin && next.includes(OUTCOME[item.kind]) && !createdProject && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => setMode(item.kind === 'inquiry' ? 'project' : 'workshop')}
          >
            {item.kind === 'inquiry' ? 'Create project from inquiry' : 'Create workshop from request'}
          </Button>
        )}
        <Button color="error" disabled={busy} onClick={() => setMode('decline')}>
          Decline…
        </Button>
      </Stack>
      {mode === 'decline' && (
        <form onSubmit={(e) => void decline(e)} noValidate aria-label="Decline the request">
          <FormTextField
            control={form.control}
            name="reason"
            label="Reason (sent to the requester)"
            multiline
            minRows={2}
            fullWidth
            autoFocus
          />
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button type="submit" color="error" variant="contained" disabled={busy}>
              Decline and tell the requester
            </Button>
            <Button onClick={() => setMode(null)} disabled={busy}>
              Keep it
            </Button>
          </Stack>
        </form>
      )}
      {mode === 'workshop' && (
        <WorkshopFormDialog
          prefill={workshopPrefill(item)}
          busy={create.isPending}
          failure={create.error}
          onClose={() => {
            if (create.isError) create.reset();
            setMode(null);
          }}
          onSubmit={(input) => create.mutate({ step, input }, { onSuccess: () => setMode(null) })}
        />
      )}
      {mode === 'project' && user && (
        <CreateProjectDialog
          open
          initialName={String((item as Record<string, unknown>).projectName ?? '')}
          ownerId={user.userId}
          organisationId={item.organisationId || null}
          onClose={() => setMode(null)}
          onCreated={(projectKey) => {
            setCreatedProject(projectKey);
            setMode(null);
            run('accepted', { projectId: projectKey });
          }}
        />
      )}
    </Stack>
  );
}

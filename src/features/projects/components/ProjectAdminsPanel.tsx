import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ChoiceList } from '../../../components/ChoiceList';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ListTable, type ListColumn } from '../../../components/ListTable';
import { OutcomeNotice, type Outcome } from '../../../components/OutcomeNotice';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { FormTextField } from '../../../components/FormTextField';
import { messageOf } from '../../../lib/errors';
import { PROJECT_ADMIN_LIST_LIMIT, type ProjectAdmin } from '../project-admins';
import { useFindPerson, useProjectAdmins, useSetProjectAdminAccess } from '../project-admin-queries';
import {
  zFindPersonForm,
  zProjectAdminProjects,
  type FindPersonForm,
  type ProjectAdminProjects,
} from '../model';
import { useVisibleProjects } from '../queries';
import type { ProjectRow } from '../service';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { DialogButtons } from '../../../components/DialogButtons';

const nameOf = (p: ProjectAdmin) => p.name || p.email;

/**
 * The super admin's list of project administrators: who manages which projects, in any organisation. Adding
 * someone finds their account by e-mail, then the projects are ticked; untick them all to take the role away.
 */
export function ProjectAdminsPanel() {
  const admins = useProjectAdmins();
  const projects = useVisibleProjects();
  const save = useSetProjectAdminAccess();
  const [editing, setEditing] = useState<ProjectAdmin | 'new' | null>(null);
  const [revoking, setRevoking] = useState<ProjectAdmin | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const names = new Map((projects.data ?? []).map((p) => [p.id, p.projectName]));
  const projectNames = (a: ProjectAdmin) => a.projectIds.map((id) => names.get(id) ?? id).join(', ');

  const saved = (person: ProjectAdmin, projectIds: readonly string[]) =>
    setOutcome({
      ok: true,
      text:
        projectIds.length === 0
          ? `${nameOf(person)} no longer administers any project.`
          : `${nameOf(person)} administers ${projectIds.length} project${projectIds.length === 1 ? '' : 's'}.`,
    });

  const columns: ListColumn<ProjectAdmin>[] = [
    { id: 'name', header: 'Name', text: nameOf, value: nameOf, minWidth: 160 },
    { id: 'email', header: 'E-mail', text: (a) => a.email, value: (a) => a.email },
    { id: 'projects', header: 'Projects', text: projectNames, minWidth: 220 },
    {
      id: 'actions',
      header: 'Actions',
      render: (a) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => setEditing(a)} aria-label={`Change projects of ${nameOf(a)}`}>
            Change projects
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => setRevoking(a)}
            aria-label={`Revoke project admin access of ${nameOf(a)}`}
          >
            Revoke
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    // The same column as the user access list above it on the page.
    <PageSection>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', mb: 1 }}
      >
        <Typography variant="h2">Project administrators</Typography>
        <Button variant="contained" onClick={() => setEditing('new')} sx={{ alignSelf: 'flex-start' }}>
          Add a project administrator
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Project administrators sign in as Project Admin and manage the pins, recordings and tags of the
        projects given to them, in any organisation. Only super admins give or take this access; the person
        signs in again to see a change.
      </Typography>
      <OutcomeNotice outcome={outcome} onClose={() => setOutcome(null)} />
      <QueryState
        query={admins}
        loadingLabel="Loading project administrators"
        errorText="The project administrators could not be loaded"
        empty={
          <EmptyState
            title="Nobody administers a project yet"
            hint="Add someone who has an account, and choose the projects they manage."
          />
        }
      >
        {(rows) => (
          <>
            {rows.length >= PROJECT_ADMIN_LIST_LIMIT && (
              <Alert severity="info" sx={{ mb: 2 }}>
                Showing the first {PROJECT_ADMIN_LIST_LIMIT} project administrators.
              </Alert>
            )}
            <ListTable
              rows={rows}
              columns={columns}
              label="Project administrators"
              getRowId={(a) => a.userId}
              rowAttributes={() => ({ 'data-testid': 'project-admin-row' })}
              initialSort={{ id: 'name', direction: 'asc' }}
            />
          </>
        )}
      </QueryState>
      {editing && (
        <ProjectAdminDialog
          person={editing === 'new' ? null : editing}
          projects={projects.data ?? []}
          projectsLoading={projects.isPending}
          onClose={() => setEditing(null)}
          onSaved={(person, ids) => {
            setEditing(null);
            saved(person, ids);
          }}
        />
      )}
      <ConfirmDialog
        open={!!revoking}
        title="Revoke project admin access?"
        message={
          revoking
            ? `${nameOf(revoking)} will no longer manage ${projectNames(revoking)}. Their account and memberships stay.`
            : ''
        }
        confirmLabel="Revoke"
        busy={save.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => {
          const person = revoking!;
          save.mutate(
            { userId: person.userId, projectIds: [] },
            {
              onSuccess: () => saved(person, []),
              onError: (error) => setOutcome({ ok: false, text: messageOf(error) }),
              onSettled: () => setRevoking(null),
            },
          );
        }}
      />
    </PageSection>
  );
}

/** Finds a person by e-mail (when adding), then ticks the projects they manage. */
function ProjectAdminDialog({
  person: given,
  projects,
  projectsLoading,
  onClose,
  onSaved,
}: {
  person: ProjectAdmin | null;
  projects: readonly ProjectRow[];
  projectsLoading: boolean;
  onClose: () => void;
  onSaved: (person: ProjectAdmin, projectIds: readonly string[]) => void;
}) {
  const find = useFindPerson();
  const save = useSetProjectAdminAccess();
  const lookUpForm = useForm<FindPersonForm>({
    resolver: zodResolver(zFindPersonForm),
    defaultValues: { email: '' },
  });
  const person = given ?? find.data ?? null;
  // Someone new who already manages projects (found by address) is edited, not replaced.
  const adding = !given && !!person && person.projectIds.length === 0;
  // The ticks start from the projects of whoever is shown, again each time another person is found.
  const projectsForm = useForm<ProjectAdminProjects>({
    resolver: zodResolver(zProjectAdminProjects(!given)),
    values: { projectIds: person?.projectIds ?? [] },
  });
  const selected = useWatch({ control: projectsForm.control, name: 'projectIds' });
  const busy = find.isPending || save.isPending;
  const titleId = useId();

  const lookUp = lookUpForm.handleSubmit(({ email }) => find.mutate(email));
  const submit = projectsForm.handleSubmit(
    ({ projectIds }) =>
      person &&
      save.mutate({ userId: person.userId, projectIds }, { onSuccess: () => onSaved(person, projectIds) }),
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {given ? `Projects of ${nameOf(given)}` : 'Add a project administrator'}
      </DialogTitle>
      <DialogContent>
        {!given && (
          <Stack
            component="form"
            direction="row"
            spacing={1}
            onSubmit={(e) => void lookUp(e)}
            noValidate
            sx={{ pt: 1, mb: 2 }}
          >
            <FormTextField
              control={lookUpForm.control}
              name="email"
              hint="The person needs an account already."
              label="E-mail address"
              type="email"
              fullWidth
              autoFocus
            />
            <Button type="submit" disabled={busy} sx={{ alignSelf: 'flex-start', mt: 1 }}>
              Find
            </Button>
          </Stack>
        )}
        <ErrorAlert error={find.error} sx={{ mb: 2 }} />
        {person && (
          <>
            {!given && (
              <Typography variant="body1" sx={{ mb: 1 }}>
                {nameOf(person)} ({person.email})
                {adding ? '' : ' already administers projects: change them here.'}
              </Typography>
            )}
            <Typography variant="subtitle2" component="p" id={`${titleId}-projects`}>
              Projects they manage
            </Typography>
            {projectsLoading ? (
              <Typography variant="body2">Loading projects…</Typography>
            ) : (
              <div role="group" aria-labelledby={`${titleId}-projects`}>
                <Controller
                  control={projectsForm.control}
                  name="projectIds"
                  render={({ field }) => (
                    <ChoiceList
                      type="checkbox"
                      name="projects"
                      options={projects.map((p) => ({ value: p.id, label: p.projectName }))}
                      isChecked={(id) => field.value.includes(id)}
                      onChange={(id, checked) =>
                        field.onChange(checked ? [...field.value, id] : field.value.filter((s) => s !== id))
                      }
                    />
                  )}
                />
              </div>
            )}
            {selected.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {given
                  ? 'With no project ticked, they are no longer a project administrator.'
                  : 'Tick at least one project.'}
              </Typography>
            )}
          </>
        )}
        <ErrorAlert error={save.error} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogButtons
        label="Save"
        busy={busy}
        disabled={!person || (!given && selected.length === 0)}
        onCancel={onClose}
        onAction={() => void submit()}
      />
    </Dialog>
  );
}

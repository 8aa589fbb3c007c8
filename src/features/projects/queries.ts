import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { AppError } from '../../lib/errors';
import { useSession } from '../session';
import { tagKeys } from '../tags';
import type { Budget } from './budget';
import type { ConfigSectionKey, FormField } from './form-definition';
import type { NewProjectInput } from './model';
import { keyTakenMessage } from './project-form';
import {
  createProject,
  getProject,
  getProjectPassword,
  isProjectKeyTaken,
  listContentTags,
  listVisibleProjects,
  readProjectAsVisitor,
  startProjectDeletion,
  updateProject,
  watchProjectDeletion,
  type ProjectChanges,
  type ProjectDeletion,
  type ProjectRow,
} from './service';
import { projectKeys } from '../../lib/query-keys';

type ConfigSections = Record<ConfigSectionKey, boolean>;

/** The projects the signed-in user may see and work on (see listVisibleProjects). */
export function useVisibleProjects() {
  const { user, currentOrganisation } = useSession();
  return useQuery({
    queryKey: [...projectKeys.all, 'visible', user?.userId, user?.userRole, currentOrganisation],
    queryFn: () => (user ? listVisibleProjects(user, currentOrganisation) : Promise.resolve([])),
    enabled: Boolean(user),
  });
}

export function useProject(projectId: string | null) {
  return useQuery({
    queryKey: [...projectKeys.all, 'one', projectId],
    queryFn: () => (projectId ? getProject(projectId) : Promise.resolve(null)),
    enabled: Boolean(projectId),
  });
}

/** The project's password, from its managers-only document (getProjectPassword). */
export function useProjectPassword(project: ProjectRow) {
  return useQuery({
    queryKey: [...projectKeys.all, 'password', project.id],
    queryFn: () => getProjectPassword(project),
  });
}

/** AdminTags' content tags, offered for a project's content tag. */
export function useContentTags() {
  return useQuery({
    queryKey: [...projectKeys.all, 'contentTags'],
    queryFn: listContentTags,
    staleTime: 5 * 60_000,
  });
}

/** A project as a visitor (signed in or not) may read it: the public forms view. */
export function useVisitorProject(projectId: string, userId: string | null) {
  return useQuery({
    queryKey: [...projectKeys.all, 'visitor', projectId, userId],
    queryFn: () => readProjectAsVisitor(projectId),
  });
}

/** A project's deletion on the server, live: null while none is recorded (or it cannot be read). */
export function useProjectDeletion(projectId: string): ProjectDeletion | null {
  const [job, setJob] = useState<{ id: string; job: ProjectDeletion | null }>({ id: projectId, job: null });
  useEffect(
    () =>
      watchProjectDeletion(
        projectId,
        (next) => setJob({ id: projectId, job: next }),
        () => setJob({ id: projectId, job: null }),
      ),
    [projectId],
  );
  return job.id === projectId ? job.job : null;
}

/** Starts deleting a project on the server; the screen follows it with useProjectDeletion. */
export const useStartProjectDeletion = () =>
  useMutation({ mutationFn: (projectId: string) => startProjectDeletion(projectId) });

/** Reads the project lists again (after a deletion has finished on the server, say); the same function throughout. */
export function useRefreshProjects() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: projectKeys.all }), [client]);
}

/**
 * Creates a project, refusing a key in use with the key's own message (before anything is written, and again
 * in createProject's transaction). The lists are read again before it counts as done, so the new project can be
 * selected at once. Resolves to the key.
 */
export function useCreateProject() {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: async ({ input, ownerId }: { input: NewProjectInput; ownerId: string }) => {
      if (await isProjectKeyTaken(input.projectKey)) throw new AppError(keyTakenMessage(input.projectKey));
      await createProject(input, ownerId);
      return input.projectKey;
    },
    onSuccess: refresh,
  });
}

export const PROJECT_GONE = 'This project no longer exists; nothing was saved.';

/**
 * Writes a project's changed fields; resolves to its subject tags as saved when they changed (see
 * updateProject), and fails with PROJECT_GONE when the project no longer exists.
 */
export function useUpdateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ projectId, changes }: { projectId: string; changes: ProjectChanges }) => {
      const subjectTag = await updateProject(projectId, changes);
      if (subjectTag === null) throw new AppError(PROJECT_GONE);
      return subjectTag;
    },
    onSuccess: (_saved, { changes }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: projectKeys.all }),
        // Subject tags live in ProjectTags too: the save added or removed this project's key there.
        changes.tags && client.invalidateQueries({ queryKey: tagKeys.all }),
      ]),
  });
}

/** Saves a project's budget (/project-budget). */
export function useSaveBudget(projectId: string) {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: (budget: Budget) => updateProject(projectId, { budget }),
    onSuccess: refresh,
  });
}

/**
 * Saves a project's recording form: the sections switched on and its own questions. The project's config is
 * written whole, so its password is read first and written back as it is (the project itself holds an empty one).
 */
export function useSaveRecordingForm(project: ProjectRow) {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: async ({ sections, formFields }: { sections: ConfigSections; formFields: FormField[] }) => {
      const password = await getProjectPassword(project);
      await updateProject(project.id, { config: { ...project.config, ...sections, password }, formFields });
    },
    onSuccess: refresh,
  });
}

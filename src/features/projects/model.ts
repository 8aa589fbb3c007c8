import { z } from 'zod/mini';
import { zEmailAddress } from '../../kernel/email-address';
import { zDate } from '../../lib/converter';
import { zBudget } from './budget';
import { MAX_FORM_FIELDS, zFormField } from './form-definition';

export const DEFAULT_PROJECT_CONFIG = {
  locationInfo: true,
  authorInfo: true,
  recordingInfo: true,
  uploadFields: true,
  password: '',
} as const;

/** Collection `Projects`, keyed by project key; the public forms view parses it too. */
export const zProject = z.object({
  projectName: z.string().check(z.minLength(1), z.maxLength(200)),
  projectOwnerUserKey: z._default(z.string(), ''),
  isPrivate: z._default(z.boolean(), false),
  isAvailable: z._default(z.boolean(), true),
  isResponseEnabled: z._default(z.boolean(), false),
  audioSize: z._default(z.number().check(z.minimum(0)), 0),
  tags: z._default(
    z.object({ subjectTag: z._default(z.array(z.string()), []), contentTag: z._default(z.string(), '') }),
    { subjectTag: [], contentTag: '' },
  ),
  config: z._default(
    z.object({
      locationInfo: z.boolean(),
      authorInfo: z.boolean(),
      recordingInfo: z.boolean(),
      uploadFields: z.boolean(),
      password: z.string(),
    }),
    { ...DEFAULT_PROJECT_CONFIG },
  ),
  transitAlbumKey: z._default(z.string(), ''),
  pins: z._default(z.array(z.string()), []),
  groupIds: z._default(z.array(z.string()), []),
  project_id: z.optional(z.string()),
  icon: z.optional(z.string()),
  isQREnabled: z.optional(z.boolean()),
  organisationId: z.optional(z.string()),
  /** Budget and fee rates (/project-budget); see budget.ts. */
  budget: z.optional(zBudget),
  /** The recording form's own fields (/form-builder-view); see form-definition.ts. */
  formFields: z.optional(z.array(zFormField).check(z.maxLength(MAX_FORM_FIELDS))),
});
export type Project = z.infer<typeof zProject>;

/** What a new project is made from (the create dialog's fields). */
export interface NewProjectInput {
  projectKey: string;
  projectName: string;
  isPrivate: boolean;
  organisationId?: string;
}

/**
 * A new project's fields with the product's defaults, timestamps aside: the create dialog, the seed and
 * the tests build projects with this. The password is never here (see PROJECT_PRIVATE_CONFIG).
 */
export function newProjectFields(input: NewProjectInput, ownerId: string) {
  return {
    projectName: input.projectName,
    projectOwnerUserKey: ownerId,
    isPrivate: input.isPrivate,
    isAvailable: true,
    isResponseEnabled: false,
    audioSize: 0,
    tags: { subjectTag: [] as string[], contentTag: '' },
    config: { ...DEFAULT_PROJECT_CONFIG },
    transitAlbumKey: '',
    pins: [] as string[],
    groupIds: [] as string[],
    project_id: input.projectKey,
    isQREnabled: false,
    ...(input.organisationId === undefined ? {} : { organisationId: input.organisationId }),
  };
}

/**
 * Where a project's password lives: `Projects/{id}/private/config` ({password, updatedAt}), readable by the
 * project's managers only. `config.password` in the project itself stays empty, because a public project is
 * read by anyone and Firestore cannot hide one field of a document.
 */
export const PROJECT_PRIVATE_CONFIG = (projectId: string) => `Projects/${projectId}/private/config`;

/** A ProjectAccess record: for a user or for a group. */
export const zProjectAccess = z.object({
  project_id: z.string().check(z.minLength(1)),
  userId: z.optional(z.string()),
  groupId: z.optional(z.string()),
  accessLevel: z._default(z.string(), 'read'),
  createdAt: zDate,
  /** How the access was given: directly, through a group (revoked when the group no longer gives it) or an invite. */
  source: z.optional(z.enum(['direct', 'group', 'invite'])),
  inviteId: z.optional(z.string()),
});
export type ProjectAccess = z.infer<typeof zProjectAccess>;

/** Pins are kept without duplicates, in first-seen order. */
export function uniquePins(pins: readonly string[]): string[] {
  return [...new Set(pins.filter((p) => p.trim() !== ''))];
}

/** The address a super admin looks a future project administrator up by. */
export const zFindPersonForm = z.object({ email: zEmailAddress() });
export type FindPersonForm = z.infer<typeof zFindPersonForm>;

/** The projects ticked for a project administrator; adding someone needs at least one. */
export const zProjectAdminProjects = (adding: boolean) =>
  z.object({ projectIds: adding ? z.array(z.string()).check(z.minLength(1)) : z.array(z.string()) });
export type ProjectAdminProjects = { projectIds: string[] };

/** The project's name on the cost questionnaire, for its summary only. */
export const zQuestionnaireName = z.object({ projectName: z.string() });
export type QuestionnaireName = z.infer<typeof zQuestionnaireName>;

import { z } from 'zod';
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

/** Collection `Projects`, keyed by project key. */
export const zProject = z.object({
  projectName: z.string().min(1).max(200),
  projectOwnerUserKey: z.string().default(''),
  isPrivate: z.boolean().default(false),
  isAvailable: z.boolean().default(true),
  isResponseEnabled: z.boolean().default(false),
  audioSize: z.number().min(0).default(0),
  tags: z
    .object({ subjectTag: z.array(z.string()).default([]), contentTag: z.string().default('') })
    .default({ subjectTag: [], contentTag: '' }),
  config: z
    .object({
      locationInfo: z.boolean(),
      authorInfo: z.boolean(),
      recordingInfo: z.boolean(),
      uploadFields: z.boolean(),
      password: z.string(),
    })
    .default({ ...DEFAULT_PROJECT_CONFIG }),
  transitAlbumKey: z.string().default(''),
  pins: z.array(z.string()).default([]),
  groupIds: z.array(z.string()).default([]),
  project_id: z.string().optional(),
  icon: z.string().optional(),
  isQREnabled: z.boolean().optional(),
  organisationId: z.string().optional(),
  /** Budget and fee rates (/project-budget); see budget.ts. */
  budget: zBudget.optional(),
  /** The recording form's own fields (/form-builder-view); see form-definition.ts. */
  formFields: z.array(zFormField).max(MAX_FORM_FIELDS).optional(),
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
 * A new project's fields with the spec's defaults (section 3), timestamps aside: the create dialog, the seed and
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
  project_id: z.string().min(1),
  userId: z.string().optional(),
  groupId: z.string().optional(),
  accessLevel: z.string().default('read'),
  createdAt: zDate,
  /** How the access was given: directly, through a group (revoked when the group no longer gives it) or an invite. */
  source: z.enum(['direct', 'group', 'invite']).optional(),
  inviteId: z.string().optional(),
});
export type ProjectAccess = z.infer<typeof zProjectAccess>;

/** Pins are kept without duplicates, in first-seen order. */
export function uniquePins(pins: readonly string[]): string[] {
  return [...new Set(pins.filter((p) => p.trim() !== ''))];
}

import { z } from 'zod/mini';
import {
  AUDIENCE_LIMITS,
  AUDIENCE_ROLES,
  definitionProblem,
  type AudienceDefinition,
} from '@storytelling/shared/audiences';
import { ROLE_LABELS } from '../../kernel/roles';
import { zDate, type WithId } from '../../lib/converter';

export {
  AUDIENCE_LIMITS,
  AUDIENCE_ROLES,
  audienceRecord,
  definitionProblem,
  resolutionSummary,
  type AudienceDefinition,
  type AudienceDoc,
  type AudienceRole,
} from '@storytelling/shared/audiences';

/**
 * Named audiences (`audiences/{id}`): who an organisation's newsletters and announcements can go to, built from
 * members by role and group, subscriber lists and workshop participants. The server resolves one into
 * recipients (functions/src/audiences/resolve.ts); the screens only ever show its count and first names.
 */
const ids = z.catch(z.array(z.string()), []);
export const zAudience = z.object({
  organisationId: z.string(),
  name: z.string(),
  description: z.catch(z.string(), ''),
  roles: z.catch(z.array(z.enum(AUDIENCE_ROLES)), []),
  groups: ids,
  lists: ids,
  workshops: ids,
  workshopsFrom: z.catch(z.string(), ''),
  workshopsTo: z.catch(z.string(), ''),
  createdBy: z.catch(z.string(), ''),
  createdAt: zDate,
  updatedAt: zDate,
});
export type Audience = WithId<z.infer<typeof zAudience>>;

export const AUDIENCE_ROLE_LABELS = Object.fromEntries(
  AUDIENCE_ROLES.map((r) => [r, `${ROLE_LABELS[r]}s`]),
) as Record<(typeof AUDIENCE_ROLES)[number], string>;

/** The form: what a person edits, with the messages they see; the sources checked as the server checks them. */
export const zAudienceForm = z
  .object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Give the audience a name'),
        z.maxLength(AUDIENCE_LIMITS.name, `At most ${AUDIENCE_LIMITS.name} characters`),
      ),
    description: z
      .string()
      .check(
        z.trim(),
        z.maxLength(AUDIENCE_LIMITS.description, `At most ${AUDIENCE_LIMITS.description} characters`),
      ),
    crossOrganisation: z.boolean(),
    roles: z.array(z.enum(AUDIENCE_ROLES)),
    groups: z.array(z.string()),
    lists: z.array(z.string()),
    workshops: z.array(z.string()),
    workshopsFrom: z.string(),
    workshopsTo: z.string(),
  })
  .check(
    z.superRefine((v, ctx) => {
      const problem = definitionProblem(definitionOf('', v));
      if (!problem) return;
      const path = isPeriodProblem(problem) ? ['workshopsTo'] : ['roles'];
      ctx.addIssue({ code: 'custom', message: problem, path });
    }),
  );
export type AudienceForm = z.infer<typeof zAudienceForm>;

/** Whether a definition's problem is about the period (shown under its dates) rather than the sources. */
export const isPeriodProblem = (problem: string) => /period|day|dates/.test(problem);

export const emptyAudienceForm = (): AudienceForm => ({
  name: '',
  description: '',
  crossOrganisation: false,
  roles: [],
  groups: [],
  lists: [],
  workshops: [],
  workshopsFrom: '',
  workshopsTo: '',
});

export const formOf = (a: Audience): AudienceForm => ({
  name: a.name,
  description: a.description,
  crossOrganisation: a.organisationId === '',
  roles: a.roles,
  groups: a.groups,
  lists: a.lists,
  workshops: a.workshops,
  workshopsFrom: a.workshopsFrom,
  workshopsTo: a.workshopsTo,
});

/** What the server resolves: the form's sources, in the organisation (or none, for a cross-organisation one). */
export function definitionOf(
  organisationId: string,
  f: Omit<AudienceForm, 'name' | 'description'>,
): AudienceDefinition {
  return {
    organisationId: f.crossOrganisation ? '' : organisationId,
    roles: [...f.roles],
    groups: f.crossOrganisation ? [] : [...f.groups],
    lists: f.crossOrganisation ? [] : [...f.lists],
    workshops: f.crossOrganisation ? [] : [...f.workshops],
    workshopsFrom: f.workshopsFrom,
    workshopsTo: f.workshopsTo,
  };
}

/** The count the server answers (never an address). */
export interface AudienceCount {
  count: number;
  people: number;
  withoutConsent: number;
  unsubscribed: number;
  suppressed: number;
  preview: string[];
}

/** The sources of an audience in words, for its row in the list. */
export function sourcesInWords(
  a: Pick<Audience, 'roles' | 'groups' | 'lists' | 'workshops' | 'workshopsFrom' | 'workshopsTo'>,
): string {
  const parts = [
    a.roles.length ? a.roles.map((r) => AUDIENCE_ROLE_LABELS[r]).join(', ') : '',
    a.groups.length ? `${a.groups.length} group${a.groups.length === 1 ? '' : 's'}` : '',
    a.lists.length ? `${a.lists.length} list${a.lists.length === 1 ? '' : 's'}` : '',
    a.workshops.length ? `${a.workshops.length} workshop${a.workshops.length === 1 ? '' : 's'}` : '',
    a.workshopsFrom ? `workshops ${a.workshopsFrom} to ${a.workshopsTo}` : '',
  ].filter(Boolean);
  return parts.join(' · ') || 'No sources';
}

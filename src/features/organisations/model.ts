import { z } from 'zod/mini';
import { zDate } from '../../lib/converter';
import { ROLES } from '../../kernel/roles';
import { zMembership } from '../../kernel/users';

/** People records live in the kernel (every area reads them); re-exported for this area's own files. */
export { zMembership, type Membership } from '../../kernel/users';

/** The organisation record lives in the kernel (joining with a code reads it too); re-exported here. */
export { DEFAULT_ORGANISATION_SETTINGS, zOrganisation, type Organisation } from '../../kernel/organisations';

/** `Organisations/{id}/members/{uid}`: the staff-readable mirror of a membership (see membership-writes.ts). */
export const zMember = z.extend(zMembership, { isTemporary: z.optional(z.boolean()) });
export type Member = z.infer<typeof zMember>;

/** Collection `groups`. */
export const zGroup = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  organisationId: z.string().check(z.minLength(1)),
  memberIds: z._default(z.array(z.string()), []),
  createdAt: zDate,
  updatedAt: zDate,
});
export type Group = z.infer<typeof zGroup>;

/**
 * The organisation a staff screen works on. A super admin works on the one they picked on the screen, else the
 * one they are in, else the first listed (a super admin is in no organisation by membership); everyone else
 * works on their current organisation and picks nothing.
 */
export function workingOrganisationId(
  access: { isSuperAdmin: boolean; organisationId?: string | null },
  picked: string,
  listed: readonly { id: string }[] | undefined,
): string {
  if (!access.isSuperAdmin) return access.organisationId ?? '';
  return picked || access.organisationId || listed?.[0]?.id || '';
}

/** The groups whose members may open a project, as ticked on the project or the organisation dashboard. */
export const zProjectGroupsForm = z.object({ groupIds: z.array(z.string()) });
export type ProjectGroupsForm = z.infer<typeof zProjectGroupsForm>;

/** A member's roles as ticked by an administrator: at least one. */
export const zRolesForm = z.object({
  roles: z.array(z.enum(ROLES)).check(z.minLength(1, 'Choose at least one role.')),
});
export type RolesForm = z.infer<typeof zRolesForm>;

/** A project invite link's access. */
export const zInviteLinkForm = z.object({ accessLevel: z.enum(['read', 'write']) });
export type InviteLinkForm = z.infer<typeof zInviteLinkForm>;

/** A private project chosen to give one member direct access to. */
export const zGrantAccessForm = z.object({ projectId: z.string().check(z.minLength(1)) });
export type GrantAccessForm = z.infer<typeof zGrantAccessForm>;

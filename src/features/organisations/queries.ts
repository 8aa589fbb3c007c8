import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { onUse } from '../../lib/on-use';
import { projectKeys } from '../../lib/query-keys';
import type { Role } from '../../kernel/roles';
import {
  createAccessCode,
  createTemporaryMember,
  deleteAccessCodes,
  deleteAllGeneratedCodes,
  regenerateClassCodes,
  listGeneratedCodes,
} from '../access-codes';
import type { Member } from './model';
import { listOrganisationProjects } from './projects-on-demand';
import { getLogos, getOrganisation, listGroups, listMembers, listPendingJoinRequests } from './reads';
import { joinRequestKeys } from './pending-joins';
import type { CleanupOptions } from './removal-service';
import type { OrganisationChange } from './service';

// The dashboards' first load reads through the REST API as the person (reads.ts). Everything else here, the writes and the reads
// of tabs and dialogs, loads its module (and the streaming SDK the writes use) when first called.
const invites = () => import('../invites');
const createInvite = onUse(invites, 'createInvite');
const inviteByEmail = onUse(invites, 'inviteByEmail');
const listProjectInvites = onUse(invites, 'listProjectInvites');
const groupsService = () => import('./groups-service');
const createGroup = onUse(groupsService, 'createGroup');
const deleteGroup = onUse(groupsService, 'deleteGroup');
const renameGroup = onUse(groupsService, 'renameGroup');
const setGroupMembers = onUse(groupsService, 'setGroupMembers');
const setProjectGroups = onUse(groupsService, 'setProjectGroups');
const projectAccess = () => import('./project-access-service');
const accessForProject = onUse(projectAccess, 'accessForProject');
const addProjectAccess = onUse(projectAccess, 'addProjectAccess');
const removeProjectAccess = onUse(projectAccess, 'removeProjectAccess');
const updateAccessLevel = onUse(projectAccess, 'updateAccessLevel');
const removal = () => import('./removal-service');
const previewCleanup = onUse(removal, 'previewCleanup');
const removeMember = onUse(removal, 'removeMember');
const runCleanup = onUse(removal, 'runCleanup');
const orgService = () => import('./service');
const listOrganisationNames = onUse(orgService, 'listOrganisationNames');
const setMemberRoles = onUse(orgService, 'setMemberRoles');
const updateOrganisation = onUse(orgService, 'updateOrganisation');
const joinRequestsService = () => import('./join-requests-service');
const approveJoinRequest = onUse(joinRequestsService, 'approveJoinRequest');
const declineJoinRequest = onUse(joinRequestsService, 'declineJoinRequest');

/** React Query keys and hooks for one organisation's staff screens. */
export const orgKeys = {
  all: (orgId: string) => ['organisation', orgId] as const,
  organisation: (orgId: string) => ['organisation', orgId, 'doc'] as const,
  members: (orgId: string) => ['organisation', orgId, 'members'] as const,
  groups: (orgId: string) => ['organisation', orgId, 'groups'] as const,
  codes: (orgId: string) => ['organisation', orgId, 'codes'] as const,
  cleanup: (orgId: string) => ['organisation', orgId, 'cleanup'] as const,
  invites: (orgId: string) => ['organisation', orgId, 'invites'] as const,
  access: (orgId: string) => ['organisation', orgId, 'access'] as const,
  names: () => ['organisations', 'names'] as const,
};

export const useOrganisation = (orgId: string) =>
  useQuery({
    queryKey: orgKeys.organisation(orgId),
    queryFn: () => getOrganisation(orgId),
    enabled: !!orgId,
  });
/** Every organisation's id and name, for a super admin's picker; `enabled` only for super admins. */
export const useOrganisationNames = (enabled: boolean) =>
  useQuery({ queryKey: orgKeys.names(), queryFn: listOrganisationNames, enabled, staleTime: 5 * 60_000 });
/** The organisation's own and partner logos as the public pages show them. */
export const useLogos = (orgId: string) =>
  useQuery({ queryKey: [...orgKeys.all(orgId), 'logos'], queryFn: () => getLogos(orgId), enabled: !!orgId });
export const useMembers = (orgId: string) =>
  useQuery({ queryKey: orgKeys.members(orgId), queryFn: () => listMembers(orgId), enabled: !!orgId });
export const useGroups = (orgId: string) =>
  useQuery({ queryKey: orgKeys.groups(orgId), queryFn: () => listGroups(orgId), enabled: !!orgId });
export const useGeneratedCodes = (orgId: string) =>
  useQuery({ queryKey: orgKeys.codes(orgId), queryFn: () => listGeneratedCodes(orgId), enabled: !!orgId });
/** The join requests waiting for the organisation's admins (the approval queue). */
export const useJoinRequests = (orgId: string) =>
  useQuery({
    queryKey: joinRequestKeys.list(orgId),
    queryFn: () => listPendingJoinRequests(orgId),
    enabled: !!orgId,
  });

export type JoinDecision = 'approve' | 'decline';

/** Approves or declines one waiting request; the queue, its count and the members list follow. */
export function useDecideJoinRequest(orgId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision }: { userId: string; decision: JoinDecision }) =>
      decision === 'approve' ? approveJoinRequest(orgId, userId) : declineJoinRequest(orgId, userId),
    // Settled, not only succeeded: a request someone else decided meanwhile leaves the queue too.
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: joinRequestKeys.list(orgId) }),
        qc.invalidateQueries({ queryKey: orgKeys.members(orgId) }),
        qc.invalidateQueries({ queryKey: orgKeys.groups(orgId) }),
      ]),
  });
}

/** Whose projects a staff screen shows: an admin's staff's, a moderator's own. */
export interface ProjectViewer {
  userId: string;
  isAdmin: boolean;
}

/** The organisation's projects as `viewer` manages them. */
export const useOrganisationProjects = (orgId: string, viewer: ProjectViewer) =>
  useQuery({
    queryKey: [...orgKeys.all(orgId), 'projects', viewer.userId, viewer.isAdmin],
    queryFn: () => listOrganisationProjects(orgId, viewer),
    enabled: !!orgId,
  });

/** The invite links made for these projects. */
export const useProjectInvites = (orgId: string, projectIds: readonly string[]) =>
  useQuery({
    queryKey: [...orgKeys.invites(orgId), projectIds],
    queryFn: () => listProjectInvites(projectIds),
  });

/** The private projects `viewer` manages and every access record of theirs. */
export const usePrivateProjectAccess = (orgId: string, viewer: ProjectViewer) =>
  useQuery({
    queryKey: [...orgKeys.access(orgId), viewer.userId, viewer.isAdmin],
    queryFn: async () => {
      const projects = (await listOrganisationProjects(orgId, viewer)).filter((p) => p.isPrivate);
      const records = (await Promise.all(projects.map((p) => accessForProject(p.id)))).flat();
      return { projects, records };
    },
    enabled: !!orgId,
  });

/**
 * After any membership change everything about the organisation may have moved: refetch it all. Writes whose
 * outcome is a notice (a code made, a member added or removed) show it as soon as the write is done and let the
 * lists catch up behind it; those that close a dialog onto a list wait for the list.
 */
export function useRefreshOrganisation(orgId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: orgKeys.all(orgId) });
}

/** Who end-of-year cleanup would remove and who stays, read afresh each time the dialog opens. */
export const useCleanupPreview = (orgId: string) =>
  useQuery({
    queryKey: orgKeys.cleanup(orgId),
    queryFn: () => previewCleanup(orgId),
    enabled: !!orgId,
    staleTime: 0,
  });

export interface RunCleanupInput extends CleanupOptions {
  actorIsSuperAdmin: boolean;
}

/** Runs end-of-year cleanup; afterwards (done, stopped or failed) everything about the organisation is read again. */
export function useRunCleanup(orgId: string) {
  const refresh = useRefreshOrganisation(orgId);
  return useMutation({
    mutationFn: ({ actorIsSuperAdmin, ...options }: RunCleanupInput) =>
      runCleanup(orgId, actorIsSuperAdmin, options),
    onSettled: refresh,
  });
}

/** The organisation's name, type, description, logos and settings; everything about it is read again after. */
export function useUpdateOrganisation(orgId: string) {
  const refresh = useRefreshOrganisation(orgId);
  return useMutation({
    mutationFn: (change: OrganisationChange) => updateOrganisation(orgId, change),
    onSuccess: refresh,
  });
}

/** A temporary member and their anonymous code; resolves to the code. */
export function useCreateTemporaryMember(orgId: string) {
  const refresh = useRefreshOrganisation(orgId);
  return useMutation({
    mutationFn: (input: { name: string; animalEmoji: string; moderatorEmail: string }) =>
      createTemporaryMember({ ...input, organisationId: orgId }),
    onSuccess: () => void refresh(),
  });
}

export interface NewCodeInput {
  role: Role;
  /** With an address: a personal code, e-mailed (7 days); without: an anonymous code (30 days). */
  email?: string;
  groupId?: string;
}
export interface MadeCode {
  code: string;
  role: Role;
  email?: string;
  /** Set when the code was made but its invitation e-mail could not be sent. */
  emailError?: string | null;
}

/** Makes an access code, e-mailing it when an address is given; the codes list is read again. */
export function useCreateCode(orgId: string) {
  const refresh = useRefreshOrganisation(orgId);
  return useMutation({
    mutationFn: async ({ role, email, groupId }: NewCodeInput): Promise<MadeCode> => {
      if (email) {
        const result = await inviteByEmail({ organisationId: orgId, email, role, groupId });
        return { code: result.code, role, email, emailError: result.emailError };
      }
      return { code: await createAccessCode({ organisationId: orgId, role, groupId }), role };
    },
    onSuccess: () => void refresh(),
  });
}

/** New class codes for old (see regenerateClassCodes); resolves to how many were replaced. */
export function useRegenerateClassCodes(orgId: string) {
  const refresh = useRefreshOrganisation(orgId);
  return useMutation({
    mutationFn: async () => Object.keys(await regenerateClassCodes(orgId)).length,
    onSuccess: () => void refresh(),
  });
}

/** Deletes one generated code, or every one (`'all'`). */
export function useDeleteCodes(orgId: string) {
  const refresh = useRefreshOrganisation(orgId);
  return useMutation({
    mutationFn: async (code: string | 'all' | readonly string[]): Promise<void> => {
      if (code === 'all') await deleteAllGeneratedCodes(orgId);
      else await deleteAccessCodes(orgId, typeof code === 'string' ? [code] : code);
    },
    onSuccess: () => void refresh(),
  });
}

/** Removes one member; resolves to whether their record was deleted or they only left. */
export function useRemoveMember(orgId: string) {
  const refresh = useRefreshOrganisation(orgId);
  return useMutation({
    mutationFn: ({ member, actorIsSuperAdmin }: { member: Member; actorIsSuperAdmin: boolean }) =>
      removeMember(orgId, member, actorIsSuperAdmin),
    onSuccess: () => void refresh(),
  });
}

export function useSetMemberRoles(orgId: string) {
  const refresh = useRefreshOrganisation(orgId);
  return useMutation({
    mutationFn: ({ userKey, roles, name }: { userKey: string; roles: Role[]; name?: string }) =>
      setMemberRoles(orgId, userKey, roles, name || userKey),
    onSuccess: refresh,
  });
}

export type GroupChange =
  | { kind: 'create'; name: string }
  | { kind: 'rename'; groupId: string; name: string }
  | { kind: 'members'; groupId: string; memberIds: string[] }
  | { kind: 'delete'; groupId: string };

/**
 * Every change to the organisation's groups. Membership changes move private-project access with them, so the
 * member's current groups (from the members list) go along.
 */
export function useChangeGroup(orgId: string) {
  const refresh = useRefreshOrganisation(orgId);
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: GroupChange): Promise<unknown> => {
      const members = client.getQueryData<Member[]>(orgKeys.members(orgId)) ?? [];
      const memberGroups = new Map(members.map((m) => [m.userKey, m.groupIds]));
      switch (change.kind) {
        case 'create':
          return createGroup(orgId, change.name);
        case 'rename':
          return renameGroup(change.groupId, change.name);
        case 'members':
          return setGroupMembers(change.groupId, change.memberIds, memberGroups);
        case 'delete':
          return deleteGroup(change.groupId, memberGroups);
      }
    },
    onSuccess: refresh,
  });
}

/** Which groups may see a project; access follows for their members. */
export function useSetProjectGroups(orgId: string) {
  const client = useQueryClient();
  const refresh = useRefreshOrganisation(orgId);
  return useMutation({
    mutationFn: ({ projectId, groupIds }: { projectId: string; groupIds: string[] }) =>
      setProjectGroups(projectId, orgId, groupIds),
    // The project's own page reads its groups from the projects' queries.
    onSuccess: () => Promise.all([refresh(), client.invalidateQueries({ queryKey: projectKeys.all })]),
  });
}

/** An invite link to a project (7 days); resolves to the invite's id. The invites list is read again. */
export function useCreateInvite(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, accessLevel }: { projectId: string; accessLevel: string }) =>
      createInvite({ projectId, accessLevel }),
    onSuccess: () => client.invalidateQueries({ queryKey: orgKeys.invites(orgId) }),
  });
}

export type AccessChange =
  | { kind: 'add'; projectId: string; userId: string }
  | { kind: 'level'; accessId: string; accessLevel: string }
  | { kind: 'remove'; accessId: string };

/** Gives, changes or removes one person's direct access to a private project; the access view is read again. */
export function useChangeProjectAccess(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: AccessChange): Promise<unknown> => {
      if (change.kind === 'add') return addProjectAccess(change.projectId, change.userId);
      if (change.kind === 'level') return updateAccessLevel(change.accessId, change.accessLevel);
      return removeProjectAccess(change.accessId);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: orgKeys.access(orgId) }),
  });
}

import { describe, expect, it } from 'vitest';
import {
  actorOf,
  can,
  grantableRoles,
  HOME_FOR_ROLE,
  homeOf,
  mayOpen,
  PERMISSIONS,
  type Actor,
} from './permissions';

const moderator: Actor = { uid: 'm1', superAdmin: false, roles: { org1: ['moderator'] } };
const admin: Actor = { uid: 'a1', superAdmin: false, roles: { org1: ['organisationAdmin'] } };
const member: Actor = { uid: 'u1', superAdmin: false, roles: { org1: ['member'] } };
const superAdmin: Actor = { uid: 's1', superAdmin: true, roles: {} };

describe('the permission table', () => {
  it('lets staff list members of their own organisation only', () => {
    expect(can(moderator, 'Organisations/members', 'list', { organisationId: 'org1' })).toBe(true);
    expect(can(moderator, 'Organisations/members', 'list', { organisationId: 'org2' })).toBe(false);
    expect(can(member, 'Organisations/members', 'list', { organisationId: 'org1' })).toBe(false);
    expect(can(superAdmin, 'Organisations/members', 'list', { organisationId: 'org2' })).toBe(true);
  });

  it('lets anyone signed in read their own member entry and Users record, not another’s', () => {
    expect(can(member, 'Organisations/members', 'get', { organisationId: 'org1', ownerId: 'u1' })).toBe(true);
    expect(can(member, 'Organisations/members', 'get', { organisationId: 'org1', ownerId: 'm1' })).toBe(
      false,
    );
    expect(can(member, 'Users', 'get', { ownerId: 'u1' })).toBe(true);
    expect(can(member, 'Users', 'get', { ownerId: 'a1' })).toBe(false);
    expect(can(superAdmin, 'Users', 'get', { ownerId: 'a1' })).toBe(true);
  });

  it('lets only organisation admins (and super admins) update an organisation', () => {
    expect(can(admin, 'Organisations', 'update', { organisationId: 'org1' })).toBe(true);
    expect(can(admin, 'Organisations', 'update', { organisationId: 'org2' })).toBe(false);
    expect(can(moderator, 'Organisations', 'update', { organisationId: 'org1' })).toBe(false);
    expect(can(admin, 'Organisations', 'update', { organisationId: null })).toBe(false);
  });

  it('lets nobody signed out do anything but read public documents', () => {
    expect(can(null, 'Organisations', 'get', { organisationId: 'org1' })).toBe(true);
    expect(can(null, 'accessCodes', 'get')).toBe(true);
    expect(can(null, 'SuperAdmins', 'get')).toBe(false);
    expect(can(null, 'Users', 'get', { ownerId: 'u1' })).toBe(false);
  });

  it('denies what it does not name, for everyone', () => {
    for (const who of [member, moderator, admin, superAdmin]) {
      expect(can(who, 'accessCodes', 'list')).toBe(false);
      expect(can(who, 'SuperAdmins', 'update')).toBe(false);
      expect(can(who, 'Users', 'create', { ownerId: who.uid })).toBe(false);
    }
    expect(PERMISSIONS.Users.create).toBeUndefined();
  });

  it('reads a session user as an actor', () => {
    const actor = actorOf({
      userId: 'a1',
      userRole: 'organisationAdmin',
      organisations: { org1: { roles: ['organisationAdmin'] } },
    });
    expect(actor).toEqual({ ...admin, projectAdminOf: [] });
    expect(actorOf(null)).toBeNull();
    // The projects someone was given count whatever role they signed in as.
    expect(
      actorOf({ userId: 'p1', userRole: 'member', organisations: {}, projectAdminAccess: ['proj1'] })
        ?.projectAdminOf,
    ).toEqual(['proj1']);
  });
});

describe('route permissions', () => {
  it('gives super admins the organisation admin and moderator screens', () => {
    for (const p of ['organisation', 'moderation', 'moderatorDashboard', 'content'] as const)
      expect(mayOpen('superAdmin', p)).toBe(true);
    expect(mayOpen('moderator', 'organisation')).toBe(false);
    expect(mayOpen('member', 'content')).toBe(false);
    expect(mayOpen('facilitator', 'participant')).toBe(false);
  });
});

describe('grantableRoles', () => {
  it('lets admins grant organisation roles and moderators only members', () => {
    expect(grantableRoles(['organisationAdmin'], false)).toContain('moderator');
    expect(grantableRoles(['moderator'], false)).toEqual(['member']);
    expect(grantableRoles(['member'], false)).toEqual([]);
    expect(grantableRoles([], true)).not.toContain('superAdmin');
  });
});

describe('where someone lands after sign-in', () => {
  it("sends each role home, and a member in no organisation (an invited reader) to what's shared with them", () => {
    expect(homeOf({ userRole: 'member', organisations: {} })).toBe('/shared-with-me');
    expect(homeOf({ userRole: 'member', organisations: { o1: {} } })).toBe(HOME_FOR_ROLE.member);
    expect(homeOf({ userRole: 'projectAdmin', organisations: {} })).toBe(HOME_FOR_ROLE.projectAdmin);
  });
});

import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, type Actor, type ProjectFacts } from './permissions';

const owner: Actor = { uid: 'mod1', superAdmin: false, roles: { org1: ['moderator'] } };
const admin: Actor = { uid: 'adm1', superAdmin: false, roles: { org1: ['organisationAdmin'] } };
const otherAdmin: Actor = { uid: 'adm2', superAdmin: false, roles: { org2: ['organisationAdmin'] } };
const fellowModerator: Actor = { uid: 'mod2', superAdmin: false, roles: { org1: ['moderator'] } };
const holder: Actor = { uid: 'pa1', superAdmin: false, roles: {}, projectAdminOf: ['proj1'] };
const otherHolder: Actor = { uid: 'pa2', superAdmin: false, roles: {}, projectAdminOf: ['proj2'] };
const reader: Actor = { uid: 'u1', superAdmin: false, roles: { org1: ['member'] } };
const author: Actor = { uid: 'au1', superAdmin: false, roles: { org1: ['member'] }, authorKey: 'arthur' };
const stranger: Actor = { uid: 'x1', superAdmin: false, roles: {} };
const superAdmin: Actor = { uid: 's1', superAdmin: true, roles: {} };

const privateProject: ProjectFacts = {
  id: 'proj1',
  ownerId: 'mod1',
  ownerStaffOf: ['org1'],
  isPrivate: true,
  sharedWith: ['u1'],
};
const publicProject: ProjectFacts = { ...privateProject, isPrivate: false, sharedWith: [] };

describe('projects in the permission table', () => {
  it('lets its owner, the admins over its owner, the project admins holding it and super admins manage it', () => {
    const target = { project: privateProject };
    for (const who of [owner, admin, holder, superAdmin])
      expect(can(who, 'Projects', 'update', target)).toBe(true);
    for (const who of [otherAdmin, fellowModerator, otherHolder, reader, stranger, null])
      expect(can(who, 'Projects', 'update', target)).toBe(false);
  });

  it('lets a project admin manage but never delete it', () => {
    expect(can(holder, 'Projects', 'delete', { project: privateProject })).toBe(false);
    expect(can(owner, 'Projects', 'delete', { project: privateProject })).toBe(true);
    expect(can(admin, 'Projects', 'delete', { project: privateProject })).toBe(true);
  });

  it('follows the owner’s staff organisations, not the project’s, for an organisation admin', () => {
    const movedOwner = { project: { ...privateProject, ownerStaffOf: ['org2'] } };
    expect(can(admin, 'Projects', 'update', movedOwner)).toBe(false);
    expect(can(otherAdmin, 'Projects', 'update', movedOwner)).toBe(true);
  });

  it('lets anyone read a public project, and a private one only its managers and those it is shared with', () => {
    expect(can(null, 'Projects', 'get', { project: publicProject })).toBe(true);
    expect(can(stranger, 'Projects', 'get', { project: publicProject })).toBe(true);
    expect(can(null, 'Projects', 'get', { project: privateProject })).toBe(false);
    expect(can(stranger, 'Projects', 'get', { project: privateProject })).toBe(false);
    expect(can(reader, 'Projects', 'get', { project: privateProject })).toBe(true);
    expect(can(reader, 'Pins', 'list', { project: privateProject })).toBe(true);
    expect(can(reader, 'Pins', 'update', { project: privateProject })).toBe(false);
  });

  it('lets an organisation’s staff create projects in it', () => {
    expect(can(owner, 'Projects', 'create', { organisationId: 'org1' })).toBe(true);
    expect(can(owner, 'Projects', 'create', { organisationId: 'org2' })).toBe(false);
    expect(can(reader, 'Projects', 'create', { organisationId: 'org1' })).toBe(false);
    expect(can(holder, 'Projects', 'create', { organisationId: 'org1' })).toBe(false);
  });

  it('lists every pin (no project named) for super admins only', () => {
    expect(can(superAdmin, 'Pins', 'list', {})).toBe(true);
    for (const who of [owner, admin, holder, reader]) expect(can(who, 'Pins', 'list', {})).toBe(false);
  });
});

describe('recordings in the permission table', () => {
  const of = (project: ProjectFacts, approved: boolean, authorKey = 'mary') => ({
    project,
    approved,
    authorKey,
  });

  it('shows its project’s readers a recording only once approved', () => {
    expect(can(reader, 'Recordings', 'get', of(privateProject, true))).toBe(true);
    expect(can(reader, 'Recordings', 'get', of(privateProject, false))).toBe(false);
    expect(can(null, 'Recordings', 'get', of(publicProject, true))).toBe(true);
    expect(can(null, 'Recordings', 'get', of(publicProject, false))).toBe(false);
    expect(can(stranger, 'Recordings', 'get', of(privateProject, true))).toBe(false);
  });

  it('shows its managers and its author every recording, whatever its review', () => {
    for (const who of [owner, admin, holder, superAdmin])
      expect(can(who, 'Recordings', 'get', of(privateProject, false))).toBe(true);
    expect(can(author, 'Recordings', 'get', of(privateProject, false, 'arthur'))).toBe(true);
    expect(can(author, 'Recordings', 'get', of(privateProject, false, 'mary'))).toBe(false);
  });

  it('lets its author read but not write it', () => {
    expect(can(author, 'Recordings', 'update', of(privateProject, false, 'arthur'))).toBe(false);
    expect(can(owner, 'Recordings', 'update', of(privateProject, false, 'arthur'))).toBe(true);
  });
});

describe('ProjectAccess in the permission table', () => {
  it('lets a person read their own record and anyone signed in list a group’s', () => {
    expect(can(reader, 'ProjectAccess', 'get', { ownerId: 'u1', project: privateProject })).toBe(true);
    expect(can(stranger, 'ProjectAccess', 'get', { ownerId: 'u1', project: privateProject })).toBe(false);
    expect(can(stranger, 'ProjectAccess', 'list', { groupId: 'g1' })).toBe(true);
    expect(can(stranger, 'ProjectAccess', 'get', { groupId: 'g1', project: privateProject })).toBe(false);
    expect(can(null, 'ProjectAccess', 'list', { groupId: 'g1' })).toBe(false);
  });

  it('lets only the project’s managers share it', () => {
    expect(can(owner, 'ProjectAccess', 'create', { project: privateProject })).toBe(true);
    expect(can(reader, 'ProjectAccess', 'create', { ownerId: 'u1', project: privateProject })).toBe(false);
  });
});

describe('curation and workshops in the permission table', () => {
  it('lets super admins and anyone holding a project curate authors and tags', () => {
    for (const resource of ['Authors', 'Tags', 'ProjectTags'] as const) {
      expect(can(holder, resource, 'update')).toBe(true);
      expect(can(superAdmin, resource, 'delete')).toBe(true);
      expect(can(owner, resource, 'update')).toBe(false);
      expect(can(stranger, resource, 'get')).toBe(true);
      expect(can(null, resource, 'get')).toBe(false);
    }
  });

  it('lets a workshop’s assigned facilitators read it and answer, and nobody else but super admins', () => {
    const facilitator: Actor = { uid: 'f1', superAdmin: false, roles: { org1: ['facilitator'] } };
    const workshop = { facilitatorIds: ['f1'] };
    expect(can(facilitator, 'workshops', 'get', workshop)).toBe(true);
    expect(can(facilitator, 'workshops', 'update', workshop)).toBe(true);
    expect(can(facilitator, 'workshops', 'get', { facilitatorIds: [] })).toBe(false);
    expect(can(facilitator, 'workshops', 'delete', workshop)).toBe(false);
    expect(can(admin, 'workshops', 'get', workshop)).toBe(false);
    expect(can(superAdmin, 'workshops', 'create')).toBe(true);
  });

  it('lets a participant read the workshop e-mails addressed to them, not another’s', () => {
    expect(can(reader, 'workshopEmailLogs', 'list', { addresseeId: 'u1' })).toBe(true);
    expect(can(reader, 'workshopEmailLogs', 'list', { addresseeId: 'u2' })).toBe(false);
    expect(can(superAdmin, 'workshopEmailLogs', 'update')).toBe(false);
  });

  it('lets an organisation’s admins read and move its requests on, and the filer read their own', () => {
    const request = { organisationId: 'org1', ownerId: 'u1' };
    expect(can(admin, 'bookingRequests', 'update', request)).toBe(true);
    expect(can(otherAdmin, 'bookingRequests', 'update', request)).toBe(false);
    expect(can(reader, 'bookingRequests', 'get', request)).toBe(true);
    expect(can(reader, 'bookingRequests', 'update', request)).toBe(false);
    expect(can(superAdmin, 'bookingRequests', 'create')).toBe(false);
  });

  it('grants nobody anything on the functions’ request counters', () => {
    expect(Object.values(PERMISSIONS.workshopRequestQuotas).every((g) => Object.keys(g).length === 0)).toBe(
      true,
    );
  });
});

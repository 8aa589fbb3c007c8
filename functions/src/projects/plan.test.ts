import { describe, expect, it } from 'vitest';
import { callerFrom } from '../mail/caller';
import { chunks, isEmptyTag, mayDeleteProject, mayExportProject, newDeletionJob } from './plan';

const project = { projectOwnerUserKey: 'owner', organisationId: 'o1' };
const who = (uid: string, orgRoles: Record<string, string[]> = {}, superAdmin = false) =>
  callerFrom(
    uid,
    null,
    { userKeys: superAdmin ? [uid] : [] },
    {
      Organisations: Object.fromEntries(Object.entries(orgRoles).map(([o, roles]) => [o, { roles }])),
    },
  );

describe('who may delete a project (as the rules say)', () => {
  const moderatorOfO1 = { o1: ['moderator'] };
  it.each([
    ['its owner', who('owner'), moderatorOfO1, true],
    [
      'an admin of an organisation its owner moderates',
      who('a', { o1: ['organisationAdmin'] }),
      moderatorOfO1,
      true,
    ],
    [
      'the same, for an organisation it was not made in',
      who('a2', { o2: ['organisationAdmin'] }),
      { o2: ['moderator'] },
      true,
    ],
    [
      'an admin of the organisation it was made in, its owner no longer staff',
      who('a', { o1: ['organisationAdmin'] }),
      { o1: ['member'] },
      false,
    ],
    ['a super admin', who('s', {}, true), {}, true],
    ['a fellow moderator of its owner', who('m', { o1: ['moderator'] }), moderatorOfO1, false],
    ['an admin of another organisation', who('a2', { o2: ['organisationAdmin'] }), moderatorOfO1, false],
    ['a stranger', who('x'), moderatorOfO1, false],
  ])('%s', (_name, caller, ownerRoles, allowed) => {
    expect(mayDeleteProject(caller, project, ownerRoles)).toBe(allowed);
  });
});

describe('who may export a project’s archive', () => {
  const moderatorOfO1 = { o1: ['moderator'] };
  it.each([
    ['its owner, a moderator of its organisation', who('owner', moderatorOfO1), moderatorOfO1, true],
    [
      'an admin of its organisation, its owner staff there',
      who('a', { o1: ['organisationAdmin'] }),
      moderatorOfO1,
      true,
    ],
    ['a super admin', who('s', {}, true), {}, true],
    [
      'its owner, no longer staff of its organisation',
      who('owner', { o1: ['member'] }),
      { o1: ['member'] },
      false,
    ],
    ['a fellow moderator of its owner', who('m', { o1: ['moderator'] }), moderatorOfO1, false],
    ['a facilitator of its organisation', who('f', { o1: ['facilitator'] }), moderatorOfO1, false],
    ['a member of its organisation', who('p', { o1: ['member'] }), moderatorOfO1, false],
    [
      'an admin of another organisation its owner moderates too',
      who('a2', { o2: ['organisationAdmin'] }),
      { o1: ['moderator'], o2: ['moderator'] },
      false,
    ],
    ['an admin of another organisation', who('a2', { o2: ['organisationAdmin'] }), moderatorOfO1, false],
    ['a stranger', who('x'), moderatorOfO1, false],
  ])('%s', (_name, caller, ownerRoles, allowed) => {
    expect(mayExportProject(caller, project, ownerRoles)).toBe(allowed);
  });

  it('is the super admins’ alone for a project of no organisation', () => {
    const orphan = { projectOwnerUserKey: 'owner' };
    expect(mayExportProject(who('owner', moderatorOfO1), orphan, moderatorOfO1)).toBe(false);
    expect(mayExportProject(who('s', {}, true), orphan, {})).toBe(true);
  });
});

describe('tag documents', () => {
  it('go when no list holds a key any more', () => {
    expect(isEmptyTag({ tagName: 't', pinKeys: [] })).toBe(true);
    expect(isEmptyTag({ tagName: 't', pinKeys: [], keys: ['r1'] })).toBe(false);
    expect(isEmptyTag({ tagName: 't', projectKeys: ['p'] })).toBe(false);
    expect(isEmptyTag(undefined)).toBe(false);
  });
  it('are looked up 30 keys a query', () => {
    expect(chunks([...Array(65).keys()], 30).map((c) => c.length)).toEqual([30, 30, 5]);
  });
});

describe('the deletion job', () => {
  it('starts running with nothing deleted', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(
      newDeletionJob({
        projectId: 'p',
        project: { projectName: 'P', organisationId: 'o1' },
        requestedBy: 'u',
        pinsTotal: 3,
        now,
      }),
    ).toEqual({
      projectId: 'p',
      projectName: 'P',
      organisationId: 'o1',
      requestedBy: 'u',
      requestedAt: now,
      status: 'running',
      pinsTotal: 3,
      pinsDeleted: 0,
      updatedAt: now,
    });
  });
});

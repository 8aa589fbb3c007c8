import { describe, expect, it } from 'vitest';
import { undoRefusal } from './history';
import {
  removalChangedSince,
  removalNotUndoable,
  removalPayloadProblem,
  type MemberRemovalUndo,
  type RemovalStateNow,
} from './member-removal';

const membership = {
  userKey: 'ann',
  organisationId: 'org1',
  roles: ['member'],
  groupIds: ['g1'],
  accessCode: 'CODE1',
};
const undo: MemberRemovalUndo = {
  userKey: 'ann',
  record: null,
  membership,
  mirror: { ...membership },
  codes: [
    { code: 'CODE1', accessCode: { organisationId: 'org1', code: 'CODE1' }, listing: { code: 'CODE1' } },
  ],
  groupIds: ['g1'],
};
const gone: RemovalStateNow = {
  organisationExists: true,
  recordExists: true,
  memberOfOrganisation: false,
  mirrorExists: false,
  codesBack: [],
  groupOrganisations: { g1: 'org1' },
};
const entry = { organisationId: 'org1', targetId: 'ann' };

describe('removalChangedSince', () => {
  it('allows an undo when everything the removal took is still gone', () => {
    expect(removalChangedSince(undo, 'org1', gone)).toBeNull();
    expect(
      removalChangedSince({ ...undo, record: { userKey: 'ann' } }, 'org1', { ...gone, recordExists: false }),
    ).toBeNull();
  });
  it('refuses when the person joined again, or has a record again after theirs was deleted', () => {
    expect(removalChangedSince(undo, 'org1', { ...gone, memberOfOrganisation: true })).toMatch(
      /joined the organisation again/,
    );
    expect(removalChangedSince(undo, 'org1', { ...gone, mirrorExists: true })).toMatch(
      /joined the organisation again/,
    );
    expect(removalChangedSince({ ...undo, record: { userKey: 'ann' } }, 'org1', gone)).toMatch(
      /account record again/,
    );
  });
  it('refuses when the record they stayed in is gone, a code was made again, or a group deleted or moved', () => {
    expect(removalChangedSince(undo, 'org1', { ...gone, recordExists: false })).toMatch(
      /has been deleted since/,
    );
    expect(removalChangedSince(undo, 'org1', { ...gone, codesBack: ['CODE1'] })).toBe(
      'The access code CODE1 has been created again since the removal',
    );
    expect(removalChangedSince(undo, 'org1', { ...gone, groupOrganisations: { g1: null } })).toMatch(
      /group they were in/,
    );
    expect(removalChangedSince(undo, 'org1', { ...gone, organisationExists: false })).toBe(
      'The organisation has been deleted since the removal',
    );
    expect(removalChangedSince(undo, 'org1', { ...gone, groupOrganisations: { g1: 'org2' } })).toMatch(
      /group they were in/,
    );
  });
});

describe('removalPayloadProblem', () => {
  it('accepts a removal’s own payload', () => {
    expect(removalPayloadProblem(undo, entry)).toBeNull();
  });
  it.each([
    ['another person than the target', { userKey: 'bob' }],
    ['a membership of another organisation', { membership: { ...membership, organisationId: 'org2' } }],
    ['a mirror of someone else', { mirror: { ...membership, userKey: 'bob' } }],
    ['a record of someone else', { record: { userKey: 'bob', Organisations: { org1: membership } } }],
    [
      'a code of another organisation',
      { codes: [{ code: 'CODE1', accessCode: { organisationId: 'org2' }, listing: null }] },
    ],
    [
      'a code that was not theirs',
      { codes: [{ code: 'OTHER', accessCode: { organisationId: 'org1' }, listing: null }] },
    ],
    ['a group their entry did not name', { groupIds: ['g1', 'g9'] }],
  ])('refuses a payload naming %s', (_what, change) => {
    expect(removalPayloadProblem({ ...undo, ...change }, entry)).not.toBeNull();
  });
  it('accepts the code made for them as a temporary member', () => {
    const temp = { code: 'TEMP', accessCode: { organisationId: 'org1', tempUserId: 'ann' }, listing: null };
    expect(removalPayloadProblem({ ...undo, codes: [temp] }, entry)).toBeNull();
  });
});

describe('a removal in the history', () => {
  const at = new Date('2026-11-20T10:00:00Z');
  it('is undoable within its days when it carries a payload', () => {
    expect(undoRefusal({ kind: 'member-removed', at, undo }, at)).toBeNull();
  });
  it('says why when it was logged without one, and that older entries cannot be undone', () => {
    expect(undoRefusal({ kind: 'member-removed', at, undo: { unavailable: 'too-many-codes' } }, at)).toMatch(
      /more access codes than an undo can check \(at most 1\)/,
    );
    expect(removalNotUndoable({ unavailable: 'unverified' })).toMatch(/could not be checked/);
    expect(removalNotUndoable({ unavailable: 'made-up' })).toBe('This removal cannot be undone');
    expect(removalNotUndoable(undo)).toBeNull();
    expect(undoRefusal({ kind: 'member-removed', at }, at)).toBe('This change cannot be undone');
  });
});

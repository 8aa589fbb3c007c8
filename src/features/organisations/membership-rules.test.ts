import { removalPlan } from './membership-rules';
import { accessKey } from '../memberships/model';
import { accessThroughGroups, groupAccessChange } from './group-access';

describe('removalPlan', () => {
  it('deletes a temporary member with its codes and groups', () => {
    const plan = removalPlan(
      { isTemporary: true, Organisations: { o1: { roles: ['member'], groupIds: ['g1'] } } },
      'o1',
      false,
    );
    expect(plan).toEqual({ deleteUserRecord: true, deleteCodes: true, leaveGroups: ['g1'] });
  });
  it('deletes a permanent member record when no organisation remains', () => {
    expect(removalPlan({ Organisations: { o1: { roles: ['member'] } } }, 'o1', false).deleteUserRecord).toBe(
      true,
    );
  });
  it('deletes the record when only member roles remain elsewhere', () => {
    const member = {
      Organisations: { o1: { roles: ['member' as const] }, o2: { roles: ['member' as const] } },
    };
    expect(removalPlan(member, 'o1', false).deleteUserRecord).toBe(true);
  });
  it.each(['organisationAdmin', 'moderator', 'facilitator'] as const)(
    'keeps a user who is still %s elsewhere',
    (role) => {
      const member = { Organisations: { o1: { roles: ['member' as const] }, o2: { roles: [role] } } };
      expect(removalPlan(member, 'o1', false).deleteUserRecord).toBe(false);
    },
  );
  it('keeps a super admin', () => {
    expect(removalPlan({ Organisations: { o1: { roles: ['member'] } } }, 'o1', true).deleteUserRecord).toBe(
      false,
    );
  });
});

describe('private project access follows groups', () => {
  const projects = [
    { id: 'p1', isPrivate: true, groupIds: ['g1', 'g2'] },
    { id: 'p2', isPrivate: false, groupIds: ['g1'] },
  ];
  it('gives group members read access to the group\u2019s private projects only', () => {
    const keys = accessThroughGroups(
      projects,
      new Map([
        ['g1', ['u1']],
        ['g2', ['u2']],
      ]),
    );
    expect([...keys].sort()).toEqual(['p1_u1', 'p1_u2']);
  });
  it('grants added users, skipping those who already have access', () => {
    const desired = new Set([accessKey('p1', 'u1'), accessKey('p1', 'u2')]);
    const change = groupAccessChange(desired, new Set(), new Set([accessKey('p1', 'u2')]));
    expect(change).toEqual({ grant: ['p1_u1'], revoke: [] });
  });
  it('revokes a removed user unless another group still gives access', () => {
    // u1 was in g1 and g2; leaving g1 keeps access through g2. u3 left the only group.
    const desired = accessThroughGroups(
      projects,
      new Map([
        ['g1', []],
        ['g2', ['u1']],
      ]),
    );
    const change = groupAccessChange(
      desired,
      new Set([accessKey('p1', 'u1'), accessKey('p1', 'u3')]),
      new Set(),
    );
    expect(change).toEqual({ grant: [], revoke: ['p1_u3'] });
  });
  it('never revokes access given directly', () => {
    const change = groupAccessChange(new Set(), new Set(), new Set([accessKey('p1', 'u9')]));
    expect(change.revoke).toEqual([]);
  });
  it('follows a change of a project\u2019s groups', () => {
    const before = accessThroughGroups(
      projects,
      new Map([
        ['g1', ['u1']],
        ['g3', ['u4']],
      ]),
    );
    const after = accessThroughGroups(
      [{ id: 'p1', isPrivate: true, groupIds: ['g3'] }],
      new Map([
        ['g1', ['u1']],
        ['g3', ['u4']],
      ]),
    );
    expect(groupAccessChange(after, before, new Set())).toEqual({ grant: ['p1_u4'], revoke: ['p1_u1'] });
  });
});

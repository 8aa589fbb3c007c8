import {
  actsAsFacilitator,
  actsAsModerator,
  actsAsProjectAdmin,
  actsAsStaff,
  actsAsSuperAdmin,
  isFacilitatorAnywhere,
  isOnlyMember,
  isStaff,
  staffOrganisationIds,
} from './roles';

describe('the role questions the app asks', () => {
  it('counts moderators and organisation admins as staff, nobody else', () => {
    expect(isStaff(['moderator'])).toBe(true);
    expect(isStaff(['member', 'organisationAdmin'])).toBe(true);
    expect(isStaff(['member', 'facilitator'])).toBe(false);
    expect(isStaff(['projectAdmin'])).toBe(false);
    expect(isStaff([])).toBe(false);
  });

  it('knows a plain member: the member role and nothing more', () => {
    expect(isOnlyMember(['member'])).toBe(true);
    expect(isOnlyMember(['member', 'member'])).toBe(true);
    expect(isOnlyMember(['member', 'facilitator'])).toBe(false);
    expect(isOnlyMember([])).toBe(false);
  });

  it('lists the organisations where someone is staff, and finds a facilitator in any', () => {
    const roles = { a: ['moderator'], b: ['member'], c: ['organisationAdmin', 'member'], d: ['facilitator'] };
    expect(staffOrganisationIds(roles)).toEqual(['a', 'c']);
    expect(isFacilitatorAnywhere(roles)).toBe(true);
    expect(isFacilitatorAnywhere({ a: ['moderator'], b: ['member'] })).toBe(false);
  });

  it('reads the current role, and nothing for no role', () => {
    expect(actsAsSuperAdmin('superAdmin')).toBe(true);
    expect(actsAsSuperAdmin('organisationAdmin')).toBe(false);
    expect(actsAsFacilitator('facilitator')).toBe(true);
    expect(actsAsProjectAdmin('projectAdmin')).toBe(true);
    expect(actsAsModerator('organisationAdmin')).toBe(false);
    expect(actsAsStaff('organisationAdmin')).toBe(true);
    expect(actsAsStaff('moderator')).toBe(true);
    expect(actsAsStaff('superAdmin')).toBe(false);
    for (const ask of [actsAsSuperAdmin, actsAsFacilitator, actsAsProjectAdmin, actsAsModerator, actsAsStaff])
      expect(ask(undefined) || ask(null)).toBe(false);
  });
});

import {
  currentRole,
  facilitatorFlags,
  organisationToEnter,
  roleAfterSwitch,
  sessionOrganisations,
  signInProblem,
} from './model';
import { displayRoles, highestRole, type Role } from '../../kernel/roles';
import { arrivalRole, facetsOf, parseStoredUser, roleOnSignIn } from './stored-session';

const orgs = (roles: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(roles).map(([id, r]) => [id, { roles: r as never[] }]));

describe('signInProblem', () => {
  it('requires the user id in the super admin list', () => {
    expect(signInProblem('superAdmin', 'u1', {}, ['u1'])).toBeNull();
    expect(signInProblem('superAdmin', 'u1', {}, ['u2'])).toBe('You do not have superadmin access');
    expect(signInProblem('superAdmin', 'u1', {}, null)).toBe('SuperAdmin data not found');
  });
  it('recognises a facilitator from any organisation', () => {
    expect(signInProblem('facilitator', 'u1', orgs({ o1: ['member'], o2: ['facilitator'] }), [])).toBeNull();
    expect(signInProblem('facilitator', 'u1', orgs({ o1: ['member'] }), [])).toBe(
      'You do not have facilitator access to any organisation',
    );
  });
  it('accepts moderator or organisation admin for the moderator sign-in', () => {
    expect(signInProblem('moderator', 'u1', orgs({ o1: ['organisationAdmin'] }), [])).toBeNull();
    expect(signInProblem('moderator', 'u1', orgs({ o1: ['moderator'] }), [])).toBeNull();
    expect(signInProblem('moderator', 'u1', orgs({ o1: ['member'] }), [])).toBe(
      'You do not have moderator access to any organisation',
    );
  });
  it('requires the exact role otherwise', () => {
    expect(signInProblem('organisationAdmin', 'u1', orgs({ o1: ['moderator'] }), [])).toBe(
      'You do not have organisationAdmin access to any organisation',
    );
    expect(signInProblem('member', 'u1', orgs({ o1: ['member'] }), [])).toBeNull();
  });
  it('counts a super admin as organisation admin and moderator everywhere', () => {
    expect(signInProblem('organisationAdmin', 'u1', {}, ['u1'])).toBeNull();
    expect(signInProblem('moderator', 'u1', {}, ['u1'])).toBeNull();
    expect(signInProblem('facilitator', 'u1', {}, ['u1'])).not.toBeNull();
  });
});

describe('session rules', () => {
  it('takes the first role in the current organisation as the current role', () => {
    expect(currentRole(orgs({ o1: ['moderator', 'member'] }), 'o1')).toBe('moderator');
    expect(currentRole(orgs({ o1: ['moderator'] }), null)).toBeNull();
  });
  it('makes the first role in the organisation switched into the current role', () => {
    const organisations = orgs({ o1: ['moderator', 'member'], o2: ['member', 'facilitator'] });
    expect(roleAfterSwitch({ userRole: 'moderator', organisations }, 'o2')).toBe('member');
    expect(roleAfterSwitch({ userRole: 'member', organisations }, 'o1')).toBe('moderator');
  });
  it('keeps a super admin (and a project admin) in their role when switching organisation', () => {
    const organisations = orgs({ o1: ['member'] });
    expect(roleAfterSwitch({ userRole: 'superAdmin', organisations }, 'o1')).toBe('superAdmin');
    expect(roleAfterSwitch({ userRole: 'projectAdmin', organisations }, 'o1')).toBe('projectAdmin');
  });
  it('lets someone arriving from an invite in with their own role, or as a member when in no organisation', () => {
    expect(arrivalRole({}, null)).toEqual({ role: 'member', organisationId: null });
    expect(arrivalRole(orgs({ o1: ['moderator', 'member'] }), null)).toEqual({
      role: 'moderator',
      organisationId: 'o1',
    });
    const two = orgs({ o1: ['facilitator'], o2: ['organisationAdmin'] });
    expect(arrivalRole(two, 'o2')).toEqual({ role: 'organisationAdmin', organisationId: 'o2' });
    expect(arrivalRole(two, null)).toEqual({ role: 'facilitator', organisationId: null });
  });
  it("keeps the role when the organisation switched into is not one of the user's", () => {
    expect(
      roleAfterSwitch({ userRole: 'moderator', organisations: orgs({ o1: ['moderator'] }) }, 'gone'),
    ).toBe('moderator');
  });
  it("names a session organisation after the organisation, not the member's own name", () => {
    const memberships = {
      o1: { roles: ['organisationAdmin' as const], name: 'Ada Admin' },
      o2: { roles: ['member' as const], name: 'Ada Admin' },
    };
    expect(sessionOrganisations(memberships, { o1: 'Harbour Heritage', o2: null })).toEqual({
      o1: { organisationId: 'o1', name: 'Harbour Heritage', roles: ['organisationAdmin'] },
      o2: { organisationId: 'o2', name: 'o2', roles: ['member'] },
    });
    expect(sessionOrganisations(memberships, {}).o1?.name).toBe('o1');
  });
  it('switches a single-organisation user into it, keeps a remembered one, else none', () => {
    expect(organisationToEnter({ o1: {} }, null)).toBe('o1');
    expect(organisationToEnter({ o1: {}, o2: {} }, 'o2')).toBe('o2');
    expect(organisationToEnter({ o1: {}, o2: {} }, null)).toBeNull();
    expect(organisationToEnter({ o1: {}, o2: {} }, 'gone')).toBeNull();
  });
  it('flags a facilitator profile and compliance', () => {
    expect(facilitatorFlags(null)).toEqual({ profileIncomplete: true, complianceIncomplete: true });
    expect(
      facilitatorFlags({
        email: 'a@b.c',
        displayName: 'A',
        facilitatorInfo: { contractSigned: true, dbsNumberShared: true },
      }),
    ).toEqual({
      profileIncomplete: false,
      complianceIncomplete: false,
    });
    expect(
      facilitatorFlags({
        email: '',
        displayName: 'A',
        facilitatorInfo: { contractSigned: true, dbsNumberShared: false },
      }),
    ).toEqual({
      profileIncomplete: true,
      complianceIncomplete: true,
    });
  });
});

describe('role display', () => {
  it('lists two roles together and shows more as the highest plus a count', () => {
    expect(displayRoles(['member'])).toBe('Member');
    expect(displayRoles(['member', 'moderator'])).toBe('Moderator, Member');
    expect(displayRoles(['member', 'facilitator', 'organisationAdmin'])).toBe('Organisation Admin +2');
    expect(highestRole(['member', 'superAdmin', 'moderator'])).toBe('superAdmin');
  });
});

describe('the stored session user', () => {
  const good = {
    userId: 'u1',
    email: 'a@b.c',
    displayName: 'A',
    userRole: 'member',
    organisations: { o1: { organisationId: 'o1', roles: ['member'] } },
    projectAdminAccess: [],
  };
  it('reads a well-formed value', () => expect(parseStoredUser(good)?.userId).toBe('u1'));
  it.each([
    null,
    'x',
    { ...good, userRole: 'king' },
    { ...good, userId: '' },
    { ...good, organisations: { o1: { roles: ['pope'] } } },
  ])('refuses %j', (value) => expect(parseStoredUser(value)).toBeNull());

  it('keeps whether the person is an author, and derives whether they are a participant', () => {
    const stored = parseStoredUser({ ...good, isAuthor: true })!;
    expect(facetsOf(stored)).toEqual({ isAuthor: true, isParticipant: true });
    // A value stored before authors were told apart reads as not an author.
    expect(parseStoredUser(good)!.isAuthor).toBe(false);
    const staffOnly = parseStoredUser({
      ...good,
      organisations: { o1: { organisationId: 'o1', roles: ['moderator'] } },
    })!;
    expect(facetsOf(staffOnly).isParticipant).toBe(false);
  });
});

describe('the current role after signing in', () => {
  const orgs = { o1: { roles: ['member', 'moderator'] as Role[] }, o2: { roles: ['facilitator'] as Role[] } };
  it('is the first role in the organisation entered, whichever of theirs was picked', () => {
    expect(roleOnSignIn('moderator', orgs, 'o1', false)).toBe('member');
    expect(roleOnSignIn('member', orgs, 'o2', false)).toBe('facilitator');
  });
  it('is the picked role while no organisation is entered, and for a super admin', () => {
    expect(roleOnSignIn('moderator', orgs, null, false)).toBe('moderator');
    expect(roleOnSignIn('organisationAdmin', orgs, 'o1', true)).toBe('organisationAdmin');
    expect(roleOnSignIn('superAdmin', orgs, 'o1', true)).toBe('superAdmin');
  });
});

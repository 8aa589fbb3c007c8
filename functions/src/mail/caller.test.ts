import { describe, expect, it } from 'vitest';
import { userRecord } from '../../../scripts/seed/users';
import { callerFrom, isStaff, mayGrant } from './caller';

const now = new Date('2026-01-01T00:00:00Z');
const person = (uid: string) => ({ uid, email: `${uid}@example.test`, name: uid });

describe('the caller, read from a Users record shaped as the seed and the app write it', () => {
  it.each([
    ['facilitator', true],
    ['moderator', true],
    ['organisationAdmin', true],
    ['member', false],
  ])('a %s is staff: %s', (role, staff) => {
    const record = userRecord(person('u1'), [role], now);
    expect(isStaff(callerFrom('u1', 'u1@example.test', { userKeys: [] }, record))).toBe(staff);
  });

  it('a super admin is staff and may grant any role anywhere; a fresh account is nothing', () => {
    const admin = callerFrom('s1', null, { userKeys: ['s1'] }, undefined);
    expect(isStaff(admin)).toBe(true);
    expect(mayGrant(admin, 'any-org', 'organisationAdmin')).toBe(true);
    const fresh = callerFrom('x', 'x@example.test', { userKeys: ['s1'] }, undefined);
    expect(isStaff(fresh)).toBe(false);
    expect(fresh.roles).toEqual({});
  });

  it('a lowercase `organisations` field (never written by the app) grants nothing', () => {
    const forged = { organisations: { o1: { roles: ['organisationAdmin'] } } };
    expect(isStaff(callerFrom('u1', null, undefined, forged))).toBe(false);
  });

  it('a moderator may invite members of their organisation only; an admin any role of theirs', () => {
    const moderator = callerFrom('m', null, {}, userRecord(person('m'), ['moderator'], now, {}, 'o1'));
    expect(mayGrant(moderator, 'o1', 'member')).toBe(true);
    expect(mayGrant(moderator, 'o1', 'moderator')).toBe(false);
    expect(mayGrant(moderator, 'o2', 'member')).toBe(false);
    const admin = callerFrom('a', null, {}, userRecord(person('a'), ['organisationAdmin'], now, {}, 'o1'));
    expect(mayGrant(admin, 'o1', 'organisationAdmin')).toBe(true);
    expect(mayGrant(admin, 'o2', 'member')).toBe(false);
  });
});

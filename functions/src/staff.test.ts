import { describe, expect, it } from 'vitest';
import { isStaffRecord, StaffCheck } from './staff';

describe('isStaffRecord', () => {
  it('counts super admins and staff roles in any organisation', () => {
    expect(isStaffRecord('u1', { userKeys: ['u0', 'u1'] }, undefined)).toBe(true);
    for (const role of ['organisationAdmin', 'moderator', 'facilitator', 'superAdmin']) {
      const user = { organisations: { a: { roles: ['member'] }, b: { roles: [role] } } };
      expect(isStaffRecord('u1', undefined, user), role).toBe(true);
    }
  });

  it('does not count members, missing records or odd data', () => {
    expect(isStaffRecord('u1', { userKeys: ['u2'] }, { organisations: { a: { roles: ['member'] } } })).toBe(
      false,
    );
    expect(isStaffRecord('u1', undefined, undefined)).toBe(false);
    expect(isStaffRecord('u1', { userKeys: 'u1' }, { organisations: 'x' })).toBe(false);
    expect(isStaffRecord('u1', null, { organisations: { a: null, b: { roles: 'facilitator' } } })).toBe(
      false,
    );
  });
});

describe('StaffCheck', () => {
  it('looks a user up once a minute and does not remember failures', async () => {
    let t = 0;
    const calls: string[] = [];
    let fail = false;
    const check = new StaffCheck(
      async (uid) => {
        calls.push(uid);
        if (fail) throw new Error('down');
        return uid === 'staff';
      },
      60_000,
      () => t,
    );
    expect(await check.is('staff')).toBe(true);
    expect(await check.is('staff')).toBe(true);
    expect(calls).toEqual(['staff']);
    t = 60_000;
    fail = true;
    expect(await check.is('staff')).toBe(false);
    fail = false;
    expect(await check.is('staff')).toBe(true);
    expect(calls).toEqual(['staff', 'staff', 'staff']);
  });
});

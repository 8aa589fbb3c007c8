import * as firestore from 'firebase/firestore';
import { parseDocument } from '../../lib/converter';
import { isInviteValid, zInvite } from './model';

describe('an invite as stored', () => {
  const createdAt = new Date('2026-11-20T09:00:00Z');
  const expirationDate = new Date('2026-11-27T09:00:00Z');
  const stored = {
    project_id: 'demo-project-harbour',
    role: 'member',
    createdAt: firestore.Timestamp.fromDate(createdAt),
    expirationDate: firestore.Timestamp.fromDate(expirationDate),
  };

  it('parses with its dates, and reads access as "read" where older invites have none', () => {
    expect(parseDocument(zInvite, 'invites/i1', stored)).toEqual({
      project_id: 'demo-project-harbour',
      role: 'member',
      accessLevel: 'read',
      createdAt,
      expirationDate,
    });
    expect(parseDocument(zInvite, 'invites/i1', { ...stored, accessLevel: 'write' }).accessLevel).toBe(
      'write',
    );
  });

  it('refuses an empty or over-long access level, and an invite without an expiry', () => {
    expect(() => parseDocument(zInvite, 'invites/i1', { ...stored, accessLevel: '' })).toThrowError(
      /unexpected/,
    );
    expect(() =>
      parseDocument(zInvite, 'invites/i1', { ...stored, accessLevel: 'x'.repeat(21) }),
    ).toThrowError(/unexpected/);
    const { expirationDate: _, ...noExpiry } = stored;
    expect(() => parseDocument(zInvite, 'invites/i1', noExpiry)).toThrowError(/unexpected/);
  });

  it('is valid only until it expires', () => {
    const invite = parseDocument(zInvite, 'invites/i1', stored);
    expect(isInviteValid(invite, new Date('2026-11-27T08:59:59Z'))).toBe(true);
    expect(isInviteValid(invite, expirationDate)).toBe(false);
  });
});

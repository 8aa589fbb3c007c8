import { describe, expect, it } from 'vitest';
import { memberRemovalHistory, removalUndo, type RemovedDocuments } from './removal-history';

const entry = {
  userKey: 'ann',
  organisationId: 'org1',
  roles: ['member'],
  groupIds: ['g1'],
  accessCode: 'C1',
};
const code = { code: 'C1', accessCode: { code: 'C1', organisationId: 'org1' }, listing: { code: 'C1' } };
const removed = (over: Partial<RemovedDocuments> = {}): RemovedDocuments => ({
  userKey: 'ann',
  record: { userKey: 'ann', isTemporary: true, Organisations: { org1: entry } },
  mirror: { ...entry, isTemporary: true },
  codes: [code],
  deletesRecord: true,
  groupIds: ['g1'],
  ...over,
});

describe('removalUndo', () => {
  it('keeps the deleted record, its entry, the mirror, the code and the groups as read', () => {
    expect(removalUndo(removed(), 'org1')).toEqual({
      userKey: 'ann',
      record: removed().record,
      membership: entry,
      mirror: { ...entry, isTemporary: true },
      codes: [code],
      groupIds: ['g1'],
    });
  });
  it('for someone who only leaves, holds no record and takes their entry from the mirror when the record is unreadable', () => {
    const undo = removalUndo(removed({ record: null, deletesRecord: false, mirror: { ...entry } }), 'org1');
    expect(undo).toMatchObject({ record: null, membership: entry });
  });
  it('puts back only the groups their entry named (a group listing them by itself is not tied to them)', () => {
    expect(removalUndo(removed({ groupIds: ['g1', 'g-drift'] }), 'org1')).toMatchObject({ groupIds: ['g1'] });
  });
  it('past one code, or when the payload was refused once, holds only the reason', () => {
    expect(removalUndo(removed({ codes: [code, { ...code, code: 'C2' }] }), 'org1')).toEqual({
      unavailable: 'too-many-codes',
    });
    expect(removalUndo(removed(), 'org1', false)).toEqual({ unavailable: 'unverified' });
    expect(removalUndo(removed({ record: null }), 'org1')).toEqual({ unavailable: 'unverified' });
  });
});

describe('memberRemovalHistory', () => {
  it('names the person removed and carries the undo', () => {
    const fact = memberRemovalHistory('org1', 'Ann', removed());
    expect(fact).toMatchObject({
      organisationId: 'org1',
      kind: 'member-removed',
      summary: 'Removed Ann from the organisation',
      target: { collection: 'Users', id: 'ann', label: 'Ann' },
    });
    expect(fact.undo).toMatchObject({ userKey: 'ann', groupIds: ['g1'] });
  });
});

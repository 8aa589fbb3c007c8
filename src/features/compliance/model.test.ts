import { describe, expect, it } from 'vitest';
import { complianceRecordOf, isComplete, lastFour, zComplianceInput } from './model';

const by = { uid: 'admin1', name: 'Ada Admin', organisationId: 'org1' };
const input = {
  contractSigned: true,
  contractSignedOn: '2026-11-01',
  dbsNumberShared: true,
  dbsSharedOn: '2026-11-02',
  dbsNumber: '0012 3456 7890',
};

describe('compliance record', () => {
  it('keeps only the last four letters or digits of a DBS number', () => {
    expect(lastFour('0012 3456 7890')).toBe('7890');
    expect(lastFour('ab-12')).toBe('ab12');
    expect(lastFour('')).toBe('');
    const record = complianceRecordOf(input, null, by);
    expect(record.dbsLast4).toBe('7890');
    expect(JSON.stringify(record)).not.toContain('3456');
  });
  it('keeps the last four on record when the number is not typed again, and drops dates of unticked boxes', () => {
    const record = complianceRecordOf(
      { ...input, dbsNumber: '', contractSigned: false },
      { dbsLast4: '1111' },
      by,
    );
    expect(record).toMatchObject({ dbsLast4: '1111', contractSigned: false, contractSignedOn: '' });
    expect(complianceRecordOf({ ...input, dbsNumberShared: false }, { dbsLast4: '1111' }, by).dbsLast4).toBe(
      '',
    );
  });
  it('says who recorded it and where', () => {
    expect(complianceRecordOf(input, null, by)).toMatchObject({
      recordedBy: 'admin1',
      recordedByName: 'Ada Admin',
      recordedIn: 'org1',
    });
  });
  it('asks for a date with each ticked box', () => {
    const parsed = zComplianceInput.safeParse({ ...input, contractSignedOn: '', dbsSharedOn: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'Enter the date the contract was signed.',
      'Enter the date the DBS check was shared.',
    ]);
  });
  it('is complete only with both', () => {
    expect(isComplete({ contractSigned: true, dbsNumberShared: true })).toBe(true);
    expect(isComplete({ contractSigned: true, dbsNumberShared: false })).toBe(false);
    expect(isComplete(null)).toBe(false);
  });
});

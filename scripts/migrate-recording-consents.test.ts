import { describe, expect, it } from 'vitest';
import { splitLegacyConsent } from './migrate-recording-consents';

const consentedAt = new Date('2026-03-01T00:00:00Z');
const recordedAt = new Date('2026-03-02T00:00:00Z');
const withdrawnAt = new Date('2026-04-01T00:00:00Z');

describe('moving the names out of recordings’ consent', () => {
  it('keeps the public facts on the recording and moves names, accounts and the reason', () => {
    const split = splitLegacyConsent({
      project: 'p1',
      title: 'Story',
      consent: {
        consentedBy: 'Sam Pupil',
        contributorUnder18: true,
        guardianName: 'Pat Parent',
        consentedAt,
        uses: ['app'],
        recordedBy: 'staff1',
        recordedByName: 'Max',
        recordedAt,
        withdrawnAt,
        withdrawnBy: 'staff2',
        withdrawnReason: 'Parent asked',
      },
    });
    expect(split).toEqual({
      facts: { uses: ['app'], contributorUnder18: true, consentedAt, recordedAt, withdrawnAt },
      record: {
        project: 'p1',
        consentedBy: 'Sam Pupil',
        guardianName: 'Pat Parent',
        recordedBy: 'staff1',
        recordedByName: 'Max',
        withdrawnBy: 'staff2',
        withdrawnReason: 'Parent asked',
        recordedAt,
        withdrawnAt,
      },
    });
  });
  it('a consent kept before times were, on a recording of no project, moves as it is', () => {
    const split = splitLegacyConsent({
      consent: { consentedBy: 'Ada', contributorUnder18: false, consentedAt, uses: ['web'], recordedBy: 's' },
    });
    expect(split).toEqual({
      facts: { uses: ['web'], contributorUnder18: false, consentedAt },
      record: { project: '', consentedBy: 'Ada', recordedBy: 's' },
    });
  });
  it('leaves alone a recording with no consent, or one moved already (running again changes nothing)', () => {
    expect(splitLegacyConsent(undefined)).toBeNull();
    expect(splitLegacyConsent({ title: 'No consent' })).toBeNull();
    expect(splitLegacyConsent({ consent: null })).toBeNull();
    expect(
      splitLegacyConsent({ consent: { uses: ['app'], contributorUnder18: false, consentedAt, recordedAt } }),
    ).toBeNull();
  });
});

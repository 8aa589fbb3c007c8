import { describe, expect, it } from 'vitest';
import {
  consentFactsOf,
  consentRecordOf,
  consentState,
  isPublished,
  publishProblem,
  registerRow,
  REGISTER_COLUMNS,
  zConsentInput,
  zWithdrawInput,
  type ConsentInput,
} from './consent';
import { zConsentRecord, zRecording, type Consent } from './model';

const input = (over: Partial<ConsentInput> = {}): ConsentInput => ({
  consentedBy: 'Ada Lovelace',
  contributorUnder18: false,
  guardianName: '',
  consentedOn: '2026-03-01',
  uses: ['app', 'archive'],
  licence: 'CC-BY-4.0',
  ...over,
});
const consent = (over: Partial<Consent> = {}): Consent => ({
  ...consentFactsOf(input()),
  ...over,
});
const messages = (value: unknown) =>
  zConsentInput.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('recording consent input', () => {
  it('accepts a complete consent', () => {
    expect(messages(input())).toEqual([]);
  });
  it('a contributor under 18 needs a guardian’s name', () => {
    expect(messages(input({ contributorUnder18: true, guardianName: '  ' }))).toEqual([
      'guardianName: A contributor under 18 needs a parent or guardian to consent: enter their name.',
    ]);
    expect(messages(input({ contributorUnder18: true, guardianName: 'Mum' }))).toEqual([]);
  });
  it('needs a name, at least one use, a licence from the list and a date not in the future', () => {
    expect(messages(input({ consentedBy: ' ' }))).toEqual([
      'consentedBy: Enter the name of the person who consented.',
    ]);
    expect(messages(input({ uses: [] }))).toEqual([
      'uses: Choose at least one use the contributor agreed to.',
    ]);
    expect(messages({ ...input(), licence: 'public-domain' })).toHaveLength(1);
    expect(messages({ ...input(), uses: ['print'] })).toHaveLength(1);
    expect(messages(input({ consentedOn: '2999-01-01' }))).toEqual([
      'consentedOn: The date cannot be in the future.',
    ]);
    expect(messages(input({ consentedOn: '' }))).toEqual(['consentedOn: Enter the date consent was given.']);
  });
  it('withdrawing needs a reason that fits', () => {
    expect(zWithdrawInput.safeParse({ reason: '   ' }).success).toBe(false);
    expect(zWithdrawInput.safeParse({ reason: 'x'.repeat(1001) }).success).toBe(false);
    expect(zWithdrawInput.parse({ reason: ' Parent asked ' })).toEqual({ reason: 'Parent asked' });
  });
});

describe('the consent written', () => {
  it('keeps no name on the recording: its public facts are the uses, the age and the day at local midnight', () => {
    expect(consentFactsOf(input({ uses: ['web', 'web'] }))).toEqual({
      contributorUnder18: false,
      consentedAt: new Date(2026, 2, 1),
      uses: ['web'],
    });
  });
  it('keeps the names in the private record, the guardian only for a child', () => {
    const adult = consentRecordOf(input({ guardianName: 'ignored' }), 'p1', 'staff1');
    expect(adult).toEqual({ project: 'p1', consentedBy: 'Ada Lovelace', recordedBy: 'staff1' });
    const child = consentRecordOf(
      input({ contributorUnder18: true, guardianName: ' Mum ' }),
      'p1',
      's',
      'Max',
    );
    expect(child).toMatchObject({ guardianName: 'Mum', recordedByName: 'Max' });
  });
  it('reads back through the recording schema, which drops any name a recording still carries', () => {
    const parsed = zRecording.parse({
      consent: { ...consent(), consentedBy: 'Ada', recordedBy: 'staff1' },
      licence: 'CC-BY-NC-4.0',
    });
    expect(parsed.consent).toEqual(consent());
    expect(zRecording.safeParse({ licence: 'CC0' }).success).toBe(false);
    expect(zConsentRecord.parse({ consentedBy: 'Ada', recordedBy: 's' }).project).toBe('');
  });
});

describe('consent state and publishing', () => {
  it('missing, consented and withdrawn', () => {
    expect(consentState({})).toBe('missing');
    expect(consentState({ consent: consent() })).toBe('consented');
    expect(consentState({ consent: consent({ uses: [] }) })).toBe('missing');
    expect(consentState({ consent: consent({ withdrawnAt: new Date() }) })).toBe('withdrawn');
  });
  it('says why publishing is refused, and nothing when it is allowed', () => {
    expect(publishProblem({})).toMatch(/No consent is recorded/);
    expect(publishProblem({ consent: consent({ withdrawnAt: new Date(2026, 4, 2) }) })).toBe(
      'Consent was withdrawn on 02/05/2026: record consent again before publishing.',
    );
    expect(publishProblem({ consent: consent() })).toBeNull();
  });
  it('published means approved with a standing consent', () => {
    const approved = { status: 'approved' as const, reason: 'ok' };
    expect(isPublished({ moderation: approved, consent: consent() })).toBe(true);
    expect(isPublished({ moderation: approved })).toBe(false);
    expect(isPublished({ moderation: approved, consent: consent({ withdrawnAt: new Date() }) })).toBe(false);
    expect(isPublished({ moderation: { status: 'pending' }, consent: consent() })).toBe(false);
  });
  it('a register row has one cell per column, the names from the private record', () => {
    const recording = {
      id: 'r1',
      title: 'Harbour',
      collectionLog: { timesCollected: 0 },
      tags: { subjectTags: [], genreTags: [] },
      licence: 'CC-BY-4.0' as const,
      consent: consent({ withdrawnAt: new Date(2026, 4, 2) }),
    };
    const row = registerRow(recording, {
      ...consentRecordOf(input(), 'p1', 'staff1'),
      withdrawnReason: 'Asked',
      withdrawnBy: 'staff2',
      withdrawnByName: 'Max Moderator',
    });
    expect(row).toHaveLength(REGISTER_COLUMNS.length);
    expect(row).toEqual([
      'r1',
      'Harbour',
      'withdrawn',
      'no',
      'Ada Lovelace',
      'no',
      '',
      '2026-03-01',
      'app archive',
      'CC-BY-4.0',
      '2026-05-02',
      'Asked',
      // Kept before names were: the account id stands in.
      'staff1',
      'Max Moderator',
    ]);
    // Without its record (not read yet, or none kept), the names are blank, the public facts still there.
    expect(registerRow(recording)[4]).toBe('');
    expect(registerRow(recording)[8]).toBe('app archive');
  });
});
